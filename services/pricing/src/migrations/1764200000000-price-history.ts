import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price history built to grow: observations partitioned by day (a day past the raw window is rolled up
 * and its partition dropped whole, never deleted row by row), keyed so the same observation stored twice
 * is one row. The first table (price_points) was never written to: it goes.
 */
export class PriceHistory1764200000000 implements MigrationInterface {
  name = 'PriceHistory1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.price_points');
    await db.query(`
      CREATE TABLE pricing.price_observations (
        game_year smallint NOT NULL,
        price_key smallint NOT NULL,
        ea_id integer NOT NULL,
        observed_at timestamptz NOT NULL,
        price integer NOT NULL CHECK (price > 0),
        source smallint NOT NULL,
        PRIMARY KEY (game_year, price_key, ea_id, observed_at)
      ) PARTITION BY RANGE (observed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.price_observations');
    await db.query(`
      CREATE TABLE pricing.price_points (
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        recorded_at timestamptz NOT NULL,
        price integer NOT NULL,
        PRIMARY KEY (game_year, ea_id, recorded_at)
      )`);
  }
}
