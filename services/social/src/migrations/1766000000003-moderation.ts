import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The moderation context's tables (docs/social.md). */
export class Moderation1766000000003 implements MigrationInterface {
  name = 'Moderation1766000000003';

  async up(_db: QueryRunner): Promise<void> {
    // Filled in by the moderation context.
  }

  async down(_db: QueryRunner): Promise<void> {
    // Filled in by the moderation context.
  }
}
