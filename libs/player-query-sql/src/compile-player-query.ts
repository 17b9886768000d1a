import {
  GK_FACE_STAT_FIELDS,
  LIST_FILTER_CARD_FIELD,
  PRICE_TREND_FIELDS,
  expandPositionIds,
  type FlagFilterField,
  type ListFilterField,
  type PlayerFilters,
  type RangeFilterField,
  type SortKey,
} from '@futgg/game-rules';
import { normalizeSearchText } from '@futgg/contracts';
import { columnOf, containsPattern, quoteColumn } from '@futgg/service-kit';

import type { PlayerQueryRequest, PlayerTable } from './player-table.js';
import { WhereBuilder, type SqlQuery } from './where-builder.js';

/** A vocabulary field's column, quoted: the name comes from game-rules' whitelist through columnOf. */
const column = (field: string) => quoteColumn(columnOf(field));

const RANGE_OPERATOR = { gte: '>=', lte: '<=', eq: '=' } as const;

/** Lists held as arrays on the card (a card has many playstyles); the others are single values. */
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

/** Flags that are the card's own booleans; the other flags are search modes read by the clauses. */
const CARD_FLAGS: ReadonlySet<FlagFilterField> = new Set(['isExtinct', 'isSbc', 'isObjective']);

const POSITION = columnOf('position');
const ALTERNATIVE_POSITIONS = columnOf('alternativePositionIds');

/** A range, flag or sort field's column in this table: its own, unless the table keeps it elsewhere. */
const fieldColumn = (table: PlayerTable, field: string) => {
  const own = table.fieldColumns?.[field];
  return own ? quoteColumn(own) : column(field);
};

const addRanges = (where: WhereBuilder, table: PlayerTable, filters: PlayerFilters) => {
  for (const [field, range] of Object.entries(filters.ranges) as [
    RangeFilterField,
    Record<string, number>,
  ][]) {
    for (const [suffix, value] of Object.entries(range) as [keyof typeof RANGE_OPERATOR, number][]) {
      where.add(`${fieldColumn(table, field)} ${RANGE_OPERATOR[suffix]} ${where.bind(value)}`);
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
      return `(${POSITION} = ANY(${bound}::int[]) OR ${ALTERNATIVE_POSITIONS} && ${bound}::int[])`;
    };
    if (filters.flags.positionsSearchModeAnd) {
      for (const id of listed) where.add(anyOf([...expandPositionIds([id])]));
    } else {
      where.add(anyOf([...expandPositionIds(listed)]));
    }
  }
  const excluded = filters.lists.excludedPositions;
  if (excluded) {
    const bound = `${where.bind([...expandPositionIds(excluded)])}::int[]`;
    // With excludedPositionsAnyPosition no position of the card may be listed (an evolution's excluded
    // positions, spec section 5), not only its main one.
    where.add(
      filters.flags.excludedPositionsAnyPosition
        ? `NOT (${POSITION} = ANY(${bound}) OR ${ALTERNATIVE_POSITIONS} && ${bound})`
        : `NOT (${POSITION} = ANY(${bound}))`,
    );
  }
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

const addFlags = (where: WhereBuilder, table: PlayerTable, filters: PlayerFilters) => {
  for (const flag of Object.keys(filters.flags) as FlagFilterField[]) {
    if (CARD_FLAGS.has(flag)) where.add(`${fieldColumn(table, flag)} = true`);
  }
};

const addSearch = (where: WhereBuilder, table: PlayerTable, filters: PlayerFilters) => {
  if (filters.search === undefined) return;
  const text = normalizeSearchText(filters.search);
  if (text) where.add(`${table.searchColumn} LIKE ${where.bind(containsPattern(text))}`);
};

/** Sortable columns that can hold NULL (no price yet, outfield cards' GK stats, no promo). */
const NULLABLE_SORT_FIELDS: ReadonlySet<string> = new Set([
  'price',
  ...PRICE_TREND_FIELDS,
  'priceFluctuation',
  ...GK_FACE_STAT_FIELDS,
]);

export const orderByOf = (table: PlayerTable, sort: readonly SortKey[] | undefined): string => {
  const keys = sort?.length ? sort : table.defaultSort;
  const parts = keys.map(({ field, direction }) => {
    const own = table.sortColumns?.[field];
    const target = own ? quoteColumn(own) : fieldColumn(table, field);
    // Cards without a value (no price: untradeable) go last whichever way the column is sorted. NOT NULL
    // columns keep PostgreSQL's default null ordering, so a plain btree serves both directions.
    const nulls = NULLABLE_SORT_FIELDS.has(field) && direction === 'desc' ? ' NULLS LAST' : '';
    return `${target} ${direction === 'desc' ? 'DESC' : 'ASC'}${nulls}`;
  });
  // A unique tie-breaker keeps pages stable: no card shows on two pages or on none.
  const lastDescending = keys[keys.length - 1]?.direction === 'desc';
  parts.push(`${table.keyColumn} ${lastDescending ? 'DESC' : 'ASC'}`);
  return parts.join(', ');
};

export const whereOf = (
  table: PlayerTable,
  request: Pick<PlayerQueryRequest, 'scope' | 'filters' | 'excludedKeys' | 'requiredFilters'>,
): SqlQuery => {
  const where = new WhereBuilder();
  for (const [name, value] of request.scope) where.add(`${name} = ${where.bind(value)}`);
  const excluded = request.excludedKeys ?? [];
  if (excluded.length) where.add(`NOT (${table.keyColumn} = ANY(${where.bind(excluded)}::int[]))`);
  for (const filters of [request.filters, ...(request.requiredFilters ?? [])]) {
    addRanges(where, table, filters);
    addPositions(where, filters);
    addLists(where, filters);
    addFlags(where, table, filters);
    addSearch(where, table, filters);
  }
  return { text: where.clauses.join(' AND '), values: where.values };
};

/**
 * One page of a player query and its total, as two parameterised statements over `table`. Field names
 * come from game-rules' whitelists (the codec has refused anything else), values only as binds.
 */
export const compilePlayerQuery = (
  table: PlayerTable,
  request: PlayerQueryRequest,
): { rows: SqlQuery; count: SqlQuery } => {
  const where = whereOf(table, request);
  const limit = where.values.length + 1;
  return {
    rows: {
      text: `SELECT ${request.select} FROM ${table.name} WHERE ${where.text} ORDER BY ${orderByOf(table, request.filters.sort)} LIMIT $${limit} OFFSET $${limit + 1}`,
      values: [...where.values, request.pageSize, (request.page - 1) * request.pageSize],
    },
    count: {
      text: `SELECT count(*)::int AS "totalCount" FROM ${table.name} WHERE ${where.text}`,
      values: where.values,
    },
  };
};
