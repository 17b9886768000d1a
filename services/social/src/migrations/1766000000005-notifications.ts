import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notifications context's tables (docs/notifications.md):
 * - `notifications`: one row per thing told to a user; `dedupe_key` is unique per user, so a retried
 *   write (a redelivered event, a resent reply) never tells twice;
 * - `notification_settings`: a user's choice per type; no row means the type is on;
 * - `processed_events`: the events social has applied (`pricing.alerts.crossed`), recorded by
 *   service-kit's consumeEvents in the transaction that applies each one.
 */
export class Notifications1766000000005 implements MigrationInterface {
  name = 'Notifications1766000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.notifications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id text NOT NULL,
        type_slug text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        url text,
        dedupe_key text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, dedupe_key)
      )`);
    await db.query('CREATE INDEX notifications_user_idx ON social.notifications (user_id, id DESC)');
    await db.query(
      'CREATE INDEX notifications_unread_idx ON social.notifications (user_id, id DESC) WHERE NOT is_read',
    );
    await db.query(`
      CREATE TABLE social.notification_settings (
        user_id text NOT NULL,
        type_slug text NOT NULL,
        enabled boolean NOT NULL,
        PRIMARY KEY (user_id, type_slug)
      )`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS social.processed_events (
        event_id text PRIMARY KEY,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.notification_settings');
    await db.query('DROP TABLE IF EXISTS social.notifications');
    await db.query('DROP TABLE IF EXISTS social.processed_events');
  }
}
