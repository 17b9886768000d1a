import {
  DESCENDING_PREFIX,
  EXCLUDABLE_LIST_FILTER_FIELDS,
  EXCLUDED_LIST_FILTER_FIELD,
  FILTER_BOUNDS,
  LIST_ITEM_BOUNDS,
  MAX_LIST_ITEMS,
  POSITION_FILTER_IDS,
  POSITION_LIST_FILTER_FIELDS,
  RANGE_SUFFIXES,
  SEARCH_PARAMETER,
  SORT_PARAMETER,
  SUFFIX_SEPARATOR,
  isFlagFilterField,
  isListFilterField,
  isRangeFilterField,
  isRangeSuffix,
  isSortField,
  type FilterBound,
  type FlagFilterField,
  type ListFilterField,
  type RangeFilterField,
  type SortField,
} from './filter-fields.js';
import { searchTextProblem } from './search-text.js';
import { FilterQueryError } from './filter-query-error.js';
import { emptyPlayerFilters, type PlayerFilters, type SortKey } from './player-filters.types.js';
import { isZeroValuedBound } from './zero-valued.js';

export interface DecodeFilterQueryOptions {
  /**
   * Extra parameter names the caller handles itself (`page`, `page_size`): the decoder skips them
   * instead of refusing them as unknown. A filter name listed here is still decoded as a filter.
   */
  allow?: readonly string[];
}

const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;
const RANGE_SUFFIX_LIST = RANGE_SUFFIXES.map((suffix) => `${SUFFIX_SEPARATOR}${suffix}`).join(', ');
const POSITION_IDS_ALLOWED: ReadonlySet<number> = new Set(POSITION_FILTER_IDS);

const QUOTED_MAX_LENGTH = 40;

/** The client's text as shown in a message, cut short: a message must not echo a 4,000-character query. */
const quoted = (text: string): string =>
  JSON.stringify(text.length > QUOTED_MAX_LENGTH ? `${text.slice(0, QUOTED_MAX_LENGTH)}…` : text);

const nameShown = (parameter: string): string =>
  parameter === '' ? '(empty name)' : parameter.length > QUOTED_MAX_LENGTH ? quoted(parameter) : parameter;

