import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The evolution lab's tables: stored paths (what a path hash names, with its evolved card cached), the
 * users' saved players, watchlists and lab settings; and the evolutions' description and provenance.
 */
export class EvolutionLab1764500000000 implements MigrationInterface {
  name = 'EvolutionLab1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE evolutions.evolutions
      ADD COLUMN description text NOT NULL DEFAULT '',
      ADD COLUMN source text NOT NULL DEFAULT 'generated' CHECK (source IN ('generated', 'import', 'admin')),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(
      'CREATE INDEX evolutions_created_at_idx ON evolutions.evolutions (game_year, created_at DESC, id DESC)',
    );
    await db.query(`
      CREATE TABLE evolutions.paths (
        path_hash char(24) PRIMARY KEY,
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        evolution_ids integer[] NOT NULL,
        manual_changes jsonb NOT NULL DEFAULT '{}',
        coins_cost integer NOT NULL,
        points_cost integer NOT NULL,
        definition jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Which cached definitions an edited evolution makes stale.
    await db.query('CREATE INDEX paths_evolution_ids_idx ON evolutions.paths USING gin (evolution_ids)');
    await db.query(`
      CREATE TABLE evolutions.user_items (
        id serial PRIMARY KEY,
        owner_id text NOT NULL,
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        path_hash char(24) NOT NULL REFERENCES evolutions.paths (path_hash),
        evolution_path integer[] NOT NULL,
        is_modified boolean NOT NULL,
        is_custom boolean NOT NULL DEFAULT false,
        definition jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, path_hash)
      )`);
    await db.query('CREATE INDEX user_items_owner_idx ON evolutions.user_items (owner_id, game_year, ea_id)');
    await db.query(`
      CREATE TABLE evolutions.watchlist (
        owner_id text NOT NULL,
        ea_id integer NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, ea_id)
      )`);
    await db.query(`
      CREATE TABLE evolutions.lab_settings (
        owner_id text PRIMARY KEY,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS evolutions.lab_settings');
    await db.query('DROP TABLE IF EXISTS evolutions.watchlist');
    await db.query('DROP TABLE IF EXISTS evolutions.user_items');
    await db.query('DROP TABLE IF EXISTS evolutions.paths');
    await db.query('DROP INDEX IF EXISTS evolutions.evolutions_created_at_idx');
    await db.query(`ALTER TABLE evolutions.evolutions
      DROP COLUMN IF EXISTS updated_at, DROP COLUMN IF EXISTS source, DROP COLUMN IF EXISTS description`);
  }
}
