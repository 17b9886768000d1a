import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the trend job needs beyond the current prices:
 * - `is_extinct`: on the market, but no listing seen in the 24 hours before the key's newest observation;
 * - `computed_at` indexed: the rows a pass changed are the outbox the `pricing.prices.updated` events
 *   are published from (published up to `published_through`), so a failed publish is simply retried;
 * - `trend_state.pending_since`: the earliest observation stored since the last pass, so a pass reads
 *   exactly the cards whose history changed, late-arriving observations (a file import of last week)
 *   included.
 */
export class LivePrices1764300000000 implements MigrationInterface {
  name = 'LivePrices1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE pricing.current_prices ADD COLUMN is_extinct boolean NOT NULL DEFAULT false');
    await db.query('CREATE INDEX current_prices_computed_at_idx ON pricing.current_prices (computed_at)');
    await db.query(`
      CREATE TABLE pricing.trend_state (
        id smallint PRIMARY KEY CHECK (id = 1),
        pending_since timestamptz,
        published_through timestamptz NOT NULL DEFAULT '-infinity'
      )`);
    await db.query('INSERT INTO pricing.trend_state (id) VALUES (1)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.trend_state');
    await db.query('DROP INDEX IF EXISTS pricing.current_prices_computed_at_idx');
    await db.query('ALTER TABLE pricing.current_prices DROP COLUMN IF EXISTS is_extinct');
  }
}
