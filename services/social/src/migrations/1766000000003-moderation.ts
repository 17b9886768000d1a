import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderation context's table (docs/moderation.md): users' reports of a page or an item, kept for
 * admins to review and close. The reporter and the closing admin are identity's user ids.
 */
export class Moderation1766000000003 implements MigrationInterface {
  name = 'Moderation1766000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.moderation_reports (
        id bigserial PRIMARY KEY,
        reporter_id text NOT NULL,
        url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
        note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        resolution text CHECK (char_length(resolution) <= 2000),
        closed_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        CHECK ((status = 'open') = (closed_at IS NULL))
      )`);
    // The admins' list: by status, newest first.
    await db.query(
      'CREATE INDEX moderation_reports_status_idx ON social.moderation_reports (status, id DESC)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.moderation_reports');
  }
}
