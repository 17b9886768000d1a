import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The pro-competition context's tables (filled by its change). */
export class ProCompetition1765000000002 implements MigrationInterface {
  name = 'ProCompetition1765000000002';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
