import {
  DomainError,
  MAX_MARK_READ_IDS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_CONTRACTS,
  NOTIFICATIONS_SUMMARY_LATEST,
} from '@futgg/contracts';
import { bodyOnly, noParameters, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteContext, RouteDefinition } from './route-definition.js';

// The notifications routes (docs/notifications.md). Every one needs a signed-in caller and acts on the
// caller's own notifications, so none is cached.

const C = NOTIFICATIONS_CONTRACTS;
const TAG = 'Notifications';
const TYPES = NOTIFICATION_TYPES.map(({ slug, name }) => `\`${slug}\` (${name})`).join(', ');

/** `unread=1` (or `true`) lists only unread ones; `0`, `false` or absent, all. */
const unreadParam = (query: URLSearchParams): boolean => {
  const value = query.get('unread');
  if (value === null || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new DomainError('INVALID_INPUT', `unread must be 1 or 0, got "${value.slice(0, 40)}"`, {
    field: 'unread',
  });
};

/** The settings body: the list itself, or `{ items: [...] }`. */
const settingsPayload = ({ rawQuery, body }: RouteContext) => {
  simpleQuery(rawQuery, []);
  if (Array.isArray(body)) return { items: body };
  return bodyOnly({ rawQuery, body });
};

export const NOTIFICATIONS_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'getNotificationsSummary',
    method: 'GET',
    path: '/api/notifications/summary/',
    tag: TAG,
    summary: 'The caller’s unread counts, latest notifications and notification settings',
    description:
      `\`unreadCount\`: unread notifications; \`unreadMessagesCount\`: unread direct messages over all the caller’s ` +
      `conversations; \`latest\`: at most ${NOTIFICATIONS_SUMMARY_LATEST} notifications, newest first; \`settings\`: ` +
      `every notification type (${TYPES}) with whether the caller gets it (on unless turned off). Signed in only.`,
    contract: C.summary,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  {
    operationId: 'listNotifications',
    method: 'GET',
    path: '/api/notifications/',
    tag: TAG,
    summary: 'The caller’s notifications, newest first, a page at a time (`unread=1`: only unread ones)',
    contract: C.list,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'page_size',
        description: 'Notifications per page, 1 to 100 (default 20).',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
      {
        name: 'unread',
        description: '1: only unread notifications.',
        schema: { type: 'integer', enum: [0, 1] },
      },
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size', 'unread']);
      return {
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
        unread: unreadParam(query),
      };
    },
  },
  {
    operationId: 'markNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read/',
    tag: TAG,
    summary:
      'Marks the caller’s notifications read: `{ ids: [..] }` or `{ all: true }`; answers the unread count',
    description:
      `At most ${MAX_MARK_READ_IDS} ids. Ids of other users’ notifications (or unknown ones) change nothing: only the ` +
      'caller’s own are marked.',
    contract: C.markRead,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'updateNotificationSettings',
    method: 'POST',
    path: '/api/notifications/settings/',
    tag: TAG,
    summary: 'Turns notification types on or off for the caller; answers every type’s setting',
    description:
      'Body: the list `[{ notificationTypeSlug, notificationsEnabled }]` (also accepted as `{ items: [...] }`). Types: ' +
      `${TYPES}. An unknown slug is 400 naming \`notificationTypeSlug\` and nothing is saved. A type turned off ` +
      'stores no new notification of that type (none is made up later when it is turned on again).',
    contract: C.updateSettings,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: settingsPayload,
  },
];
