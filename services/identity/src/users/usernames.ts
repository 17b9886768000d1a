const MAX_LENGTH = 32;

/** A provider's name as a username: lower case, a-z 0-9 _ . - only, 2 to 32 characters; null if nothing is left. */
export const usernameFrom = (text: string | undefined | null): string | null => {
  if (!text) return null;
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/-+$/, '')
    .slice(0, MAX_LENGTH);
  return cleaned.length >= 2 ? cleaned : null;
};

/**
 * The usernames a new user may get, in order: the provider's preferred username, else the e-mail's local
 * part, else "player"; then the same with -2, -3, ... when taken.
 */
export const usernameCandidates = (claims: {
  preferredUsername?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
}): string[] => {
  const base =
    usernameFrom(claims.preferredUsername) ??
    usernameFrom(claims.email?.split('@')[0]) ??
    usernameFrom(claims.name) ??
    'player';
  const numbered = Array.from({ length: 48 }, (_, index) => {
    const suffix = `-${index + 2}`;
    return `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
  });
  return [base, ...numbered];
};
