import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users get the site's own username (what search and messages find them by), roles and their last
 * sign-in; access tokens' signing keys live here when the environment gives none, so every replica and
 * every restart signs with the same key.
 */
export class UsersAndSigningKeys1764100000000 implements MigrationInterface {
  name = 'UsersAndSigningKeys1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE identity.users
        ADD COLUMN username text NOT NULL,
        ADD COLUMN roles text[] NOT NULL DEFAULT '{}',
        ADD COLUMN last_sign_in_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT users_username_key UNIQUE (username)`);
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE INDEX users_search_idx ON identity.users
        USING gin ((username || ' ' || lower(display_name)) gin_trgm_ops)`);
    await db.query(`
      CREATE TABLE identity.signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS identity.signing_keys');
    await db.query('DROP INDEX IF EXISTS identity.users_search_idx');
    await db.query(`
      ALTER TABLE identity.users DROP COLUMN username, DROP COLUMN roles, DROP COLUMN last_sign_in_at`);
  }
}
