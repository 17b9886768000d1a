import { LocalDateTime } from '../../../components/local-date-time';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useIdentity } from '../hooks/use-identity';
import { SessionsList } from './sessions-list';
import { UserSummary } from './user-summary';

/**
 * The signed-in user's details and sessions; a visitor is asked to sign in. Rendered on the server for
 * nobody: the page waits (busy) until the browser knows its reader.
 */
export const AccountPage = () => {
  const identity = useIdentity();
  return (
    <div className="account-page" aria-busy={identity ? undefined : true}>
      <h1 className="page-title">Your account</h1>
      {identity?.isAuthenticated === false && (
        <SignInPrompt action="see your account">
          Your account lists the browsers and devices you are signed in on, and signs any of them out.
        </SignInPrompt>
      )}
      {identity?.isAuthenticated && (
        <>
          <section className="panel account-page__user" aria-label="Your details">
            <UserSummary user={identity.user} />
            <p className="muted small">
              Member since <LocalDateTime iso={identity.user.createdAt} />
            </p>
          </section>
          <SessionsList />
        </>
      )}
    </div>
  );
};
