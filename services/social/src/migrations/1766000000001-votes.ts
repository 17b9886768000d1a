import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The votes context's tables (docs/social.md). */
export class Votes1766000000001 implements MigrationInterface {
  name = 'Votes1766000000001';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the votes context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the votes context.
  }
}
