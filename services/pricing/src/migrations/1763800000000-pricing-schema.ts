import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The pricing service's first table; the service's own issue grows its schema with further migrations. */
export class PricingSchema1763800000000 implements MigrationInterface {
  name = 'PricingSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pricing.price_points (
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        recorded_at timestamptz NOT NULL,
        price integer NOT NULL,
        PRIMARY KEY (game_year, ea_id, recorded_at)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.price_points');
  }
}
