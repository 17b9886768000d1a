import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The squads API's columns (docs/squads.md): the formation by its game-rules id ('f433'), the bench's
 * sizes, the flags, and the evolved cards' snapshots taken at save time (the evolutions service shows a
 * saved player to its owner only, so a shared squad carries what chemistry and rating need of it).
 * Every new or updated row has an owner; rows from before (none were ever written) are left as they are.
 */
export class SquadsApi1765000000000 implements MigrationInterface {
  name = 'SquadsApi1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE squads.squads
        ALTER COLUMN formation_id TYPE text USING formation_id::text,
        ADD COLUMN substitute_count smallint NOT NULL DEFAULT 9,
        ADD COLUMN reserve_count smallint NOT NULL DEFAULT 0,
        ADD COLUMN flags jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN evolved_cards jsonb NOT NULL DEFAULT '[]',
        ADD CONSTRAINT squads_owner_required CHECK (owner_id IS NOT NULL) NOT VALID,
        ADD CONSTRAINT squads_version_positive CHECK (version >= 1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE squads.squads
        DROP CONSTRAINT IF EXISTS squads_version_positive,
        DROP CONSTRAINT IF EXISTS squads_owner_required,
        DROP COLUMN IF EXISTS evolved_cards,
        DROP COLUMN IF EXISTS flags,
        DROP COLUMN IF EXISTS reserve_count,
        DROP COLUMN IF EXISTS substitute_count`);
    // A formation id of game-rules ('f433') has no integer form: such squads cannot survive going back.
    await db.query(`DELETE FROM squads.squads WHERE formation_id !~ '^[0-9]+$'`);
    await db.query(
      'ALTER TABLE squads.squads ALTER COLUMN formation_id TYPE integer USING formation_id::integer',
    );
  }
}
