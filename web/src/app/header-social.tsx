import { useIdentity } from '../features/identity/hooks/use-identity';
import { MessagesLink } from '../features/messages/components/messages-link';
import { MESSAGES_PATH } from '../features/messages/components/messages-page-path';
import { useCurrentPath } from '../lib/current-path';
import { useNotificationSummary } from '../features/notifications/api/notification-queries';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu';

/**
 * The header's Messages link and notifications bell, for a signed-in reader only (nothing while the
 * reader is not known, nor for a visitor). The Messages badge is the summary's unread direct messages;
 * the app composes the two features, which know nothing of each other. Used by the app's header and by
 * the page-mounted user menu (widgets).
 */
export const HeaderSocial = () => {
  const identity = useIdentity();
  const isOnMessages = useCurrentPath().startsWith(MESSAGES_PATH);
  const userId = identity?.isAuthenticated ? identity.user.id : null;
  const summary = useNotificationSummary(userId);
  if (!userId) return null;
  return (
    <div className="header-social">
      <MessagesLink unreadCount={summary.data?.unreadMessagesCount ?? 0} isCurrent={isOnMessages} />
      <NotificationsMenu userId={userId} />
    </div>
  );
};
