import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tactics (docs/tactics.md): the owner's, optionally one of the owner's squads' (at most four a squad,
 * checked by the service under an advisory lock). A squad's deletion takes its tactics with it. The
 * client's local_guid makes a create retryable: sent again, it answers the tactic it created then.
 */
export class Tactics1765000000001 implements MigrationInterface {
  name = 'Tactics1765000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE squads.tactics (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL,
        local_guid text NOT NULL,
        squad_uuid uuid REFERENCES squads.squads (uuid) ON DELETE CASCADE,
        game_year smallint NOT NULL,
        title text NOT NULL DEFAULT '',
        formation_id text NOT NULL,
        defensive_approach_id smallint NOT NULL,
        custom_defensive_approach_value smallint
          CHECK (custom_defensive_approach_value BETWEEN 0 AND 100),
        build_up_style_id smallint NOT NULL,
        position_roles jsonb NOT NULL DEFAULT '[]',
        code text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, local_guid)
      )`);
    await db.query('CREATE INDEX tactics_owner_idx ON squads.tactics (owner_id, updated_at DESC)');
    await db.query(
      'CREATE INDEX tactics_squad_idx ON squads.tactics (squad_uuid) WHERE squad_uuid IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS squads.tactics');
  }
}
