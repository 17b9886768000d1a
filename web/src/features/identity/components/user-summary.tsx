import type { User } from '@futgg/contracts';
import { UserAvatar } from './user-avatar';

export const isAdmin = (user: Pick<User, 'roles'>) => user.roles.includes('admin');

/** Picture, display name, @username and the Admin badge: the menu, the drawer and the account page. */
export const UserSummary = ({ user, size = 'large' }: { user: User; size?: 'small' | 'large' }) => (
  <div className="user-summary">
    <UserAvatar user={user} size={size} />
    <div className="user-summary__names">
      <p className="user-summary__name">
        {user.displayName}
        {isAdmin(user) && <span className="tag">Admin</span>}
      </p>
      <p className="user-summary__username">@{user.username}</p>
    </div>
  </div>
);
