import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SBC solver's preferences (docs/sbc-solver.md "Preferences"): one row per account that saved any,
 * its options and its own-requirements form as typed, each replaced whole by an update. An account
 * without a row reads the defaults.
 */
export class SolverPreferences1765000000003 implements MigrationInterface {
  name = 'SolverPreferences1765000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE squads.solver_preferences (
        owner_id text PRIMARY KEY,
        options jsonb,
        custom_requirements jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS squads.solver_preferences');
  }
}
