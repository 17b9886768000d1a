import type { PriceKey } from '@futgg/contracts';
import type { PlayerFilters } from '@futgg/game-rules';
import { compilePlayerQuery, type PlayerTable, type SqlQuery } from '@futgg/player-query-sql';
import { PC_PRICE_COLUMNS } from '../migrations/1764300000000-pc-prices.js';

/** The catalog's player items as the player query language sees them. */
export const PLAYER_ITEMS_TABLE: PlayerTable = {
  name: 'catalog.player_items',
  keyColumn: 'ea_id',
  searchColumn: 'search_name',
  sortColumns: { name: 'common_name' },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
};

/** The same table with the PC market's price columns for the price fields. */
const PC_PLAYER_ITEMS_TABLE: PlayerTable = { ...PLAYER_ITEMS_TABLE, fieldColumns: PC_PRICE_COLUMNS };

/** One page of a game year's player search and its total (the shared compiler over this table). */
export const playerSearchQueries = (
  gameYear: number,
  filters: PlayerFilters,
  selectList: string,
  page: number,
  pageSize: number,
  excludedEaIds: readonly number[] = [],
  priceKey: PriceKey = 'console',
  requiredFilters: readonly PlayerFilters[] = [],
): { rows: SqlQuery; count: SqlQuery } =>
  compilePlayerQuery(priceKey === 'pc' ? PC_PLAYER_ITEMS_TABLE : PLAYER_ITEMS_TABLE, {
    scope: [['game_year', gameYear]],
    filters,
    requiredFilters,
    excludedKeys: excludedEaIds,
    select: selectList,
    page,
    pageSize,
  });
