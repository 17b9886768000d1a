import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The squads-api context's tables (filled by its change). */
export class SquadsApi1765000000000 implements MigrationInterface {
  name = 'SquadsApi1765000000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
