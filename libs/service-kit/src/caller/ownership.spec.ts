import { ROLES, type Caller } from '@futgg/contracts';
import { assertOwnedBy } from './ownership.js';

const alice: Caller = { id: 'alice', roles: [] };
const admin: Caller = { id: 'root', roles: [ROLES.ADMIN] };
const alicesSquad = { ownerId: 'alice', name: 'Main' };

const failureOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe(assertOwnedBy.name, () => {
  it('lets the owner through', () => {
    expect(failureOf(() => assertOwnedBy(alicesSquad, alice, 'Squad'))).toBeNull();
  });

  it.each([
    ['a missing row', null, alice, {}, 'NOT_FOUND'],
    ["another user's row", alicesSquad, { id: 'bob', roles: [] }, {}, 'FORBIDDEN'],
    ['an admin where the feature does not allow it', alicesSquad, admin, {}, 'FORBIDDEN'],
  ])('refuses %s', (_name, row, caller, options, code) => {
    expect(failureOf(() => assertOwnedBy(row, caller, 'Squad', options))).toMatchObject({ code });
  });

  it('lets an admin through only where the feature says so', () => {
    expect(failureOf(() => assertOwnedBy(alicesSquad, admin, 'Squad', { adminMay: true }))).toBeNull();
  });
});
