import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The identity service's first table; the service's own issue grows its schema with further migrations. */
export class IdentitySchema1763800000000 implements MigrationInterface {
  name = 'IdentitySchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE identity.users (
        id uuid PRIMARY KEY,
        issuer text NOT NULL,
        subject text NOT NULL,
        display_name text NOT NULL,
        avatar_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (issuer, subject)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS identity.users');
  }
}
