import { useState } from 'react';
import { Checkbox } from '../../../components/checkbox';
import { Pager } from '../../../components/pager';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkNotificationsRead,
  useNotificationList,
  useNotificationSummary,
  useUpdateNotificationSettings,
} from '../api/notification-queries';
import { NotificationRow } from './notification-row';
import '../notifications.css';

/**
 * The signed-in user's notifications: all or only the unread, 20 a page, newest first; marking read;
 * and which types notify at all.
 */
export const NotificationsPage = ({ userId }: { userId: string }) => {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationList(userId, page, unreadOnly);
  const summary = useNotificationSummary(userId);
  const markRead = useMarkNotificationsRead();
  const unread = summary.data?.unreadCount ?? 0;
  const items = list.data?.data ?? [];
  return (
    <div className="notifications-page">
      <header className="page-header">
        <h1 className="page-title">Notifications</h1>
      </header>
      <section className="notifications-page__list" aria-labelledby="notifications-list-heading">
        <div className="notifications-page__tools">
          <h2 id="notifications-list-heading" className="notifications-page__heading">
            {unread ? `${unread} unread` : 'All read'}
          </h2>
          <Checkbox
            checked={unreadOnly}
            onChange={(checked) => {
              setUnreadOnly(checked);
              setPage(1);
            }}
          >
            Unread only
          </Checkbox>
          <button
            type="button"
            className="button button--small"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </button>
        </div>
        {list.isPending ? (
          <p className="muted">Loading…</p>
        ) : list.isError ? (
          <p role="alert">Your notifications could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="muted">{unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}</p>
        ) : (
          <ul className="notification-list" aria-label="Notifications" aria-busy={list.isFetching}>
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                isBusy={markRead.isPending}
                onRead={(id) => markRead.mutate({ ids: [id] })}
              />
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          totalCount={list.data?.totalCount ?? 0}
          onChange={setPage}
          label="Notification pages"
        />
      </section>
      <NotificationSettings userId={userId} />
    </div>
  );
};

/** One switch per notification type; each change saves the whole list. */
const NotificationSettings = ({ userId }: { userId: string }) => {
  const summary = useNotificationSummary(userId);
  const update = useUpdateNotificationSettings();
  const settings = summary.data?.settings ?? [];
  return (
    <section className="notifications-page__settings" aria-labelledby="notification-settings-heading">
      <h2 id="notification-settings-heading">Notify me about</h2>
      {summary.isPending ? (
        <p className="muted">Loading…</p>
      ) : (
        <ul className="notification-settings">
          {settings.map((setting) => (
            <li key={setting.notificationTypeSlug}>
              <Checkbox
                checked={setting.notificationsEnabled}
                onChange={(checked) =>
                  update.mutate(
                    settings.map((other) =>
                      other.notificationTypeSlug === setting.notificationTypeSlug
                        ? { ...other, notificationsEnabled: checked }
                        : other,
                    ),
                  )
                }
              >
                {setting.name}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
