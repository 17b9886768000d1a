import { DomainError } from '@futgg/contracts';
import {
  FilterQueryError,
  canonicalPlayerFilters,
  decodeFilterQuery,
  encodeFilterQuery,
} from '@futgg/game-rules';

/**
 * searchPoolData is the player database's filter query (docs/filters.md): decoded by game-rules (so
 * only whitelisted, bounded filters pass) and stored in its canonical form, so two ways of writing the
 * same pool are stored alike and the ruleset manager can hand it to the player search as it is.
 */
export const canonicalSearchPool = (query: string): string => {
  try {
    return encodeFilterQuery(canonicalPlayerFilters(decodeFilterQuery(query.trim().replace(/^\?/, ''))));
  } catch (error) {
    if (error instanceof FilterQueryError) {
      throw new DomainError('INVALID_INPUT', `Invalid searchPoolData: ${error.message}`, {
        field: 'searchPoolData',
        cause: error,
      });
    }
    throw error;
  }
};
