import { usePageTitle } from '../../components/page-title';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { SignedInPage } from './signed-in-page';

/** `/notifications/`: every notification, read or unread, and the settings; rendered for nobody on the server. */
export const NotificationsRoute = () => {
  usePageTitle('Notifications');
  const identity = useIdentity();
  return (
    <SignedInPage
      title="Notifications"
      action="see your notifications"
      explanation="Replies to your comments, new direct messages and your price alerts, in one place."
    >
      {() => (identity?.isAuthenticated ? <NotificationsPage userId={identity.user.id} /> : null)}
    </SignedInPage>
  );
};
export default NotificationsRoute;
