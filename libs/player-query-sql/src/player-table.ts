import type { PlayerFilters, SortKey } from '@futgg/game-rules';

/**
 * A table of cards the player query language runs over (the catalog's player items; later the squad
 * builder's and evolutions' read models). Its columns follow the vocabulary in snake_case (service-kit's
 * columnOf): that convention plus game-rules' field whitelists are the column map, so no name from a
 * query string ever reaches SQL. These settings are the table's own, written in code, never input.
 */
export interface PlayerTable {
  /** Schema-qualified name: `catalog.player_items`. */
  name: string;
  /** The card's unique id column: the last sort key (stable pages) and what `excludedKeys` name. */
  keyColumn: string;
  /** The column holding the card's names through contracts' normalizeSearchText. */
  searchColumn: string;
  /** Sort fields kept in another column than their own (`name` → `common_name`). */
  sortColumns?: Partial<Record<SortKey['field'], string>>;
  /**
   * Range, flag and sort fields read from another column than their own, for filters and sorts alike
   * (the PC market's `price` → `pc_price`).
   */
  fieldColumns?: Readonly<Record<string, string>>;
  /** The sort when the query has none. */
  defaultSort: readonly SortKey[];
}

export interface PlayerQueryRequest {
  /** Equality conditions of the caller's own (`game_year` = 26), first in the WHERE clause. */
  scope: readonly (readonly [column: string, value: unknown])[];
  filters: PlayerFilters;
  /**
   * Further filters every card must also pass, ANDed with `filters` (an evolution's requirements beside
   * the user's own filter); their sorts are ignored.
   */
  requiredFilters?: readonly PlayerFilters[];
  /** Cards to leave out by key (the squad builder's cards already in the squad). */
  excludedKeys?: readonly number[];
  /** The SELECT list (the caller's, built from its contract's shape). */
  select: string;
  page: number;
  pageSize: number;
}
