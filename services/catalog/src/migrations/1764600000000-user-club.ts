import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users' clubs: which cards each user owns in a game year (docs/user-club.md). A row names a card
 * of the catalog, so the key to player_items is a foreign key; it is checked at COMMIT (DEFERRABLE
 * INITIALLY DEFERRED, NO ACTION), because the seed replaces a year's cards by deleting and copying them
 * again in one transaction: the same cards back keep every club, a reseed that drops a card some club
 * holds fails instead of emptying clubs behind the users' backs.
 */
export class UserClub1764600000000 implements MigrationInterface {
  name = 'UserClub1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalog.user_club_items (
        owner_id text NOT NULL,
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        is_untradeable boolean NOT NULL DEFAULT false,
        added_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, game_year, ea_id),
        CONSTRAINT user_club_items_card_fkey FOREIGN KEY (game_year, ea_id)
          REFERENCES catalog.player_items (game_year, ea_id) DEFERRABLE INITIALLY DEFERRED
      )`);
    // The key's other side: deleting player items (the seed) looks up the clubs that hold them.
    await db.query('CREATE INDEX user_club_items_card_idx ON catalog.user_club_items (game_year, ea_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS catalog.user_club_items');
  }
}
