import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The direct-messages context's tables (docs/social.md). */
export class DirectMessages1766000000004 implements MigrationInterface {
  name = 'DirectMessages1766000000004';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the direct-messages context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the direct-messages context.
  }
}
