import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  DomainError,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_SLUGS,
  type Caller,
  type ListNotificationsRequest,
  type MarkNotificationsReadRequest,
  type NotificationPage,
  type NotificationSettings,
  type NotificationsSummary,
  type NotificationsUnread,
  type UpdateNotificationSettingsRequest,
} from '@futgg/contracts';
import { NotificationsRepository } from './notifications.repository.js';

/** What another social context asks to tell a user (a reply to their comment, a new direct message). */
export interface NotificationRequest {
  /** The user told. */
  userId: string;
  /** A notification type's slug (docs/social.md lists them); the user's settings can turn a type off. */
  typeSlug: string;
  title: string;
  /** Plain text; the web escapes it. */
  body: string;
  /** Where the notification leads on the site (a path), or null. */
  url: string | null;
  /** Same key twice means one notification (a retried write never notifies twice). */
  dedupeKey: string;
}

/** Stored lengths: a title is a line, a body a short paragraph (callers cut snippets; this is the cap). */
export const NOTIFICATION_LIMITS = { TITLE: 200, BODY: 1000, URL: 500, DEDUPE_KEY: 200 } as const;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Creates users' notifications (the other social contexts call `notify` in process; price alerts arrive
 * by event) and answers the caller's own: summary, list, read marks and settings.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  /**
   * Tells `userId` something, unless that type is turned off for them or the dedupe key was used before
   * (then nothing happens). `client`: the caller's transaction, when the notification is part of one.
   */
  async notify(request: NotificationRequest, client?: Pick<PoolClient, 'query'>): Promise<void> {
    if (!(NOTIFICATION_TYPE_SLUGS as string[]).includes(request.typeSlug)) {
      throw new Error(`Unknown notification type ${request.typeSlug}`);
    }
    if (request.dedupeKey.length > NOTIFICATION_LIMITS.DEDUPE_KEY) {
      throw new Error(`A dedupe key is at most ${NOTIFICATION_LIMITS.DEDUPE_KEY} characters`);
    }
    await this.notifications.insert(
      {
        userId: request.userId,
        typeSlug: request.typeSlug,
        title: cut(request.title, NOTIFICATION_LIMITS.TITLE),
        body: cut(request.body, NOTIFICATION_LIMITS.BODY),
        url: request.url === null ? null : request.url.slice(0, NOTIFICATION_LIMITS.URL),
        dedupeKey: request.dedupeKey,
      },
      client,
    );
  }

  async summary(caller: Caller): Promise<NotificationsSummary> {
    const [unreadCount, unreadMessagesCount, latest, settings] = await Promise.all([
      this.notifications.unreadCount(caller.id),
      this.notifications.unreadMessagesCount(caller.id),
      this.notifications.latest(caller.id),
      this.settings(caller.id),
    ]);
    return { unreadCount, unreadMessagesCount, latest, settings };
  }

  list(caller: Caller, request: ListNotificationsRequest): Promise<NotificationPage> {
    return this.notifications.page(caller.id, request);
  }

  async markRead(caller: Caller, request: MarkNotificationsReadRequest): Promise<NotificationsUnread> {
    await this.notifications.markRead(caller.id, request.all ? 'all' : (request.ids ?? []));
    return { unreadCount: await this.notifications.unreadCount(caller.id) };
  }

  /** Every type with the caller's choice; an unknown slug is refused before anything is saved. */
  async updateSettings(
    caller: Caller,
    request: UpdateNotificationSettingsRequest,
  ): Promise<NotificationSettings> {
    const choices = new Map<string, boolean>();
    for (const item of request.items) {
      if (!(NOTIFICATION_TYPE_SLUGS as string[]).includes(item.notificationTypeSlug)) {
        throw new DomainError(
          'INVALID_INPUT',
          `Unknown notificationTypeSlug "${item.notificationTypeSlug.slice(0, 40)}": one of ${NOTIFICATION_TYPE_SLUGS.join(', ')}`,
          { field: 'notificationTypeSlug' },
        );
      }
      choices.set(item.notificationTypeSlug, item.notificationsEnabled);
    }
    await this.notifications.saveSettings(caller.id, choices);
    return this.settings(caller.id);
  }

  private async settings(userId: string): Promise<NotificationSettings> {
    const chosen = await this.notifications.settings(userId);
    return NOTIFICATION_TYPES.map(({ slug, name }) => ({
      notificationTypeSlug: slug,
      name,
      notificationsEnabled: chosen.get(slug) ?? true,
    }));
  }
}
