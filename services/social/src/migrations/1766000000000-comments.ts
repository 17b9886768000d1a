import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The comments context's tables (docs/social.md). */
export class Comments1766000000000 implements MigrationInterface {
  name = 'Comments1766000000000';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the comments context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the comments context.
  }
}
