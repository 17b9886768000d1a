import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  PG_POOL,
  containsPattern,
  inTransaction,
  isoTimestamp,
  limitOffsetOf,
  rows,
} from '@futgg/service-kit';

/** A conversation's own row. */
export interface StoredConversation {
  id: number;
  title: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredParticipant {
  conversationId: number;
  userId: string;
  lastRead: string | null;
  unreadMessagesCount: number;
}

export interface StoredMessage {
  id: number;
  conversationId: number;
  authorId: string;
  content: string;
  dateCreated: string;
}

const CONVERSATION = `c.id::float8 AS id, c.title, c.created_by AS "createdBy",
    ${isoTimestamp('c.created_at')} AS "createdAt", ${isoTimestamp('c.updated_at')} AS "updatedAt"`;
const MESSAGE = `m.id::float8 AS id, m.conversation_id::float8 AS "conversationId", m.author_id AS "authorId",
    m.content, ${isoTimestamp('m.created_at')} AS "dateCreated"`;

export interface ConversationFilter {
  /** Title words (matched as typed, case-insensitively), or null. */
  search: string | null;
  /** Conversations with any of these users also match the search (their names matched it). */
  matchingUserIds: string[];
  ids: number[] | null;
}

/** The only place with SQL for social.dm_*; every read of a conversation is scoped by a participant. */
@Injectable()
export class DirectMessagesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The conversation if `userId` takes part in it, else null (absent or not theirs). */
  async ofParticipant(id: number, userId: string): Promise<StoredConversation | null> {
    const [row] = await rows<StoredConversation>(
      this.pool,
      `SELECT ${CONVERSATION} FROM social.dm_conversations c
       JOIN social.dm_participants p ON p.conversation_id = c.id AND p.user_id = $2
       WHERE c.id = $1`,
      [id, userId],
    );
    return row ?? null;
  }

  async exists(id: number): Promise<boolean> {
    const [row] = await rows(this.pool, 'SELECT 1 FROM social.dm_conversations WHERE id = $1', [id]);
    return row !== undefined;
  }

