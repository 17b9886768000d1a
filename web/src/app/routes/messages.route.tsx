import { usePageTitle } from '../../components/page-title';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { SignedInPage } from './signed-in-page';

/** `/messages/` (`?conversation=<id>` opens one): rendered for nobody on the server. */
export const MessagesRoute = () => {
  usePageTitle('Messages');
  const identity = useIdentity();
  return (
    <SignedInPage
      title="Messages"
      action="read your messages"
      explanation="Talk to other players in direct conversations; new messages arrive as they are sent."
    >
      {() => (identity?.isAuthenticated ? <MessagesPage userId={identity.user.id} /> : null)}
    </SignedInPage>
  );
};
export default MessagesRoute;
