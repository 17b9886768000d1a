import type { ReactNode } from 'react';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useIdentity } from '../../features/identity/hooks/use-identity';

/**
 * A page of the signed-in user's own: rendered for nobody on the server, busy until the browser knows
 * its reader, then the page for a user or a sign-in prompt for a visitor (it comes back here).
 */
export const SignedInPage = ({
  title,
  action,
  explanation,
  children,
}: {
  title: string;
  /** "see your club": what signing in lets the visitor do here. */
  action: string;
  explanation: string;
  children: () => ReactNode;
}) => {
  const identity = useIdentity();
  if (identity?.isAuthenticated) return <>{children()}</>;
  return (
    <div className="signed-in-page" aria-busy={identity ? undefined : true}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      {identity ? (
        <SignInPrompt action={action}>{explanation}</SignInPrompt>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </div>
  );
};
