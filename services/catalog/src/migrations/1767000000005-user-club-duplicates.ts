import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many untradeable duplicates of each club card the user holds (docs/user-club.md "Duplicates"):
 * the game keeps them out of the club, in its SBC storage of up to 100, and the SBC solver spends them
 * before anything else of the same cost. Existing rows hold none.
 */
export class UserClubDuplicates1767000000005 implements MigrationInterface {
  name = 'UserClubDuplicates1767000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE catalog.user_club_items
        ADD COLUMN duplicates smallint NOT NULL DEFAULT 0
        CONSTRAINT user_club_items_duplicates_check CHECK (duplicates BETWEEN 0 AND 100)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE catalog.user_club_items DROP COLUMN IF EXISTS duplicates');
  }
}