  async create(createdBy: string, title: string, userIds: readonly string[]): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const {
        rows: [row],
      } = await client.query<{ id: number }>(
        'INSERT INTO social.dm_conversations (title, created_by) VALUES ($1, $2) RETURNING id::float8 AS id',
        [title, createdBy],
      );
      await client.query(
        `INSERT INTO social.dm_participants (conversation_id, user_id)
         SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [row!.id, userIds],
      );
      return row!.id;
    });
  }

  /** The participants' user ids of one conversation. */
  async participantIds(id: number, client: Pool | PoolClient = this.pool): Promise<string[]> {
    const { rows: found } = await client.query<{ userId: string }>(
      'SELECT user_id AS "userId" FROM social.dm_participants WHERE conversation_id = $1 ORDER BY joined_at, user_id',
      [id],
    );
    return found.map((row) => row.userId);
  }

  /**
   * Adds a participant while the conversation has fewer than `max` (the count is taken under the
   * conversation's row lock, so two concurrent adds cannot pass the limit). 'full' when it has `max`.
   * A new participant's read marker starts at the newest message: joining does not make history unread.
   */
  async addParticipant(id: number, userId: string, max: number): Promise<'added' | 'present' | 'full'> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT 1 FROM social.dm_conversations WHERE id = $1 FOR UPDATE', [id]);
      const present = await this.participantIds(id, client);
      if (present.includes(userId)) return 'present';
      if (present.length >= max) return 'full';
      await client.query(
        `INSERT INTO social.dm_participants (conversation_id, user_id, last_read_message_id)
         VALUES ($1, $2, (SELECT coalesce(max(id), 0) FROM social.dm_messages WHERE conversation_id = $1))`,
        [id, userId],
      );
      await client.query('UPDATE social.dm_conversations SET updated_at = now() WHERE id = $1', [id]);
      return 'added';
    });
  }

  /** Removes a participant; the conversation goes with its last one. False when they were not in it. */
  async removeParticipant(id: number, userId: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT 1 FROM social.dm_conversations WHERE id = $1 FOR UPDATE', [id]);
      const removed = await client.query(
        'DELETE FROM social.dm_participants WHERE conversation_id = $1 AND user_id = $2',
        [id, userId],
      );
      if ((removed.rowCount ?? 0) === 0) return false;
      const left = await this.participantIds(id, client);
      if (left.length === 0) await client.query('DELETE FROM social.dm_conversations WHERE id = $1', [id]);
      else await client.query('UPDATE social.dm_conversations SET updated_at = now() WHERE id = $1', [id]);
      return true;
    });
  }

  async updateTitle(id: number, title: string): Promise<void> {
    await this.pool.query('UPDATE social.dm_conversations SET title = $2, updated_at = now() WHERE id = $1', [
      id,
      title,
    ]);
  }

  /** The participant's conversations matching the filter, latest activity first. */
  async page(
    userId: string,
    filter: ConversationFilter,
    page: { page: number; pageSize: number },
  ): Promise<{ data: StoredConversation[]; totalCount: number }> {
    const { limit, offset } = limitOffsetOf(page);
    const where = `FROM social.dm_conversations c
       JOIN social.dm_participants me ON me.conversation_id = c.id AND me.user_id = $1
       WHERE ($2::text IS NULL OR c.title ILIKE $2 OR EXISTS (
               SELECT 1 FROM social.dm_participants other
               WHERE other.conversation_id = c.id AND other.user_id = ANY($3::text[])))
         AND ($4::bigint[] IS NULL OR c.id = ANY($4::bigint[]))`;
    const values = [
      userId,
      filter.search === null ? null : containsPattern(filter.search),
      filter.matchingUserIds,
      filter.ids,
    ];
    const [data, [count]] = await Promise.all([
      rows<StoredConversation>(
        this.pool,
        `SELECT ${CONVERSATION} ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT $5 OFFSET $6`,
        [...values, limit, offset],
      ),
      rows<{ count: number }>(this.pool, `SELECT count(*)::int AS count ${where}`, values),
    ]);
    return { data, totalCount: count?.count ?? 0 };
  }

  /** Everyone who shares a conversation with `userId` (themselves included): whom a search can name. */
  async contactIds(userId: string): Promise<string[]> {
    const found = await rows<{ userId: string }>(
      this.pool,
      `SELECT DISTINCT other.user_id AS "userId"
       FROM social.dm_participants me
       JOIN social.dm_participants other ON other.conversation_id = me.conversation_id
       WHERE me.user_id = $1`,
      [userId],
    );
    return found.map((row) => row.userId);
  }

  /** The participants of these conversations, each with their read marker and unread count. */
  async participantsOf(ids: readonly number[]): Promise<StoredParticipant[]> {
    if (ids.length === 0) return [];
    return rows<StoredParticipant>(
      this.pool,
      `SELECT p.conversation_id::float8 AS "conversationId", p.user_id AS "userId",
              ${isoTimestamp('p.last_read_at')} AS "lastRead",
              (SELECT count(*)::int FROM social.dm_messages m
               WHERE m.conversation_id = p.conversation_id AND m.id > p.last_read_message_id
                 AND m.author_id <> p.user_id) AS "unreadMessagesCount"
       FROM social.dm_participants p
       WHERE p.conversation_id = ANY($1::bigint[])
       ORDER BY p.conversation_id, p.joined_at, p.user_id`,
      [ids],
    );
  }

  /** The newest message of each of these conversations that has one. */
  async lastMessagesOf(ids: readonly number[]): Promise<StoredMessage[]> {
    if (ids.length === 0) return [];
    return rows<StoredMessage>(
      this.pool,
      `SELECT ${MESSAGE} FROM social.dm_conversations c
       CROSS JOIN LATERAL (SELECT * FROM social.dm_messages
                           WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) m
       WHERE c.id = ANY($1::bigint[])`,
      [ids],
    );
  }

  /** A message, and the conversation's latest activity moved to now, in one transaction. */
  async insertMessage(id: number, authorId: string, content: string): Promise<StoredMessage> {
    return inTransaction(this.pool, async (client) => {
      const {
        rows: [row],
      } = await client.query<StoredMessage>(
        `INSERT INTO social.dm_messages AS m (conversation_id, author_id, content) VALUES ($1, $2, $3)
         RETURNING ${MESSAGE}`,
        [id, authorId, content],
      );
      await client.query('UPDATE social.dm_conversations SET updated_at = now() WHERE id = $1', [id]);
      return row!;
    });
  }

  /** Newest first, older than `before` when given; one more than asked tells whether a next page exists. */
  async messages(
    id: number,
    before: number | null,
    pageSize: number,
  ): Promise<{ data: StoredMessage[]; totalCount: number; hasMore: boolean }> {
    const [found, [count]] = await Promise.all([
      rows<StoredMessage>(
        this.pool,
        `SELECT ${MESSAGE} FROM social.dm_messages m
         WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
         ORDER BY m.id DESC LIMIT $3`,
        [id, before, pageSize + 1],
      ),
      rows<{ count: number }>(
        this.pool,
        'SELECT count(*)::int AS count FROM social.dm_messages WHERE conversation_id = $1',
        [id],
      ),
    ]);
    return {
      data: found.slice(0, pageSize),
      totalCount: count?.count ?? 0,
      hasMore: found.length > pageSize,
    };
  }

  /** Everything in the conversation up to now is read by `userId`. */
  async markRead(id: number, userId: string): Promise<void> {
    await this.pool.query(
      `UPDATE social.dm_participants SET last_read_at = now(),
         last_read_message_id = (SELECT coalesce(max(id), 0) FROM social.dm_messages WHERE conversation_id = $1)
       WHERE conversation_id = $1 AND user_id = $2`,
      [id, userId],
    );
  }
}
