import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The comments context's table (docs/comments.md). A deleted comment stays as a row (its place in the
 * thread, its replies) with its content erased; its author id is kept for moderation, never served.
 * Votes on comments (content type 6) live in the votes context's table.
 */
export class Comments1766000000000 implements MigrationInterface {
  name = 'Comments1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.comments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        content_type_id integer NOT NULL,
        entity_id text NOT NULL CHECK (entity_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        parent_id integer REFERENCES social.comments (id),
        author_id text NOT NULL,
        content text NOT NULL CHECK (length(content) <= 5000),
        is_private boolean NOT NULL DEFAULT false,
        is_deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz
      )`);
    // A thread's page: one entity's public or private comments at one level, newest first.
    await db.query(`
      CREATE INDEX comments_thread ON social.comments
        (content_type_id, entity_id, is_private, parent_id, id DESC)`);
    await db.query('CREATE INDEX comments_parent ON social.comments (parent_id) WHERE parent_id IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.comments');
  }
}