/** `null` for anything but a plain base-10 integer (no sign on zero, no leading zeros, no `1e3`). */
const integerOf = (text: string): number | null => {
  if (!CANONICAL_INTEGER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
};

const boundedInteger = (parameter: string, text: string, bound: FilterBound, what: string): number => {
  const value = integerOf(text);
  if (value === null || value < bound.min || value > bound.max) {
    throw new FilterQueryError(
      parameter,
      `${parameter}: ${what} must be an integer from ${bound.min} to ${bound.max}, got ${quoted(text)}`,
    );
  }
  return value;
};

const decodeRange = (
  filters: PlayerFilters,
  parameter: string,
  field: RangeFilterField,
  suffix: string,
  text: string,
): void => {
  if (!isRangeSuffix(suffix)) {
    throw new FilterQueryError(
      parameter,
      `${parameter}: unknown suffix ${quoted(SUFFIX_SEPARATOR + suffix)} (${field} takes ${RANGE_SUFFIX_LIST})`,
    );
  }
  const value = boundedInteger(parameter, text, FILTER_BOUNDS[field], 'the value');
  if (isZeroValuedBound(field, suffix, value)) return;
  filters.ranges[field] = { ...filters.ranges[field], [suffix]: value };
};

const decodeList = (parameter: ListFilterField, text: string): number[] => {
  const items = text.split(',');
  if (items.length > MAX_LIST_ITEMS) {
    throw new FilterQueryError(
      parameter,
      `${parameter}: at most ${MAX_LIST_ITEMS} items, got ${items.length}`,
    );
  }
  const values: number[] = [];
  for (const item of items) {
    if (item === '') {
      throw new FilterQueryError(
        parameter,
        `${parameter}: empty item in the comma-separated list ${quoted(text)}`,
      );
    }
    const value = boundedInteger(parameter, item, LIST_ITEM_BOUNDS[parameter], 'each item');
    if (POSITION_LIST_FILTER_FIELDS.includes(parameter) && !POSITION_IDS_ALLOWED.has(value)) {
      throw new FilterQueryError(
        parameter,
        `${parameter}: ${value} is not a position id (${POSITION_FILTER_IDS.join(', ')})`,
      );
    }
    if (values.includes(value)) {
      throw new FilterQueryError(parameter, `${parameter}: ${value} is listed twice`);
    }
    values.push(value);
  }
  return values;
};

const decodeFlag = (parameter: string, text: string): boolean => {
  // `0` is what the generic client sends for false (spec, section 7); a zero-valued flag is absent.
  if (text === '1' || text === '0') return text === '1';
  throw new FilterQueryError(
    parameter,
    `${parameter}: a flag is sent as 1 (or left out), got ${quoted(text)}`,
  );
};

const decodeSearch = (text: string): string | undefined => {
  const search = text.trim();
  const problem = searchTextProblem(search);
  if (problem !== null) throw new FilterQueryError(SEARCH_PARAMETER, `${SEARCH_PARAMETER} ${problem}`);
  return search === '' ? undefined : search;
};

const decodeSort = (text: string): SortKey[] => {
  const keys: SortKey[] = [];
  for (const item of text.split(',')) {
    const isDescending = item.startsWith(DESCENDING_PREFIX);
    const field = isDescending ? item.slice(DESCENDING_PREFIX.length) : item;
    if (!isSortField(field)) {
      throw new FilterQueryError(SORT_PARAMETER, `${SORT_PARAMETER}: ${quoted(item)} is not a sort field`);
    }
    if (keys.some((key) => key.field === field)) {
      throw new FilterQueryError(SORT_PARAMETER, `${SORT_PARAMETER}: ${field} is sorted on twice`);
    }
    keys.push({ field: field satisfies SortField, direction: isDescending ? 'desc' : 'asc' });
  }
  return keys;
};

type FilterParameter =
  | { kind: 'range'; field: RangeFilterField; suffix: string }
  | { kind: 'list'; field: ListFilterField }
  | { kind: 'flag'; field: FlagFilterField }
  | { kind: typeof SEARCH_PARAMETER | typeof SORT_PARAMETER };

/** `null` for a name outside the whitelist; throws for a filter name with a wrong or missing suffix. */
const filterParameterOf = (parameter: string): FilterParameter | null => {
  const separatorAt = parameter.indexOf(SUFFIX_SEPARATOR);
  if (separatorAt >= 0) {
    const name = parameter.slice(0, separatorAt);
    const suffix = parameter.slice(separatorAt + SUFFIX_SEPARATOR.length);
    if (isRangeFilterField(name)) return { kind: 'range', field: name, suffix };
    if (filterParameterOf(name) !== null) {
      throw new FilterQueryError(parameter, `${parameter}: ${name} takes no suffix`);
    }
    return null;
  }
  if (isRangeFilterField(parameter)) {
    throw new FilterQueryError(parameter, `${parameter}: needs one of the suffixes ${RANGE_SUFFIX_LIST}`);
  }
  if (isListFilterField(parameter)) return { kind: 'list', field: parameter };
  if (isFlagFilterField(parameter)) return { kind: 'flag', field: parameter };
  if (parameter === SEARCH_PARAMETER || parameter === SORT_PARAMETER) return { kind: parameter };
  return null;
};

const decodeValue = (
  filters: PlayerFilters,
  parameter: string,
  filter: FilterParameter,
  text: string,
): void => {
  switch (filter.kind) {
    case 'range':
      return decodeRange(filters, parameter, filter.field, filter.suffix, text);
    case 'list':
      filters.lists[filter.field] = decodeList(filter.field, text);
      return;
    case 'flag':
      if (decodeFlag(parameter, text)) filters.flags[filter.field] = true;
      return;
    case SEARCH_PARAMETER: {
      const search = decodeSearch(text);
      if (search !== undefined) filters.search = search;
      return;
    }
    case SORT_PARAMETER:
      filters.sort = decodeSort(text);
      return;
  }
};

const checkRanges = (filters: PlayerFilters): void => {
  for (const [field, range] of Object.entries(filters.ranges)) {
    if (range.eq !== undefined && (range.gte !== undefined || range.lte !== undefined)) {
      const other = range.gte !== undefined ? 'gte' : 'lte';
      throw new FilterQueryError(
        field,
        `${field}${SUFFIX_SEPARATOR}eq cannot be combined with ${field}${SUFFIX_SEPARATOR}${other}`,
      );
    }
    if (range.gte !== undefined && range.lte !== undefined && range.gte > range.lte) {
      throw new FilterQueryError(
        field,
        `${field}${SUFFIX_SEPARATOR}gte (${range.gte}) is greater than ${field}${SUFFIX_SEPARATOR}lte (${range.lte})`,
      );
    }
  }
};

const checkExclusions = (filters: PlayerFilters): void => {
  for (const included of EXCLUDABLE_LIST_FILTER_FIELDS) {
    const excluded = EXCLUDED_LIST_FILTER_FIELD[included];
    const both = filters.lists[included]?.find((value) => filters.lists[excluded]?.includes(value));
    if (both !== undefined) {
      throw new FilterQueryError(excluded, `${excluded}: ${both} is also in ${included}`);
    }
  }
};

/**
 * Decodes the spec's filter encoding (first document, section 5) into whitelisted, bounded values, or
 * throws a FilterQueryError naming the first parameter at fault. See docs/filters.md.
 */
export const decodeFilterQuery = (
  query: string | URLSearchParams,
  options: DecodeFilterQueryOptions = {},
): PlayerFilters => {
  const parameters = typeof query === 'string' ? new URLSearchParams(query) : query;
  const allowed = new Set(options.allow ?? []);
  const filters = emptyPlayerFilters();
  const seen = new Set<string>();
  for (const [parameter, text] of parameters) {
    const filter = filterParameterOf(parameter);
    if (filter === null) {
      if (allowed.has(parameter)) continue;
      throw new FilterQueryError(parameter, `${nameShown(parameter)}: unknown filter parameter`);
    }
    if (seen.has(parameter)) throw new FilterQueryError(parameter, `${parameter}: sent more than once`);
    seen.add(parameter);
    // An empty value is what the generic client sends for an empty array (spec, section 7): zero-valued,
    // so the same as leaving the parameter out.
    if (text !== '') decodeValue(filters, parameter, filter, text);
  }
  checkRanges(filters);
  checkExclusions(filters);
  return filters;
};
