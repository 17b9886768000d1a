import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tactics context's tables (filled by its change). */
export class Tactics1765000000001 implements MigrationInterface {
  name = 'Tactics1765000000001';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
