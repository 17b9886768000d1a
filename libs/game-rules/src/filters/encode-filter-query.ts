import {
  DESCENDING_PREFIX,
  FLAG_FILTER_FIELDS,
  LIST_FILTER_FIELDS,
  RANGE_FILTER_FIELDS,
  RANGE_SUFFIXES,
  SEARCH_PARAMETER,
  SORT_PARAMETER,
  SUFFIX_SEPARATOR,
} from './filter-fields.js';
import type { PlayerFilters } from './player-filters.types.js';
import { isZeroValuedBound } from './zero-valued.js';

/**
 * The query string (no leading `?`) in canonical order: ranges in RANGE_FILTER_FIELDS order, each
 * `gte`, `lte`, `eq`; then lists in LIST_FILTER_FIELDS order; flags; search; sort. Zero-valued filters
 * (isZeroValuedBound, empty lists, blank search, empty sort) are left out. Numbers, commas and `-` are
 * written as they are; only `search` needs escaping, done with URLSearchParams (space as `+`).
 * It trusts its input: the filters come from decodeFilterQuery or the filters reducer.
 */
export const encodeFilterQuery = (filters: PlayerFilters): string => {
  const parts: string[] = [];
  for (const field of RANGE_FILTER_FIELDS) {
    const range = filters.ranges[field];
    if (range === undefined) continue;
    for (const suffix of RANGE_SUFFIXES) {
      const value = range[suffix];
      if (value === undefined || isZeroValuedBound(field, suffix, value)) continue;
      parts.push(`${field}${SUFFIX_SEPARATOR}${suffix}=${value}`);
    }
  }
  for (const field of LIST_FILTER_FIELDS) {
    const values = filters.lists[field];
    if (values !== undefined && values.length > 0) parts.push(`${field}=${values.join(',')}`);
  }
  for (const flag of FLAG_FILTER_FIELDS) {
    if (filters.flags[flag] === true) parts.push(`${flag}=1`);
  }
  const search = filters.search?.trim() ?? '';
  if (search !== '') parts.push(new URLSearchParams({ [SEARCH_PARAMETER]: search }).toString());
  if (filters.sort !== undefined && filters.sort.length > 0) {
    const keys = filters.sort.map(
      (key) => `${key.direction === 'desc' ? DESCENDING_PREFIX : ''}${key.field}`,
    );
    parts.push(`${SORT_PARAMETER}=${keys.join(',')}`);
  }
  return parts.join('&');
};
