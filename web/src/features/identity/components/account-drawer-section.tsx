import { SignInLink } from '../../../components/sign-in-link';
import { useIdentity } from '../hooks/use-identity';
import { AccountActions } from './account-actions';
import { UserSummary } from './user-summary';

/** The account in the mobile menu's drawer: the same choices as the header's menu, as a list. */
export const AccountDrawerSection = ({ onNavigate }: { onNavigate: () => void }) => {
  const identity = useIdentity();
  return (
    <section className="mobile-nav__account" aria-label="Account" aria-busy={identity ? undefined : true}>
      <h2 className="mobile-nav__title">Account</h2>
      {identity?.isAuthenticated === false && <SignInLink className="button button--primary" />}
      {identity?.isAuthenticated && (
        <>
          <UserSummary user={identity.user} size="small" />
          <AccountActions onNavigate={onNavigate} signOutClassName="button" />
        </>
      )}
    </section>
  );
};
