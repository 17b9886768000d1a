import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The notifications context's tables (docs/social.md). */
export class Notifications1766000000005 implements MigrationInterface {
  name = 'Notifications1766000000005';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the notifications context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the notifications context.
  }
}
