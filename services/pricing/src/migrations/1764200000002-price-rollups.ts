import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What old observations become: an hour's observations of a card and key in one row (open, close, low,
 * high, mean, count), partitioned by month so a month past the hourly window is rolled up into days and
 * dropped whole; and a day's row, kept for good (one row per card, key and day).
 */
export class PriceRollups1764200000002 implements MigrationInterface {
  name = 'PriceRollups1764200000002';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, bucket, partitioned] of [
      ['price_hourly', 'hour', true],
      ['price_daily', 'day', false],
    ] as const) {
      await db.query(`
        CREATE TABLE pricing.${table} (
          game_year smallint NOT NULL,
          price_key smallint NOT NULL,
          ea_id integer NOT NULL,
          ${bucket} timestamptz NOT NULL,
          open_price integer NOT NULL,
          close_price integer NOT NULL,
          low_price integer NOT NULL,
          high_price integer NOT NULL,
          mean_price integer NOT NULL,
          observations integer NOT NULL,
          PRIMARY KEY (game_year, price_key, ea_id, ${bucket})
        ) ${partitioned ? `PARTITION BY RANGE (${bucket})` : ''}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.price_daily');
    await db.query('DROP TABLE IF EXISTS pricing.price_hourly');
  }
}
