import { NavAnchor } from '../../../components/layout/nav-anchor';
import { DEFAULT_GAME_YEAR, routes } from '../../../config/env';
import { useSignOut } from '../api/use-sign-out';

/** What a signed-in reader can do from the header's menu and the mobile drawer alike. */
export const AccountActions = ({
  onNavigate,
  listClassName,
  signOutClassName,
}: {
  onNavigate: () => void;
  listClassName?: string;
  signOutClassName: string;
}) => {
  const signOut = useSignOut();
  return (
    <>
      <ul className={listClassName}>
        <li>
          <NavAnchor to={routes.mySquads(DEFAULT_GAME_YEAR)} onClick={onNavigate}>
            My squads
          </NavAnchor>
        </li>
        <li>
          <NavAnchor to={routes.account()} onClick={onNavigate}>
            Your sessions
          </NavAnchor>
        </li>
      </ul>
      <button
        type="button"
        className={signOutClassName}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign out
      </button>
    </>
  );
};
