import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The social service's first table; the service's own issue grows its schema with further migrations. */
export class SocialSchema1763800000000 implements MigrationInterface {
  name = 'SocialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.entity_views (
        content_type_id integer NOT NULL,
        entity_id bigint NOT NULL,
        views bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (content_type_id, entity_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.entity_views');
  }
}
