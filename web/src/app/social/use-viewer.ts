import { useIdentity } from '../../features/identity/hooks/use-identity';
import type { Viewer } from '../../features/comments/components/comments-section';

// contracts' ROLES.ADMIN, spelled here: a value from @futgg/contracts would bring zod into the bundle.
const ADMIN_ROLE = 'admin';

/** The reader as the social pieces need them: undefined until known, null for a visitor. */
export const useViewer = (): Viewer | null | undefined => {
  const identity = useIdentity();
  if (identity === undefined) return undefined;
  if (!identity.isAuthenticated) return null;
  return { id: identity.user.id, isAdmin: identity.user.roles.includes(ADMIN_ROLE) };
};
