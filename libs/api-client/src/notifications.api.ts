import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const API = { basePath: '/api' } as const;

/** The notification types the social service sends (docs/social.md). */
export type NotificationTypeSlug = 'comment-reply' | 'direct-message' | 'price-alert' | (string & {});

export interface NotificationItem {
  id: number;
  typeSlug: NotificationTypeSlug;
  title: string;
  body: string;
  /** Where the notification leads (a path of this site), or null. */
  url: string | null;
  isRead: boolean;
  dateCreated: string;
}

export interface NotificationSetting {
  notificationTypeSlug: NotificationTypeSlug;
  /** What the settings show (e.g. 'Replies to your comments'). */
  name: string;
  notificationsEnabled: boolean;
}

export interface NotificationSummary {
  unreadCount: number;
  /** Unread direct messages over all the user's conversations (the Messages link's badge). */
  unreadMessagesCount: number;
  /** At most 5, newest first. */
  latest: NotificationItem[];
  settings: NotificationSetting[];
}

export interface NotificationListParams {
  page?: number;
  pageSize?: number;
  /** Only the unread ones. */
  unread?: boolean;
}

export interface NotificationPage {
  data: NotificationItem[];
  totalCount: number;
  next?: number | null;
}

/** Marks the given notifications read, or every one of the caller's (`all`). */
export type MarkNotificationsRead = { ids: number[] } | { all: true };

/**
 * Notifications (docs/messages-and-notifications-web.md): the header's summary, the paged list, marking
 * read and the per-type settings.
 */
export const notificationsApi = (client: ApiClient) => ({
  summary: () => client.get<Data<NotificationSummary>>('notifications/summary', API).then(dataOf),
  list: ({ page, pageSize, unread }: NotificationListParams = {}) =>
    client.get<NotificationPage>('notifications', {
      ...API,
      // `unread=1` only: the flag's absence means every notification.
      query: { page, page_size: pageSize, unread: unread ? 1 : undefined },
    }),
  markRead: (which: MarkNotificationsRead) =>
    client.post<Data<{ unreadCount: number }>>('notifications/read', which, API).then(dataOf),
  updateSettings: (settings: { notificationTypeSlug: string; notificationsEnabled: boolean }[]) =>
    client.post<Data<NotificationSetting[]>>('notifications/settings', settings, API).then(dataOf),
});

export type NotificationsApi = ReturnType<typeof notificationsApi>;
