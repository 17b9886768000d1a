import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price and trend sorts put cards without a value last in both directions. Ascending, the plain btree
 * already does (NULLS LAST is its default); descending needs its own index, or every "most expensive
 * first" page sorts all matching rows.
 */
export class DescendingPriceIndexes1763900000000 implements MigrationInterface {
  name = 'DescendingPriceIndexes1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'CREATE INDEX player_items_price_desc_idx ON catalog.player_items (game_year, price DESC NULLS LAST, ea_id DESC)',
    );
    await db.query(
      'CREATE INDEX player_items_trend24h_desc_idx ON catalog.player_items (game_year, price_trend24h DESC NULLS LAST, ea_id DESC)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS catalog.player_items_trend24h_desc_idx');
    await db.query('DROP INDEX IF EXISTS catalog.player_items_price_desc_idx');
  }
}
