import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The votes context's tables (docs/votes-and-views.md): one row per user and entity in social.votes (the
 * comments' best/hot ranking reads it for content type 6), and social.vote_tallies, kept in the same
 * statement as each vote, so a lookup of 200 identifiers reads 200 primary-key rows, not every vote.
 */
export class Votes1766000000001 implements MigrationInterface {
  name = 'Votes1766000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.votes (
        content_type_id integer NOT NULL,
        entity_id text NOT NULL,
        user_id text NOT NULL,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (content_type_id, entity_id, user_id)
      )`);
    // The caller's own votes among identifiers: by user first.
    await db.query('CREATE INDEX votes_user_idx ON social.votes (user_id, content_type_id, entity_id)');
    await db.query(`
      CREATE TABLE social.vote_tallies (
        content_type_id integer NOT NULL,
        entity_id text NOT NULL,
        upvotes integer NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
        downvotes integer NOT NULL DEFAULT 0 CHECK (downvotes >= 0),
        PRIMARY KEY (content_type_id, entity_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.vote_tallies');
    await db.query('DROP TABLE IF EXISTS social.votes');
  }
}
