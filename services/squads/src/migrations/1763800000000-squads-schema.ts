import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The squads service's first table; the service's own issue grows its schema with further migrations. */
export class SquadsSchema1763800000000 implements MigrationInterface {
  name = 'SquadsSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE squads.squads (
        uuid uuid PRIMARY KEY,
        owner_id text,
        game_year smallint NOT NULL,
        title text NOT NULL DEFAULT '',
        version integer NOT NULL DEFAULT 1,
        formation_id integer NOT NULL,
        manager_league_ea_id integer,
        manager_nation_ea_id integer,
        positions jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX squads_owner_idx ON squads.squads (owner_id, updated_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS squads.squads');
  }
}
