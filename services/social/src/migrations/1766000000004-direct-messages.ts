import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The direct-messages context's tables (docs/direct-messages.md): conversations, their participants
 * (identity's user ids, with each one's read marker) and their messages (plain text).
 */
export class DirectMessages1766000000004 implements MigrationInterface {
  name = 'DirectMessages1766000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE social.dm_conversations (
        id bigserial PRIMARY KEY,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Latest activity (a message, a new title, someone joining or leaving): the list's order.
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE social.dm_participants (
        conversation_id bigint NOT NULL REFERENCES social.dm_conversations (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        -- The read marker: the newest message id read (unread = the others' messages above it) and when.
        last_read_message_id bigint NOT NULL DEFAULT 0,
        last_read_at timestamptz,
        PRIMARY KEY (conversation_id, user_id)
      )`);
    await db.query(
      'CREATE INDEX dm_participants_user_idx ON social.dm_participants (user_id, conversation_id)',
    );
    await db.query(`
      CREATE TABLE social.dm_messages (
        id bigserial PRIMARY KEY,
        conversation_id bigint NOT NULL REFERENCES social.dm_conversations (id) ON DELETE CASCADE,
        author_id text NOT NULL,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX dm_messages_conversation_idx ON social.dm_messages (conversation_id, id DESC)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS social.dm_messages');
    await db.query('DROP TABLE IF EXISTS social.dm_participants');
    await db.query('DROP TABLE IF EXISTS social.dm_conversations');
  }
}
