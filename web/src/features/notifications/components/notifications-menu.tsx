import { useCallback, useId, useState } from 'react';
import { NavAnchor } from '../../../components/layout/nav-anchor';
import { useDismissablePanel } from '../../../hooks/use-dismissable-panel';
import { useMarkNotificationsRead, useNotificationSummary } from '../api/notification-queries';
import { NotificationRow } from './notification-row';
import '../notifications.css';

export const NOTIFICATIONS_PATH = '/notifications/';

/** "9+" past nine: the badge stays one glyph wide-ish. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  </svg>
);

/**
 * The header's bell (signed-in users only; the app leaves it out for a visitor): the unread count,
 * asked every 30 s and on focus; the panel shows the latest five, marks one or all read, and leads to
 * the notifications page.
 */
export const NotificationsMenu = ({ userId }: { userId: string }) => {
  const summary = useNotificationSummary(userId);
  const markRead = useMarkNotificationsRead();
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const panelId = useId();
  const headingId = useId();
  const { rootRef, toggleRef } = useDismissablePanel(isOpen, close);
  const unread = summary.data?.unreadCount ?? 0;
  const latest = summary.data?.latest ?? [];
  return (
    <div ref={rootRef} className="notifications-menu">
      <button
        ref={toggleRef}
        type="button"
        className="header-icon-button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setIsOpen((open) => !open)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="count-badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <div
        id={panelId}
        className="notifications-menu__panel"
        hidden={!isOpen}
        role="region"
        aria-labelledby={headingId}
      >
        <div className="notifications-menu__head">
          <h2 id={headingId} className="notifications-menu__title">
            Notifications
          </h2>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </button>
        </div>
        {summary.isPending ? (
          <p className="muted small">Loading…</p>
        ) : summary.isError ? (
          <p className="muted small" role="alert">
            Notifications could not be loaded.
          </p>
        ) : latest.length === 0 ? (
          <p className="muted small">No notifications yet.</p>
        ) : (
          <ul className="notification-list" aria-label="Latest notifications">
            {latest.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                isBusy={markRead.isPending}
                onRead={(id) => markRead.mutate({ ids: [id] })}
                onNavigate={close}
              />
            ))}
          </ul>
        )}
        <NavAnchor to={NOTIFICATIONS_PATH} className="notifications-menu__all" onClick={close}>
          All notifications and settings
        </NavAnchor>
      </div>
    </div>
  );
};
