import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The PC market's live values beside console's (the existing price columns), as pricing publishes them. */
export const PC_PRICE_COLUMNS = {
  price: 'pc_price',
  priceTrend1h: 'pc_price_trend1h',
  priceTrend3h: 'pc_price_trend3h',
  priceTrend6h: 'pc_price_trend6h',
  priceTrend12h: 'pc_price_trend12h',
  priceTrend24h: 'pc_price_trend24h',
  priceFluctuation: 'pc_price_fluctuation',
  priceUpdatedAt: 'pc_price_updated_at',
  isExtinct: 'pc_is_extinct',
} as const;

/**
 * The price read model for both keys: PC's columns (console keeps the original ones, the default
 * everywhere) with the same sort indexes as console's price and 24-hour trend.
 */
export class PcPrices1764300000000 implements MigrationInterface {
  name = 'PcPrices1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE catalog.player_items
      ADD COLUMN pc_price integer,
      ADD COLUMN pc_price_trend1h real,
      ADD COLUMN pc_price_trend3h real,
      ADD COLUMN pc_price_trend6h real,
      ADD COLUMN pc_price_trend12h real,
      ADD COLUMN pc_price_trend24h real,
      ADD COLUMN pc_price_fluctuation real,
      ADD COLUMN pc_price_updated_at timestamptz,
      ADD COLUMN pc_is_extinct boolean NOT NULL DEFAULT false`);
    // Until PC is observed, a card is as extinct on PC as on console.
    await db.query('UPDATE catalog.player_items SET pc_is_extinct = is_extinct WHERE is_extinct');
    for (const [name, columns] of [
      ['pc_price', 'pc_price, ea_id'],
      ['pc_price_desc', 'pc_price DESC NULLS LAST, ea_id DESC'],
      ['pc_trend24h', 'pc_price_trend24h, ea_id'],
      ['pc_trend24h_desc', 'pc_price_trend24h DESC NULLS LAST, ea_id DESC'],
    ]) {
      await db.query(`CREATE INDEX player_items_${name}_idx ON catalog.player_items (game_year, ${columns})`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE catalog.player_items
      ${Object.values(PC_PRICE_COLUMNS)
        .map((column) => `DROP COLUMN IF EXISTS ${column}`)
        .join(', ')}`);
  }
}
