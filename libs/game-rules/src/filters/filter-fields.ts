// The whitelist of the one query language (ARCHITECTURE.md "One vocabulary"; spec, first document, section
// 5 "Filter bounds" and "Filter query encoding"). Services build SQL only from these constants, and
// docs/filters.md and the OpenAPI description are written from them: add a field here, nowhere else.
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  PRICE_TREND_FIELDS,
  STAT_FIELDS,
  type StatField,
} from '../card/card-fields.js';
import { POSITION_GROUP, POSITION_IDS } from '../constants/positions.js';

export const RANGE_FILTER_FIELDS = [
  'overall',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
  'skillMoves',
  'weakFoot',
  'height',
  'price',
  ...PRICE_TREND_FIELDS,
  'priceFluctuation',
  'totalStats',
  'totalIgs',
  'playstylesCount',
  'playstylesPlusCount',
  'rolesPlusCount',
  'rolesPlusPlusCount',
  'alternativePositionsCount',
] as const;
export type RangeFilterField = (typeof RANGE_FILTER_FIELDS)[number];

/** `overall__gte=85` is "at least", `__lte` "at most", `__eq` "exactly". */
export const RANGE_SUFFIXES = ['gte', 'lte', 'eq'] as const;
export type RangeSuffix = (typeof RANGE_SUFFIXES)[number];
export const SUFFIX_SEPARATOR = '__';

export interface FilterBound {
  min: number;
  max: number;
  /** Values go past `max` (cards cost more than the price bound): a control reads the top as "max+". */
  isOpenAbove?: true;
}

const boundsFor = <F extends string>(fields: readonly F[], bound: FilterBound): Record<F, FilterBound> =>
  Object.fromEntries(fields.map((field) => [field, bound])) as Record<F, FilterBound>;

// Where the spec gives no bound (face stats, attributes, trends, fluctuation, totals) the bound is chosen
// here; docs/filters.md gives the reasons.
export const FILTER_BOUNDS: Readonly<Record<RangeFilterField, FilterBound>> = {
  overall: { min: 1, max: 99 },
  ...boundsFor<StatField>(STAT_FIELDS, { min: 1, max: 99 }),
  skillMoves: { min: 1, max: 5 },
  weakFoot: { min: 1, max: 5 },
  height: { min: 100, max: 300 },
  price: { min: 0, max: 1_500_000, isOpenAbove: true },
  // Percent change: a price can fall at most 100 %; 10,000 % is a hundredfold rise.
  ...boundsFor(PRICE_TREND_FIELDS, {
    min: -100,
    max: 10_000,
  }),
  priceFluctuation: { min: 0, max: 10_000 },
  // totalIgs sums the 34 attributes, so at most 34 × 99 = 3,366; the spec does not say what totalStats
  // sums, so it gets the same ceiling.
  totalStats: { min: 0, max: 3_500 },
  totalIgs: { min: 0, max: 3_500 },
  playstylesCount: { min: 0, max: 15 },
  playstylesPlusCount: { min: 0, max: 4 },
  rolesPlusCount: { min: 0, max: 20 },
  rolesPlusPlusCount: { min: 0, max: 20 },
  // A card has at most a handful of alternative positions; 10 is every outfield line and then some.
  alternativePositionsCount: { min: 0, max: 10 },
};

/** Lists that can also be sent as `excluded` + capitalised name (`excludedLeagues`). */
export const EXCLUDABLE_LIST_FILTER_FIELDS = [
  'leagues',
  'clubs',
  'nations',
  'rarities',
  'positions',
  'playstyles',
  'playstylesPlus',
  'rolesPlus',
  'rolesPlusPlus',
] as const;
export type ExcludableListFilterField = (typeof EXCLUDABLE_LIST_FILTER_FIELDS)[number];
export type ExcludedListFilterField = `excluded${Capitalize<ExcludableListFilterField>}`;

export const INCLUDED_LIST_FILTER_FIELDS = ['ids', ...EXCLUDABLE_LIST_FILTER_FIELDS, 'raritySquads'] as const;

export const EXCLUDED_LIST_FILTER_FIELD = {
  leagues: 'excludedLeagues',
  clubs: 'excludedClubs',
  nations: 'excludedNations',
  rarities: 'excludedRarities',
  positions: 'excludedPositions',
  playstyles: 'excludedPlaystyles',
  playstylesPlus: 'excludedPlaystylesPlus',
  rolesPlus: 'excludedRolesPlus',
  rolesPlusPlus: 'excludedRolesPlusPlus',
} as const satisfies { [F in ExcludableListFilterField]: `excluded${Capitalize<F>}` };

export const EXCLUDED_LIST_FILTER_FIELDS: readonly ExcludedListFilterField[] =
  EXCLUDABLE_LIST_FILTER_FIELDS.map((field) => EXCLUDED_LIST_FILTER_FIELD[field]);

/** Small closed enumerations, sent as lists too (`foot=2`, `attackingWorkrate=2,3`). */
export const ENUM_FILTER_FIELDS = ['gender', 'foot', 'attackingWorkrate', 'defensiveWorkrate'] as const;
export type EnumFilterField = (typeof ENUM_FILTER_FIELDS)[number];

