import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily feed, collections and the admin actions' audit (docs/feed-and-collections.md).
 *
 * feed_entries: one "added" fact per entity (a card, an evolution, an SBC set, an objective group),
 * written in the transaction that adds the entity (the seed, the importers through FeedRecorder) and
 * rebuilt for a day by the admin action. The feed and the upgrade hub read only this table.
 *
 * collections: a named rule over a year's cards (a program: rarity_squad_id; a rarity: rarity_ea_id);
 * members are the catalog's cards matching it, so an import or a reseed changes them with the cards.
 *
 * admin_action_audit: who ran which admin action, when, with what, and how it ended.
 */
export class FeedCollections1767000000001 implements MigrationInterface {
  name = 'FeedCollections1767000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalog.feed_entries (
        game_year smallint NOT NULL,
        kind text NOT NULL CHECK (kind IN ('player', 'evolution', 'sbc', 'objective')),
        entity_id text NOT NULL,
        name text NOT NULL,
        url text NOT NULL,
        image_url text,
        rating smallint,
        rewards_player boolean NOT NULL DEFAULT false,
        is_upgrade boolean NOT NULL DEFAULT false,
        program text,
        added_at timestamptz NOT NULL,
        added_on date NOT NULL,
        expires_at timestamptz,
        PRIMARY KEY (game_year, kind, entity_id)
      )`);
    await db.query('CREATE INDEX feed_entries_day_idx ON catalog.feed_entries (game_year, added_on)');
    await db.query(`
      CREATE TABLE catalog.collections (
        game_year smallint NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('program', 'rarity')),
        rarity_squad_id integer,
        rarity_ea_id integer,
        released_on date,
        sort_order integer NOT NULL,
        PRIMARY KEY (game_year, slug),
        CHECK ((kind = 'program') = (rarity_squad_id IS NOT NULL)),
        CHECK ((kind = 'rarity') = (rarity_ea_id IS NOT NULL))
      )`);
    // Members by rule: the program's and the rarity's cards of a year.
    await db.query(
      'CREATE INDEX IF NOT EXISTS player_items_rarity_squad_idx ON catalog.player_items (game_year, rarity_squad_id)',
    );
    await db.query(`
      CREATE TABLE catalog.admin_action_audit (
        id bigserial PRIMARY KEY,
        actor_id text NOT NULL,
        action text NOT NULL,
        parameters jsonb NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
        detail text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS catalog.admin_action_audit');
    await db.query('DROP INDEX IF EXISTS catalog.player_items_rarity_squad_idx');
    await db.query('DROP TABLE IF EXISTS catalog.collections');
    await db.query('DROP TABLE IF EXISTS catalog.feed_entries');
  }
}
