import type {
  FlagFilterField,
  ListFilterField,
  RangeFilterField,
  RangeSuffix,
  SortField,
} from './filter-fields.js';

export type RangeFilter = Partial<Record<RangeSuffix, number>>;

export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  field: SortField;
  direction: SortDirection;
}

/**
 * A decoded filter query, shaped for a SQL builder: each group maps whitelisted names to values, so a
 * service loops over `ranges`, `lists` and `flags` and never reads a raw parameter name.
 * - `ranges.overall = { gte: 85, lte: 90 }` is `overall__gte=85&overall__lte=90`;
 * - `lists.excludedLeagues = [13, 16]` is `excludedLeagues=13,16` (never empty, no repeats);
 * - `flags.isSbc = true` is `isSbc=1` (absent flags have no key);
 * - `search` is trimmed and never empty; `sort` keys are in the order sent, each field at most once.
 * The decoder leaves out a key rather than storing an empty value, so two filters that select the
 * same players compare equal.
 */
export interface PlayerFilters {
  ranges: Partial<Record<RangeFilterField, RangeFilter>>;
  lists: Partial<Record<ListFilterField, number[]>>;
  flags: Partial<Record<FlagFilterField, true>>;
  search?: string;
  sort?: SortKey[];
}

export const emptyPlayerFilters = (): PlayerFilters => ({ ranges: {}, lists: {}, flags: {} });
