import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The views context's tables (docs/votes-and-views.md). social.entity_views of the first migration had
 * a bigint entity id; entity ids are tokens (eaId, id, uuid), so it is replaced (it never held rows: no
 * route wrote it). `published_views` is the outbox mark of the player totals sent to the catalog.
 * social.view_windows holds the burst rule: a client's last counted view of an entity.
 */
export class Views1766000000002 implements MigrationInterface {
  name = 'Views1766000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.entity_views');
    await db.query(`
      CREATE TABLE social.entity_views (
        content_type_id integer NOT NULL,
        entity_id text NOT NULL,
        views bigint NOT NULL DEFAULT 0,
        published_views bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (content_type_id, entity_id)
      )`);
    await db.query(`
      CREATE INDEX entity_views_unpublished_idx ON social.entity_views (content_type_id, entity_id)
      WHERE views <> published_views`);
    await db.query(`
      CREATE TABLE social.view_windows (
        client_key text NOT NULL,
        content_type_id integer NOT NULL,
        entity_id text NOT NULL,
        counted_at timestamptz NOT NULL,
        PRIMARY KEY (client_key, content_type_id, entity_id)
      )`);
    await db.query('CREATE INDEX view_windows_counted_at_idx ON social.view_windows (counted_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.view_windows');
    await db.query('DROP TABLE IF EXISTS social.entity_views');
    await db.query(`
      CREATE TABLE social.entity_views (
        content_type_id integer NOT NULL,
        entity_id bigint NOT NULL,
        views bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (content_type_id, entity_id)
      )`);
  }
}
