import {
  GK_FACE_STAT_FIELDS,
  LIST_FILTER_CARD_FIELD,
  PRICE_TREND_FIELDS,
  expandPositionIds,
  type ListFilterField,
  type PlayerFilters,
  type RangeFilterField,
  type SortKey,
} from '@futgg/game-rules';
import { columnOf, quoteColumn } from '@futgg/service-kit';
import { normalizeSearchText } from '@futgg/contracts';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** Builds parameterised SQL: column names come only from game-rules' whitelist, values only as binds. */
class WhereBuilder {
  readonly clauses: string[] = [];
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  add(clause: string) {
    this.clauses.push(clause);
  }
}

const column = (field: string) => quoteColumn(columnOf(field));

const RANGE_OPERATOR = { gte: '>=', lte: '<=', eq: '=' } as const;

const ARRAY_LIST_FIELDS: ReadonlySet<ListFilterField> = new Set([
  'playstyles',
  'playstylesPlus',
  'rolesPlus',
  'rolesPlusPlus',
  'excludedPlaystyles',
  'excludedPlaystylesPlus',
  'excludedRolesPlus',
  'excludedRolesPlusPlus',
]);

const addRanges = (where: WhereBuilder, filters: PlayerFilters) => {
  for (const [field, range] of Object.entries(filters.ranges) as [
    RangeFilterField,
    Record<string, number>,
  ][]) {
    for (const [suffix, value] of Object.entries(range) as [keyof typeof RANGE_OPERATOR, number][]) {
      where.add(`${column(field)} ${RANGE_OPERATOR[suffix]} ${where.bind(value)}`);
    }
  }
};

/**
 * `positions` match the main position or an alternative one. Without the AND flag any listed position
 * will do; with it, each listed position (or group: 50 defenders, 51 midfielders, 52 attackers) must be
 * among the card's positions. `excludedPositions` tests the main position only: hiding strikers should
 * not hide a winger who can also play up front (docs/filters.md).
 */
const addPositions = (where: WhereBuilder, filters: PlayerFilters) => {
  const listed = filters.lists.positions;
  if (listed) {
    const anyOf = (ids: number[]) => {
      const bound = where.bind(ids);
      return `(position = ANY(${bound}::int[]) OR alternative_position_ids && ${bound}::int[])`;
    };
    if (filters.flags.positionsSearchModeAnd) {
      for (const id of listed) where.add(anyOf([...expandPositionIds([id])]));
    } else {
      where.add(anyOf([...expandPositionIds(listed)]));
    }
  }
  const excluded = filters.lists.excludedPositions;
  if (excluded) where.add(`NOT (position = ANY(${where.bind([...expandPositionIds(excluded)])}::int[]))`);
};

const addLists = (where: WhereBuilder, filters: PlayerFilters) => {
  const matchAny = filters.flags.playstylesSearchModeOr === true;
  for (const [field, ids] of Object.entries(filters.lists) as [ListFilterField, number[]][]) {
    if (field === 'positions' || field === 'excludedPositions') continue;
    const target = column(LIST_FILTER_CARD_FIELD[field]);
    const bound = `${where.bind(ids)}::int[]`;
    const isExcluded = field.startsWith('excluded');
    if (ARRAY_LIST_FIELDS.has(field)) {
      // Included id lists need all ids (or any, with playstylesSearchModeOr); excluded ones need none.
      if (isExcluded) where.add(`NOT (${target} && ${bound})`);
      else where.add(matchAny ? `${target} && ${bound}` : `${target} @> ${bound}`);
    } else {
      where.add(isExcluded ? `NOT (${target} = ANY(${bound}))` : `${target} = ANY(${bound})`);
    }
  }
};

const FLAG_COLUMNS = { isExtinct: 'is_extinct', isSbc: 'is_sbc', isObjective: 'is_objective' } as const;

const addFlags = (where: WhereBuilder, filters: PlayerFilters) => {
  for (const flag of Object.keys(filters.flags)) {
    if (flag in FLAG_COLUMNS) where.add(`${FLAG_COLUMNS[flag as keyof typeof FLAG_COLUMNS]} = true`);
  }
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const addSearch = (where: WhereBuilder, filters: PlayerFilters) => {
  if (filters.search === undefined) return;
  const text = normalizeSearchText(filters.search);
  if (text) where.add(`search_name LIKE ${where.bind(`%${escapeLike(text)}%`)}`);
};

export const DEFAULT_SORT: SortKey[] = [{ field: 'createdAt', direction: 'desc' }];

const SORT_COLUMN_OVERRIDES: Partial<Record<SortKey['field'], string>> = { name: 'common_name' };

/** Sortable columns that can hold NULL (no price yet, outfield cards' GK stats, no promo). */
const NULLABLE_SORT_FIELDS: ReadonlySet<string> = new Set([
  'price',
  ...PRICE_TREND_FIELDS,
  'priceFluctuation',
  ...GK_FACE_STAT_FIELDS,
]);

export const orderByOf = (sort: readonly SortKey[] | undefined): string => {
  const keys = sort?.length ? sort : DEFAULT_SORT;
  const parts = keys.map(({ field, direction }) => {
    const target = SORT_COLUMN_OVERRIDES[field] ? quoteColumn(SORT_COLUMN_OVERRIDES[field]) : column(field);
    // Cards without a value (no price: untradeable) go last whichever way the column is sorted. NOT NULL
    // columns keep PostgreSQL's default null ordering, so a plain btree serves both directions.
    const nulls = NULLABLE_SORT_FIELDS.has(field) && direction === 'desc' ? ' NULLS LAST' : '';
    return `${target} ${direction === 'desc' ? 'DESC' : 'ASC'}${nulls}`;
  });
  // A unique tie-breaker keeps pages stable: no card shows on two pages or on none.
  const lastDescending = keys[keys.length - 1]?.direction === 'desc';
  parts.push(`ea_id ${lastDescending ? 'DESC' : 'ASC'}`);
  return parts.join(', ');
};

export const whereOf = (
  gameYear: number,
  filters: PlayerFilters,
  excludedEaIds: readonly number[] = [],
): { text: string; values: unknown[] } => {
  const where = new WhereBuilder();
  where.add(`game_year = ${where.bind(gameYear)}`);
  if (excludedEaIds.length) where.add(`NOT (ea_id = ANY(${where.bind(excludedEaIds)}::int[]))`);
  addRanges(where, filters);
  addPositions(where, filters);
  addLists(where, filters);
  addFlags(where, filters);
  addSearch(where, filters);
  return { text: where.clauses.join(' AND '), values: where.values };
};

export const playerSearchQueries = (
  gameYear: number,
  filters: PlayerFilters,
  selectList: string,
  page: number,
  pageSize: number,
  excludedEaIds: readonly number[] = [],
): { rows: SqlQuery; count: SqlQuery } => {
  const where = whereOf(gameYear, filters, excludedEaIds);
  const limit = where.values.length + 1;
  return {
    rows: {
      text: `SELECT ${selectList} FROM catalog.player_items WHERE ${where.text} ORDER BY ${orderByOf(filters.sort)} LIMIT $${limit} OFFSET $${limit + 1}`,
      values: [...where.values, pageSize, (page - 1) * pageSize],
    },
    count: {
      text: `SELECT count(*)::int AS "totalCount" FROM catalog.player_items WHERE ${where.text}`,
      values: where.values,
    },
  };
};
