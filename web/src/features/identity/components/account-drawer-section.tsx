import { NavAnchor } from '../../../components/layout/nav-anchor';
import { SignInLink } from '../../../components/sign-in-link';
import { routes } from '../../../config/env';
import { useSignOut } from '../api/use-sign-out';
import { useIdentity } from '../hooks/use-identity';
import { UserSummary } from './user-summary';

/** The account in the mobile menu's drawer: the same choices as the header's menu, as a list. */
export const AccountDrawerSection = ({ onNavigate }: { onNavigate: () => void }) => {
  const identity = useIdentity();
  const signOut = useSignOut();
  return (
    <section className="mobile-nav__account" aria-label="Account" aria-busy={identity ? undefined : true}>
      <h2 className="mobile-nav__title">Account</h2>
      {identity?.isAuthenticated === false && <SignInLink className="button button--primary" />}
      {identity?.isAuthenticated && (
        <>
          <UserSummary user={identity.user} size="small" />
          <ul>
            <li>
              <NavAnchor to={routes.account()} onClick={onNavigate}>
                Your sessions
              </NavAnchor>
            </li>
          </ul>
          <button
            type="button"
            className="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </button>
        </>
      )}
    </section>
  );
};
