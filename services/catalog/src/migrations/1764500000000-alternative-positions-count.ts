import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filter language's `alternativePositionsCount`: evolutions require "a total number of positions"
 * (spec section 5), and their eligible players are found with the player query, so the count is a
 * column like the other list counts.
 */
export class AlternativePositionsCount1764500000000 implements MigrationInterface {
  name = 'AlternativePositionsCount1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE catalog.player_items
      ADD COLUMN alternative_positions_count smallint
      GENERATED ALWAYS AS (cardinality(alternative_position_ids)) STORED`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE catalog.player_items DROP COLUMN IF EXISTS alternative_positions_count');
  }
}
