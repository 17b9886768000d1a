import type { Notification } from '@futgg/contracts';
import { LocalDateTime } from '../../../components/local-date-time';
import { NavAnchor } from '../../../components/layout/nav-anchor';

/** Only a path of this site is followed: a notification never leads elsewhere. */
const siteUrl = (url: string | null) => (url && url.startsWith('/') && !url.startsWith('//') ? url : null);

/**
 * One notification: its title (a link when it leads somewhere; following it marks it read), its text
 * (plain, shown escaped), when, and "Mark read" while unread.
 */
export const NotificationRow = ({
  item,
  onRead,
  onNavigate,
  isBusy,
}: {
  item: Notification;
  onRead: (id: number) => void;
  onNavigate?: () => void;
  isBusy: boolean;
}) => {
  const url = siteUrl(item.url);
  return (
    <li className={item.isRead ? 'notification' : 'notification notification--unread'}>
      <div className="notification__text">
        <p className="notification__title">
          {!item.isRead && <span className="visually-hidden">Unread: </span>}
          {url ? (
            <NavAnchor
              to={url}
              onClick={() => {
                if (!item.isRead) onRead(item.id);
                onNavigate?.();
              }}
            >
              {item.title}
            </NavAnchor>
          ) : (
            item.title
          )}
        </p>
        {item.body && <p className="notification__body">{item.body}</p>}
        <p className="notification__time muted small">
          <LocalDateTime iso={item.dateCreated} />
        </p>
      </div>
      {!item.isRead && (
        <button
          type="button"
          className="button button--small button--ghost notification__read"
          disabled={isBusy}
          onClick={() => onRead(item.id)}
          aria-label={`Mark read: ${item.title}`}
        >
          Mark read
        </button>
      )}
    </li>
  );
};
