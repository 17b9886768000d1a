import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead } from '@futgg/api-client';
import type { NotificationSetting, NotificationsSummary } from '@futgg/contracts';
import { useToast } from '../../../components/toast/toast-provider';
import { useApi, type Api } from '../../../lib/api';

/** Every notifications query starts with this key: a change anywhere refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How often the header asks for the unread count (and again whenever the window gets focus). */
export const SUMMARY_POLL_MS = 30_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The header's summary (unread notifications, unread direct messages, the latest five, the settings),
 * per user: another user signing in on this page never sees the last one's.
 */
export const notificationSummaryQuery = (api: Api, userId: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'summary', userId],
    queryFn: () => api.notifications.summary(),
    staleTime: 0,
    refetchInterval: SUMMARY_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The summary for a signed-in user; asks nothing for a visitor (userId null) or while unknown. */
export const useNotificationSummary = (userId: string | null | undefined) =>
  useQuery({ ...notificationSummaryQuery(useApi(), userId ?? ''), enabled: Boolean(userId) });

export const notificationListQuery = (api: Api, userId: string, page: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', userId, { page, unreadOnly }],
    queryFn: () => api.notifications.list({ page, pageSize: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useNotificationList = (userId: string, page: number, unreadOnly: boolean) =>
  useQuery(notificationListQuery(useApi(), userId, page, unreadOnly));

/** Marks some (or all) read; the summary's count follows at once, the lists are asked again. */
export const useMarkNotificationsRead = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (which: MarkNotificationsRead) => api.notifications.markRead(which),
    onSuccess: ({ unreadCount }, which) => {
      const readIds = 'ids' in which ? new Set(which.ids) : null;
      queryClient.setQueriesData<NotificationsSummary>(
        { queryKey: [...NOTIFICATIONS_KEY, 'summary'] },
        (summary) =>
          summary && {
            ...summary,
            unreadCount,
            latest: summary.latest.map((item) =>
              !readIds || readIds.has(item.id) ? { ...item, isRead: true } : item,
            ),
          },
      );
    },
    onError: () => toast.show('Those notifications could not be marked read. Try again.', 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

/** Turns one type on or off: the whole list is sent, as the API takes it. */
export const useUpdateNotificationSettings = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (settings: NotificationSetting[]) =>
      api.notifications.updateSettings(
        settings.map(({ notificationTypeSlug, notificationsEnabled }) => ({
          notificationTypeSlug,
          notificationsEnabled,
        })),
      ),
    onSuccess: (settings) =>
      queryClient.setQueriesData<NotificationsSummary>(
        { queryKey: [...NOTIFICATIONS_KEY, 'summary'] },
        (summary) => summary && { ...summary, settings },
      ),
    onError: () => toast.show('The notification settings could not be saved. Try again.', 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'summary'] }),
  });
};
