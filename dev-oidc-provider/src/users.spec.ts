import { DEFAULT_DEV_PASSWORDS, DEV_USERS, claimsOf, userForCredentials } from './users.js';

describe(userForCredentials.name, () => {
  it.each([
    ['alice', 'alice-dev', 'dev-alice'],
    ['bob', 'bob-dev', 'dev-bob'],
    ['admin', 'admin-dev', 'dev-admin'],
  ])('signs in %s with %s', (username, password, accountId) => {
    expect(userForCredentials(username, password, DEFAULT_DEV_PASSWORDS)?.accountId).toBe(accountId);
  });

  it.each([
    ['alice', 'bob-dev'],
    ['alice', 'alice-dev '],
    ['alice', ''],
    ['Alice', 'alice-dev'],
    ['mallory', 'alice-dev'],
    ['mallory', 'no-such-user'],
    ['', ''],
  ])('refuses %j with password %j', (username, password) => {
    expect(userForCredentials(username, password, DEFAULT_DEV_PASSWORDS)).toBeUndefined();
  });

  it('takes the given passwords instead of the defaults', () => {
    const passwords = { ...DEFAULT_DEV_PASSWORDS, bob: 'changed' };
    expect(userForCredentials('bob', 'bob-dev', passwords)).toBeUndefined();
    expect(userForCredentials('bob', 'changed', passwords)?.username).toBe('bob');
  });
});

describe(claimsOf.name, () => {
  it('gives each user a stable subject, their name and e-mail, and roles (admin only for admin)', () => {
    expect(DEV_USERS.map(claimsOf)).toEqual([
      {
        sub: 'dev-alice',
        preferred_username: 'alice',
        name: 'Alice',
        email: 'alice@futgg.dev',
        email_verified: true,
        roles: [],
      },
      {
        sub: 'dev-bob',
        preferred_username: 'bob',
        name: 'Bob',
        email: 'bob@futgg.dev',
        email_verified: true,
        roles: [],
      },
      {
        sub: 'dev-admin',
        preferred_username: 'admin',
        name: 'Admin',
        email: 'admin@futgg.dev',
        email_verified: true,
        roles: ['admin'],
      },
    ]);
  });
});