export const LIST_FILTER_FIELDS = [
  ...INCLUDED_LIST_FILTER_FIELDS,
  ...EXCLUDED_LIST_FILTER_FIELDS,
  ...ENUM_FILTER_FIELDS,
] as const;
export type ListFilterField =
  (typeof INCLUDED_LIST_FILTER_FIELDS)[number] | ExcludedListFilterField | EnumFilterField;

/** PostgreSQL `integer` is the widest id column; anything larger cannot match and is a client error. */
const ID_BOUND: FilterBound = { min: 0, max: 2_147_483_647 };

export const LIST_ITEM_BOUNDS: Readonly<Record<ListFilterField, FilterBound>> = {
  ...boundsFor<ListFilterField>([...INCLUDED_LIST_FILTER_FIELDS, ...EXCLUDED_LIST_FILTER_FIELDS], ID_BOUND),
  gender: { min: 1, max: 2 },
  foot: { min: 1, max: 2 },
  attackingWorkrate: { min: 1, max: 3 },
  defensiveWorkrate: { min: 1, max: 3 },
};

/** Position lists accept a card's general position ids and the group ids 50, 51, 52 (spec, section 9). */
export const POSITION_FILTER_IDS: readonly number[] = [...POSITION_IDS, ...Object.values(POSITION_GROUP)];
export const POSITION_LIST_FILTER_FIELDS: readonly ListFilterField[] = ['positions', 'excludedPositions'];

/** More ids than this in one list is not a search a page makes; it also keeps SQL bind parameters few. */
export const MAX_LIST_ITEMS = 500;

/**
 * The card field each list tests. `positions` matches the main position or any alternative one
 * (all of them when `positionsSearchModeAnd` is set); the playstyle and role lists test membership in
 * the card's id list (all ids, or any when `playstylesSearchModeOr` is set).
 */
export const LIST_FILTER_CARD_FIELD = {
  ids: 'eaId',
  leagues: 'leagueEaId',
  clubs: 'clubEaId',
  nations: 'nationEaId',
  rarities: 'rarityEaId',
  positions: 'position',
  playstyles: 'playstyles',
  playstylesPlus: 'playstylesPlus',
  rolesPlus: 'rolesPlus',
  rolesPlusPlus: 'rolesPlusPlus',
  raritySquads: 'raritySquadId',
  excludedLeagues: 'leagueEaId',
  excludedClubs: 'clubEaId',
  excludedNations: 'nationEaId',
  excludedRarities: 'rarityEaId',
  excludedPositions: 'position',
  excludedPlaystyles: 'playstyles',
  excludedPlaystylesPlus: 'playstylesPlus',
  excludedRolesPlus: 'rolesPlus',
  excludedRolesPlusPlus: 'rolesPlusPlus',
  gender: 'gender',
  foot: 'foot',
  attackingWorkrate: 'attackingWorkrate',
  defensiveWorkrate: 'defensiveWorkrate',
} as const satisfies Record<ListFilterField, string>;

/**
 * Present (`=1`) or absent. The two search modes are the spec's (section 5 "Positions search mode AND
 * and playstyles search mode OR are sent as flag 1"); the price flags are the Price entity's booleans
 * (spec, section 3 "Others"), which the player database filters on.
 */
export const FLAG_FILTER_FIELDS = [
  'positionsSearchModeAnd',
  'playstylesSearchModeOr',
  'excludedPositionsAnyPosition',
  'isExtinct',
  'isSbc',
  'isObjective',
] as const;
export type FlagFilterField = (typeof FLAG_FILTER_FIELDS)[number];

export const SEARCH_PARAMETER = 'search';
/** Counted in Unicode code points after trimming. No real name comes near it. */
export const SEARCH_MAX_LENGTH = 100;

export const SORT_PARAMETER = 'sort';
export const SORT_FIELDS = [...RANGE_FILTER_FIELDS, 'createdAt', 'name', 'pageviews'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DESCENDING_PREFIX = '-';

/** Every parameter name the decoder knows without a suffix. */
export type FilterParameterField =
  ListFilterField | FlagFilterField | typeof SEARCH_PARAMETER | typeof SORT_PARAMETER;

const has = <T extends string>(list: readonly T[]) => {
  const members: ReadonlySet<string> = new Set(list);
  return (name: string): name is T => members.has(name);
};

export const isRangeFilterField = has<RangeFilterField>(RANGE_FILTER_FIELDS);
export const isListFilterField = has<ListFilterField>(LIST_FILTER_FIELDS);
export const isFlagFilterField = has<FlagFilterField>(FLAG_FILTER_FIELDS);
export const isSortField = has<SortField>(SORT_FIELDS);
export const isRangeSuffix = has<RangeSuffix>(RANGE_SUFFIXES);
export const isExcludableListFilterField = has<ExcludableListFilterField>(EXCLUDABLE_LIST_FILTER_FIELDS);
