import { defineContract } from '../contract/contract.js';
import {
  GetNotificationsSummaryRequest,
  ListNotificationsRequest,
  MarkNotificationsReadRequest,
  NotificationPage,
  NotificationSettings,
  NotificationsSummary,
  NotificationsUnread,
  UpdateNotificationSettingsRequest,
} from './notifications.schemas.js';

export * from './notifications.schemas.js';

/**
 * The social service's notifications subjects (docs/notifications.md). Every one acts for the signed-in
 * caller only: a visitor is UNAUTHENTICATED, and no request names another user.
 */
export const NOTIFICATIONS_CONTRACTS = {
  summary: defineContract(
    'social.notifications.summary',
    1,
    GetNotificationsSummaryRequest,
    NotificationsSummary,
  ),
  list: defineContract('social.notifications.list', 1, ListNotificationsRequest, NotificationPage),
  markRead: defineContract('social.notifications.read', 1, MarkNotificationsReadRequest, NotificationsUnread),
  updateSettings: defineContract(
    'social.notifications.settings',
    1,
    UpdateNotificationSettingsRequest,
    NotificationSettings,
  ),
} as const;
