import type {
  NotificationPage,
  NotificationSetting,
  NotificationSettingUpdate,
  NotificationsSummary,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const API = { basePath: '/api' } as const;

export interface NotificationListParams {
  page?: number;
  pageSize?: number;
  /** Only the unread ones. */
  unread?: boolean;
}

/** Marks the given notifications read, or every one of the caller's (`all`). */
export type MarkNotificationsRead = { ids: number[] } | { all: true };

/**
 * Notifications (docs/messages-and-notifications-web.md): the header's summary, the paged list, marking
 * read and the per-type settings.
 */
export const notificationsApi = (client: ApiClient) => ({
  summary: () => client.get<Data<NotificationsSummary>>('notifications/summary', API).then(dataOf),
  list: ({ page, pageSize, unread }: NotificationListParams = {}) =>
    client.get<NotificationPage>('notifications', {
      ...API,
      // `unread=1` only: the flag's absence means every notification.
      query: { page, page_size: pageSize, unread: unread ? 1 : undefined },
    }),
  markRead: (which: MarkNotificationsRead) =>
    client.post<Data<{ unreadCount: number }>>('notifications/read', which, API).then(dataOf),
  updateSettings: (settings: NotificationSettingUpdate[]) =>
    client.post<Data<NotificationSetting[]>>('notifications/settings', settings, API).then(dataOf),
});

export type NotificationsApi = ReturnType<typeof notificationsApi>;
