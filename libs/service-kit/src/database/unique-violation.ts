import { DomainError } from '@futgg/contracts';

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * A write whose uniqueness the database guards: a duplicate is CONFLICT (409) naming the field, not a
 * 500, and not a check-then-insert race (two requests at once both pass a SELECT; only one INSERT wins).
 */
export const conflictOnDuplicate = async <T>(
  write: Promise<T>,
  message: string,
  field?: string,
): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('CONFLICT', message, { ...(field ? { field } : {}), cause: error });
    throw error;
  }
};
