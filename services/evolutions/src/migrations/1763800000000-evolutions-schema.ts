import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The evolutions service's first table; the service's own issue grows its schema with further migrations. */
export class EvolutionsSchema1763800000000 implements MigrationInterface {
  name = 'EvolutionsSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE evolutions.evolutions (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        end_time timestamptz,
        created_at timestamptz NOT NULL,
        coins_cost integer NOT NULL DEFAULT 0,
        points_cost integer NOT NULL DEFAULT 0,
        repeatability_count smallint NOT NULL DEFAULT 1,
        levels jsonb NOT NULL,
        requirements jsonb NOT NULL,
        PRIMARY KEY (game_year, id)
      )`);
    await db.query('CREATE INDEX evolutions_end_time_idx ON evolutions.evolutions (game_year, end_time)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS evolutions.evolutions');
  }
}
