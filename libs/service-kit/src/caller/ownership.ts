import { DomainError, ROLES, type Caller } from '@futgg/contracts';

export interface Owned {
  ownerId: string;
}

/**
 * What a caller may change is theirs: a row that does not exist is NOT_FOUND, another user's FORBIDDEN
 * (its existence is not secret: shared squads and comments are public). `adminMay` lets moderators act
 * on others' rows where the feature says so (hiding a comment), never by default.
 */
export function assertOwnedBy<T extends Owned>(
  row: T | null | undefined,
  caller: Caller,
  what: string,
  options: { adminMay?: boolean } = {},
): asserts row is T {
  if (row === null || row === undefined) throw new DomainError('NOT_FOUND', `${what} not found`);
  if (row.ownerId === caller.id) return;
  if (options.adminMay && caller.roles.includes(ROLES.ADMIN)) return;
  throw new DomainError('FORBIDDEN', `This ${what.toLowerCase()} is not yours`);
}
