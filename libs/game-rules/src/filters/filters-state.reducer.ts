import {
  EXCLUDABLE_LIST_FILTER_FIELDS,
  EXCLUDED_LIST_FILTER_FIELD,
  isFlagFilterField,
  isListFilterField,
  isRangeFilterField,
  SEARCH_PARAMETER,
  SORT_PARAMETER,
  type ExcludableListFilterField,
  type FilterParameterField,
  type FlagFilterField,
  type ListFilterField,
  type RangeFilterField,
} from './filter-fields.js';
import {
  emptyPlayerFilters,
  type PlayerFilters,
  type RangeFilter,
  type SortKey,
} from './player-filters.types.js';

/** A named preset from core data's quickFilters (spec, first document, section 3). */
export interface QuickFilter {
  id: number;
  name: string;
  filters: PlayerFilters;
}

export interface ScreenFilters {
  filters: PlayerFilters;
  /** The quick filter the filters came from, until the user changes anything. */
  quickFilterId: number | null;
}

/** Filters are kept per screen (spec, first document, section 4 "Filters"), keyed by a screen id. */
export interface FiltersState {
  screens: Readonly<Partial<Record<string, ScreenFilters>>>;
}

export type FiltersAction =
  | { type: 'setRange'; screen: string; field: RangeFilterField; range: RangeFilter }
  | { type: 'setList'; screen: string; field: ListFilterField; values: readonly number[] }
  | { type: 'toggleListValue'; screen: string; field: ListFilterField; value: number }
  /** Moves the value to the field's excluded list; when it is already excluded, un-excludes it. */
  | { type: 'excludeValue'; screen: string; field: ExcludableListFilterField; value: number }
  | { type: 'setFlag'; screen: string; flag: FlagFilterField; isOn: boolean }
  /** Kept as typed (the encoder trims), so a space typed between two words survives. */
  | { type: 'setSearch'; screen: string; search: string }
  | { type: 'setSort'; screen: string; sort: readonly SortKey[] }
  | { type: 'clearField'; screen: string; field: RangeFilterField | FilterParameterField }
  | { type: 'applyQuickFilter'; screen: string; quickFilter: QuickFilter }
  | { type: 'resetScreen'; screen: string };

export const initialFiltersState = (): FiltersState => ({ screens: {} });

export const filtersOf = (state: FiltersState, screen: string): PlayerFilters =>
  state.screens[screen]?.filters ?? emptyPlayerFilters();

export const activeQuickFilterIdOf = (state: FiltersState, screen: string): number | null =>
  state.screens[screen]?.quickFilterId ?? null;

// Included and excluded lists are each other's counterpart: a value is never in both.
const COUNTERPART: Partial<Record<ListFilterField, ListFilterField>> = Object.fromEntries(
  EXCLUDABLE_LIST_FILTER_FIELDS.flatMap((field) => [
    [field, EXCLUDED_LIST_FILTER_FIELD[field]],
    [EXCLUDED_LIST_FILTER_FIELD[field], field],
  ]),
);

const withoutKey = <K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

const withList = (
  filters: PlayerFilters,
  field: ListFilterField,
  values: readonly number[],
): PlayerFilters => {
  const unique = [...new Set(values)];
  let lists = unique.length > 0 ? { ...filters.lists, [field]: unique } : withoutKey(filters.lists, field);
  const counterpart = COUNTERPART[field];
  const counterpartValues = counterpart === undefined ? undefined : lists[counterpart];
  if (counterpart !== undefined && counterpartValues !== undefined) {
    const kept = counterpartValues.filter((value) => !unique.includes(value));
    lists = kept.length > 0 ? { ...lists, [counterpart]: kept } : withoutKey(lists, counterpart);
  }
  return { ...filters, lists };
};

const withRange = (filters: PlayerFilters, field: RangeFilterField, range: RangeFilter): PlayerFilters => {
  const kept: RangeFilter = {};
  if (range.gte !== undefined) kept.gte = range.gte;
  if (range.lte !== undefined) kept.lte = range.lte;
  if (range.eq !== undefined) kept.eq = range.eq;
  const ranges =
    Object.keys(kept).length > 0 ? { ...filters.ranges, [field]: kept } : withoutKey(filters.ranges, field);
  return { ...filters, ranges };
};

const withoutField = (
  filters: PlayerFilters,
  field: RangeFilterField | FilterParameterField,
): PlayerFilters => {
  if (isRangeFilterField(field)) return { ...filters, ranges: withoutKey(filters.ranges, field) };
  if (isListFilterField(field)) return { ...filters, lists: withoutKey(filters.lists, field) };
  if (isFlagFilterField(field)) return { ...filters, flags: withoutKey(filters.flags, field) };
  if (field === SEARCH_PARAMETER) {
    const { search: _search, ...rest } = filters;
    return rest;
  }
  const { sort: _sort, ...rest } = filters;
  return rest;
};

const editedFilters = (filters: PlayerFilters, action: FiltersAction): PlayerFilters => {
  switch (action.type) {
    case 'setRange':
      return withRange(filters, action.field, action.range);
    case 'setList':
      return withList(filters, action.field, action.values);
    case 'toggleListValue': {
      const values = filters.lists[action.field] ?? [];
      return values.includes(action.value)
        ? withList(
            filters,
            action.field,
            values.filter((value) => value !== action.value),
          )
        : withList(filters, action.field, [...values, action.value]);
    }
    case 'excludeValue': {
      const excluded = EXCLUDED_LIST_FILTER_FIELD[action.field];
      const values = filters.lists[excluded] ?? [];
      return values.includes(action.value)
        ? withList(
            filters,
            excluded,
            values.filter((value) => value !== action.value),
          )
        : withList(filters, excluded, [...values, action.value]);
    }
    case 'setFlag':
      return action.isOn
        ? { ...filters, flags: { ...filters.flags, [action.flag]: true } }
        : { ...filters, flags: withoutKey(filters.flags, action.flag) };
    case 'setSearch':
      return action.search.trim() === ''
        ? withoutField(filters, SEARCH_PARAMETER)
        : { ...filters, search: action.search };
    case 'setSort':
      return action.sort.length === 0
        ? withoutField(filters, SORT_PARAMETER)
        : { ...filters, sort: [...action.sort] };
    case 'clearField':
      return withoutField(filters, action.field);
    case 'applyQuickFilter':
    case 'resetScreen':
      return filters;
  }
};

/**
 * Spec, first document, section 4 "Filters": setting, toggling or sorting clears any active quick
 * filter; here every edit does (excluding, flags and search are settings too). Applying a quick filter
 * replaces the screen's filters, sort included, with the preset's.
 */
export const filtersStateReducer = (state: FiltersState, action: FiltersAction): FiltersState => {
  if (action.type === 'resetScreen') {
    return { screens: withoutKey(state.screens, action.screen) };
  }
  const screen: ScreenFilters =
    action.type === 'applyQuickFilter'
      ? { filters: action.quickFilter.filters, quickFilterId: action.quickFilter.id }
      : { filters: editedFilters(filtersOf(state, action.screen), action), quickFilterId: null };
  return { screens: { ...state.screens, [action.screen]: screen } };
};
