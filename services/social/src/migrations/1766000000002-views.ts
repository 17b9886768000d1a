import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The views context's tables (docs/social.md). */
export class Views1766000000002 implements MigrationInterface {
  name = 'Views1766000000002';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the views context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the views context.
  }
}
