import { useState } from 'react';
import type { PublicUser } from '@futgg/contracts';
import { avatarColourOf, initialsOf } from './avatar-look';

/**
 * The user's picture, or their initials on a colour of their own. A picture that does not load (gone,
 * or refused by a page's image policy) gives way to the initials. Decorative: the control around it
 * carries the name.
 */
export const UserAvatar = ({
  user,
  size = 'small',
}: {
  user: Pick<PublicUser, 'username' | 'displayName' | 'avatarUrl'>;
  size?: 'small' | 'large';
}) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;
  if (user.avatarUrl && user.avatarUrl !== failedUrl) {
    return (
      <img
        className={className}
        src={user.avatarUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(user.avatarUrl)}
      />
    );
  }
  return (
    <span
      className={`${className} avatar--initials`}
      style={{ backgroundColor: avatarColourOf(user.username) }}
      aria-hidden="true"
    >
      {initialsOf(user.displayName)}
    </span>
  );
};
