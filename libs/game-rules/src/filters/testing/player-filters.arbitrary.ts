// What a valid, canonical PlayerFilters is, written down once and built exactly (the query-string
// approach, STYLE.md "Property tests"):
// - a range holds `eq` alone, or `gte` and/or `lte` with gte ≤ lte, all within FILTER_BOUNDS, and no
//   `gte` at the lower bound (that is zero-valued, see zero-valued.ts);
// - a list is non-empty, without repeats, within LIST_ITEM_BOUNDS, position lists hold position ids,
//   and no value is in both an included list and its excluded list;
// - flags are `true`; search is non-empty, already trimmed, at most SEARCH_MAX_LENGTH code points;
// - sort is non-empty with each field once.
import fc from 'fast-check';
import {
  ENUM_FILTER_FIELDS,
  EXCLUDABLE_LIST_FILTER_FIELDS,
  EXCLUDED_LIST_FILTER_FIELD,
  FILTER_BOUNDS,
  FLAG_FILTER_FIELDS,
  LIST_ITEM_BOUNDS,
  POSITION_FILTER_IDS,
  RANGE_FILTER_FIELDS,
  SEARCH_MAX_LENGTH,
  SORT_FIELDS,
  type ListFilterField,
  type RangeFilterField,
} from '../filter-fields.js';
import type { PlayerFilters, RangeFilter, SortKey } from '../player-filters.types.js';

export const rangeArbitrary = (field: RangeFilterField): fc.Arbitrary<RangeFilter> => {
  const { min, max } = FILTER_BOUNDS[field];
  const value = fc.integer({ min, max });
  const lowerBound = fc.integer({ min: min + 1, max });
  return fc.oneof(
    value.map((eq) => ({ eq })),
    lowerBound.map((gte) => ({ gte })),
    value.map((lte) => ({ lte })),
    fc.tuple(lowerBound, lowerBound).map(([a, b]) => ({ gte: Math.min(a, b), lte: Math.max(a, b) })),
  );
};

const itemArbitrary = (field: ListFilterField): fc.Arbitrary<number> =>
  field === 'positions' || field === 'excludedPositions'
    ? fc.constantFrom(...POSITION_FILTER_IDS)
    : fc.integer(LIST_ITEM_BOUNDS[field]);

const rangesArbitrary = fc
  .uniqueArray(fc.constantFrom(...RANGE_FILTER_FIELDS), { maxLength: 4 })
  .chain((fields) => fc.tuple(...fields.map((field) => rangeArbitrary(field).map((range) => [field, range]))))
  .map((entries) => Object.fromEntries(entries) as PlayerFilters['ranges']);

/** Each excludable pair draws distinct values and sends each to the included or the excluded side. */
const excludablePairArbitrary = (field: (typeof EXCLUDABLE_LIST_FILTER_FIELDS)[number]) =>
  fc
    .uniqueArray(fc.tuple(itemArbitrary(field), fc.boolean()), { selector: ([value]) => value, maxLength: 4 })
    .map((items) => {
      const included = items.filter(([, isExcluded]) => !isExcluded).map(([value]) => value);
      const excluded = items.filter(([, isExcluded]) => isExcluded).map(([value]) => value);
      return [
        [field, included],
        [EXCLUDED_LIST_FILTER_FIELD[field], excluded],
      ] as [ListFilterField, number[]][];
    });

const plainListArbitrary = (field: ListFilterField) =>
  fc
    .uniqueArray(itemArbitrary(field), { maxLength: 4 })
    .map((values) => [[field, values]] as [ListFilterField, number[]][]);

const listsArbitrary = fc
  .tuple(
    fc.subarray([...EXCLUDABLE_LIST_FILTER_FIELDS], { maxLength: 3 }),
    fc.subarray(['ids', 'raritySquads', ...ENUM_FILTER_FIELDS] as ListFilterField[], { maxLength: 2 }),
  )
  .chain(([pairs, plain]) =>
    fc.tuple(...pairs.map(excludablePairArbitrary), ...plain.map(plainListArbitrary)),
  )
  .map(
    (groups) =>
      Object.fromEntries(groups.flat().filter(([, values]) => values.length > 0)) as PlayerFilters['lists'],
  );

const flagsArbitrary = fc
  .subarray([...FLAG_FILTER_FIELDS])
  .map((flags) => Object.fromEntries(flags.map((flag) => [flag, true])) as PlayerFilters['flags']);

export const searchArbitrary = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .filter((search) => search.trim() === search && search !== '' && [...search].length <= SEARCH_MAX_LENGTH);

const sortArbitrary: fc.Arbitrary<SortKey[]> = fc.uniqueArray(
  fc
    .tuple(fc.constantFrom(...SORT_FIELDS), fc.constantFrom('asc' as const, 'desc' as const))
    .map(([field, direction]) => ({ field, direction })),
  { selector: (key) => key.field, minLength: 1, maxLength: 3 },
);

export const playerFiltersArbitrary: fc.Arbitrary<PlayerFilters> = fc
  .tuple(
    rangesArbitrary,
    listsArbitrary,
    flagsArbitrary,
    fc.option(searchArbitrary),
    fc.option(sortArbitrary),
  )
  .map(([ranges, lists, flags, search, sort]) => ({
    ranges,
    lists,
    flags,
    ...(search === null ? {} : { search }),
    ...(sort === null ? {} : { sort }),
  }));
