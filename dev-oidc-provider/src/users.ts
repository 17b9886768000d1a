import { createHash, timingSafeEqual } from 'node:crypto';

export type DevUsername = 'alice' | 'bob' | 'admin';

export interface DevUser {
  username: DevUsername;
  /** The account id, and the `sub` of every token: stable across restarts, so the platform finds the same user. */
  accountId: string;
  name: string;
  email: string;
  roles: readonly string[];
  defaultPassword: string;
}

/** The provider's only accounts. Their passwords are public: this provider is for one machine and tests. */
export const DEV_USERS: readonly DevUser[] = [
  {
    username: 'alice',
    accountId: 'dev-alice',
    name: 'Alice',
    email: 'alice@futgg.dev',
    roles: [],
    defaultPassword: 'alice-dev',
  },
  {
    username: 'bob',
    accountId: 'dev-bob',
    name: 'Bob',
    email: 'bob@futgg.dev',
    roles: [],
    defaultPassword: 'bob-dev',
  },
  {
    username: 'admin',
    accountId: 'dev-admin',
    name: 'Admin',
    email: 'admin@futgg.dev',
    roles: ['admin'],
    defaultPassword: 'admin-dev',
  },
];

export type DevPasswords = Record<DevUsername, string>;

export const DEFAULT_DEV_PASSWORDS = Object.fromEntries(
  DEV_USERS.map((user) => [user.username, user.defaultPassword]),
) as DevPasswords;

/** The password to print beside the user: the public default only, never an override from the environment. */
export const publishedPasswordOf = (user: DevUser, passwords: DevPasswords): string | undefined =>
  passwords[user.username] === user.defaultPassword ? user.defaultPassword : undefined;

export const devUserByAccountId = (accountId: string): DevUser | undefined =>
  DEV_USERS.find((user) => user.accountId === accountId);

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

// Both sides are hashed first: timingSafeEqual needs equal lengths, and comparing digests tells an
// observer nothing about the password's length or its first wrong character.
const isSameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

// Compared against when the username is unknown, so an unknown user takes as long as a wrong password.
const NO_USER_PASSWORD = 'no-such-user';

/** The user these credentials sign in, or undefined; never says which of the two was wrong. */
export const userForCredentials = (
  username: string,
  password: string,
  passwords: DevPasswords,
): DevUser | undefined => {
  const user = DEV_USERS.find((candidate) => candidate.username === username);
  const matches = isSameSecret(password, user ? passwords[user.username] : NO_USER_PASSWORD);
  return user && matches ? user : undefined;
};

/** The claims oidc-provider picks from (it keeps only those the granted scopes name). */
export const claimsOf = (user: DevUser) => ({
  sub: user.accountId,
  preferred_username: user.username,
  name: user.name,
  email: user.email,
  email_verified: true,
  roles: [...user.roles],
});
