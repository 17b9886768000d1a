import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What lets the trend pass slide each card's 24-hour window instead of reading it again
 * (docs/pricing.md "Trends"): the window's sum and sum of squares (whole coins; a bigint holds 1,440
 * observations of the market's highest price squared), and the newest instant at its low and at its
 * high (to the second), so the pass knows whether the low or high is still inside the moved window.
 * Null until a full pass has computed them. And a BRIN index on the observations' instant: the pass
 * finds the newly observed cards among a day partition's millions of rows without reading them all
 * (rows arrive in time order, so a block range's instants are tight).
 */
export class SlidingTrends1764400000000 implements MigrationInterface {
  name = 'SlidingTrends1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE pricing.current_prices
        ADD COLUMN sum_24h bigint,
        ADD COLUMN sum_squares_24h bigint,
        ADD COLUMN low_at_24h timestamptz,
        ADD COLUMN high_at_24h timestamptz`);
    await db.query(
      `CREATE INDEX price_observations_observed_at_brin ON pricing.price_observations
       USING brin (observed_at) WITH (pages_per_range = 32)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS pricing.price_observations_observed_at_brin');
    await db.query(`
      ALTER TABLE pricing.current_prices
        DROP COLUMN IF EXISTS sum_24h, DROP COLUMN IF EXISTS sum_squares_24h,
        DROP COLUMN IF EXISTS low_at_24h, DROP COLUMN IF EXISTS high_at_24h`);
  }
}
