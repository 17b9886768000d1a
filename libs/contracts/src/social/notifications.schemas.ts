import { z } from 'zod';
import { PageRequest, pageOf } from '../paging.js';

/**
 * The kinds of notification a user gets, each one a user can turn off (settings). Slugs are stable: a
 * stored notification keeps its type's slug forever.
 */
export const NOTIFICATION_TYPES = [
  { slug: 'comment-reply', name: 'Replies to my comments' },
  { slug: 'direct-message', name: 'Direct messages' },
  { slug: 'price-alert', name: 'Price alerts' },
] as const;

export type NotificationTypeSlug = (typeof NOTIFICATION_TYPES)[number]['slug'];
export const NOTIFICATION_TYPE_SLUGS = NOTIFICATION_TYPES.map((type) => type.slug) as NotificationTypeSlug[];

/** The summary's `latest` holds at most this many notifications. */
export const NOTIFICATIONS_SUMMARY_LATEST = 5;
/** One mark-read call names at most this many ids. */
export const MAX_MARK_READ_IDS = 500;

export const Notification = z.object({
  id: z.number().int(),
  typeSlug: z.string(),
  title: z.string(),
  /** Plain text; clients escape it. */
  body: z.string(),
  /** A path on the site, or null. */
  url: z.string().nullable(),
  isRead: z.boolean(),
  dateCreated: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationSetting = z.object({
  notificationTypeSlug: z.string(),
  name: z.string(),
  notificationsEnabled: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

export const NotificationSettings = z.array(NotificationSetting);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const GetNotificationsSummaryRequest = z.object({}).strict();
export type GetNotificationsSummaryRequest = z.infer<typeof GetNotificationsSummaryRequest>;

export const NotificationsSummary = z.object({
  unreadCount: z.number().int().min(0),
  /** Unread direct messages over all of the caller's conversations. */
  unreadMessagesCount: z.number().int().min(0),
  latest: z.array(Notification).max(NOTIFICATIONS_SUMMARY_LATEST),
  settings: NotificationSettings,
});
export type NotificationsSummary = z.infer<typeof NotificationsSummary>;

export const ListNotificationsRequest = PageRequest.extend({
  /** Only unread ones. */
  unread: z.boolean().default(false),
});
export type ListNotificationsRequest = z.infer<typeof ListNotificationsRequest>;

export const NotificationPage = pageOf(Notification);
export type NotificationPage = z.infer<typeof NotificationPage>;

/** Either `ids` (the caller's notifications among them are marked read) or `all: true`. */
export const MarkNotificationsReadRequest = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(MAX_MARK_READ_IDS).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((request) => (request.ids === undefined) !== (request.all === undefined), {
    message: 'send either ids (a list of notification ids) or all: true',
    path: ['ids'],
  });
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const NotificationsUnread = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationsUnread = z.infer<typeof NotificationsUnread>;

/**
 * One type turned on or off. The slug is checked by the service (400 naming `notificationTypeSlug`), not
 * here, so the error names the field as the client sent it rather than its place in the list.
 */
export const NotificationSettingUpdate = z.object({
  notificationTypeSlug: z.string().max(64),
  notificationsEnabled: z.boolean(),
});
export type NotificationSettingUpdate = z.infer<typeof NotificationSettingUpdate>;

export const UpdateNotificationSettingsRequest = z.object({
  items: z.array(NotificationSettingUpdate).max(NOTIFICATION_TYPES.length * 4),
});
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequest>;
