import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  NOTIFICATIONS_SUMMARY_LATEST,
  type Notification,
  type NotificationPage,
  type PageRequest,
} from '@futgg/contracts';
import { PG_POOL, limitOffsetOf, rows } from '@futgg/service-kit';

interface NotificationRow {
  id: number;
  type_slug: string;
  title: string;
  body: string;
  url: string | null;
  is_read: boolean;
  created_at: Date;
}

const COLUMNS = 'n.id, n.type_slug, n.title, n.body, n.url, n.is_read, n.created_at';

const notificationOf = (row: NotificationRow): Notification => ({
  id: row.id,
  typeSlug: row.type_slug,
  title: row.title,
  body: row.body,
  url: row.url,
  isRead: row.is_read,
  dateCreated: row.created_at.toISOString(),
});

export interface StoredNotification {
  userId: string;
  typeSlug: string;
  title: string;
  body: string;
  url: string | null;
  dedupeKey: string;
}

/** The only file with queries on social.notifications and social.notification_settings. */
@Injectable()
export class NotificationsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Stores a notification unless the user turned its type off or one with its dedupe key exists; one
   * statement, so a concurrent retry cannot store it twice. True when stored.
   */
  async insert(notification: StoredNotification, client?: Pick<PoolClient, 'query'>): Promise<boolean> {
    const inserted = await (client ?? this.pool).query(
      `INSERT INTO social.notifications (user_id, type_slug, title, body, url, dedupe_key)
       SELECT $1, $2, $3, $4, $5, $6
       WHERE NOT EXISTS (
         SELECT 1 FROM social.notification_settings s WHERE s.user_id = $1 AND s.type_slug = $2 AND NOT s.enabled)
       ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
      [
        notification.userId,
        notification.typeSlug,
        notification.title,
        notification.body,
        notification.url,
        notification.dedupeKey,
      ],
    );
    return (inserted.rowCount ?? 0) > 0;
  }

  async page(userId: string, request: PageRequest & { unread: boolean }): Promise<NotificationPage> {
    const { limit, offset } = limitOffsetOf(request);
    const [data, [counted]] = await Promise.all([
      rows<NotificationRow>(
        this.pool,
        `SELECT ${COLUMNS} FROM social.notifications n
         WHERE n.user_id = $1 AND (NOT $2::boolean OR NOT n.is_read)
         ORDER BY n.id DESC LIMIT $3 OFFSET $4`,
        [userId, request.unread, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        `SELECT count(*)::integer AS count FROM social.notifications n
         WHERE n.user_id = $1 AND (NOT $2::boolean OR NOT n.is_read)`,
        [userId, request.unread],
      ),
    ]);
    return { data: data.map(notificationOf), totalCount: counted?.count ?? 0 };
  }

  async latest(userId: string): Promise<Notification[]> {
    const found = await rows<NotificationRow>(
      this.pool,
      `SELECT ${COLUMNS} FROM social.notifications n WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2`,
      [userId, NOTIFICATIONS_SUMMARY_LATEST],
    );
    return found.map(notificationOf);
  }

  async unreadCount(userId: string): Promise<number> {
    const [counted] = await rows<{ count: number }>(
      this.pool,
      'SELECT count(*)::integer AS count FROM social.notifications WHERE user_id = $1 AND NOT is_read',
      [userId],
    );
    return counted?.count ?? 0;
  }

  /**
   * The unread direct messages over all the user's conversations: the others' messages above the user's
   * read marker (the direct-messages context's tables, docs/direct-messages.md), in one query.
   */
  async unreadMessagesCount(userId: string): Promise<number> {
    const [counted] = await rows<{ count: number }>(
      this.pool,
      `SELECT count(*)::integer AS count
       FROM social.dm_participants p
       JOIN social.dm_messages m
         ON m.conversation_id = p.conversation_id AND m.id > p.last_read_message_id AND m.author_id <> p.user_id
       WHERE p.user_id = $1`,
      [userId],
    );
    return counted?.count ?? 0;
  }

  /** Marks the user's own notifications among `ids` (or all of them) read; others' ids change nothing. */
  async markRead(userId: string, ids: readonly number[] | 'all'): Promise<void> {
    if (ids === 'all') {
      await this.pool.query(
        'UPDATE social.notifications SET is_read = true WHERE user_id = $1 AND NOT is_read',
        [userId],
      );
      return;
    }
    await this.pool.query(
      'UPDATE social.notifications SET is_read = true WHERE user_id = $1 AND id = ANY($2::integer[]) AND NOT is_read',
      [userId, [...ids]],
    );
  }

  /** The types the user turned on or off (absent: never chosen, so on). */
  async settings(userId: string): Promise<Map<string, boolean>> {
    const found = await rows<{ type_slug: string; enabled: boolean }>(
      this.pool,
      'SELECT type_slug, enabled FROM social.notification_settings WHERE user_id = $1',
      [userId],
    );
    return new Map(found.map((row) => [row.type_slug, row.enabled]));
  }

  async saveSettings(userId: string, choices: ReadonlyMap<string, boolean>): Promise<void> {
    if (!choices.size) return;
    await this.pool.query(
      `INSERT INTO social.notification_settings (user_id, type_slug, enabled)
       SELECT $1, c.type_slug, c.enabled FROM unnest($2::text[], $3::boolean[]) AS c (type_slug, enabled)
       ON CONFLICT (user_id, type_slug) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [userId, [...choices.keys()], [...choices.values()]],
    );
  }
}
