import { useCallback, useId, useState } from 'react';
import type { User } from '@futgg/contracts';
import { SignInLink } from '../../../components/sign-in-link';
import { useDismissablePanel } from '../../../hooks/use-dismissable-panel';
import { useIdentity } from '../hooks/use-identity';
import { AccountActions } from './account-actions';
import { UserAvatar } from './user-avatar';
import { UserSummary } from './user-summary';

/**
 * The header's account control (spec, second document, section 2). The server does not know the
 * reader, so it renders a neutral placeholder of the control's size; hydration renders the same, and
 * the visitor's "Sign in" or the user's avatar follows once the identity state has answered.
 */
export const UserMenu = () => {
  const identity = useIdentity();
  if (!identity) {
    return (
      <div className="user-menu" aria-busy="true">
        <span className="user-menu__placeholder" aria-hidden="true" />
      </div>
    );
  }
  if (!identity.isAuthenticated) {
    return (
      <div className="user-menu">
        <SignInLink className="button button--small user-menu__sign-in" />
      </div>
    );
  }
  return <AccountMenu user={identity.user} />;
};

/** The avatar and its panel; Escape, a click outside or following a link close it. */
const AccountMenu = ({ user }: { user: User }) => {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const panelId = useId();
  const { rootRef, toggleRef } = useDismissablePanel(isOpen, close);
  return (
    <div ref={rootRef} className="user-menu">
      <button
        ref={toggleRef}
        type="button"
        className="avatar-button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.displayName}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <UserAvatar user={user} />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!isOpen}>
        <UserSummary user={user} />
        <AccountActions
          onNavigate={close}
          listClassName="user-menu__links"
          signOutClassName="button user-menu__sign-out"
        />
      </div>
    </div>
  );
};
