import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each card's current price per key, with what the trend job derives from its history: the five trends,
 * the fluctuation and the provenance (when, from where, how many observations, the 24-hour band).
 * `first_observed_at` lets the job tell "no observation that old" from "none in the rows it read".
 */
export class CurrentPrices1764200000001 implements MigrationInterface {
  name = 'CurrentPrices1764200000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pricing.current_prices (
        game_year smallint NOT NULL,
        price_key smallint NOT NULL,
        ea_id integer NOT NULL,
        price integer NOT NULL,
        observed_at timestamptz NOT NULL,
        source smallint NOT NULL,
        first_observed_at timestamptz NOT NULL,
        price_trend_1h numeric(12, 2),
        price_trend_3h numeric(12, 2),
        price_trend_6h numeric(12, 2),
        price_trend_12h numeric(12, 2),
        price_trend_24h numeric(12, 2),
        price_fluctuation numeric(12, 2),
        observations_24h integer NOT NULL,
        low_24h integer NOT NULL,
        high_24h integer NOT NULL,
        computed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_year, price_key, ea_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.current_prices');
  }
}
