import type { PlayerFilters } from '@futgg/game-rules';
import { compilePlayerQuery, type PlayerTable, type SqlQuery } from '@futgg/player-query-sql';

/** The catalog's player items as the player query language sees them. */
export const PLAYER_ITEMS_TABLE: PlayerTable = {
  name: 'catalog.player_items',
  keyColumn: 'ea_id',
  searchColumn: 'search_name',
  sortColumns: { name: 'common_name' },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
};

/** One page of a game year's player search and its total (the shared compiler over this table). */
export const playerSearchQueries = (
  gameYear: number,
  filters: PlayerFilters,
  selectList: string,
  page: number,
  pageSize: number,
  excludedEaIds: readonly number[] = [],
): { rows: SqlQuery; count: SqlQuery } =>
  compilePlayerQuery(PLAYER_ITEMS_TABLE, {
    scope: [['game_year', gameYear]],
    filters,
    excludedKeys: excludedEaIds,
    select: selectList,
    page,
    pageSize,
  });
