import { PlayerItem, PlayerItemSummary } from '@futgg/contracts';
import { columnOf, quoteColumn } from '@futgg/service-kit';
import { PC_PRICE_COLUMNS } from '../migrations/1764300000000-pc-prices.js';

/**
 * SELECT lists derived from the contracts: each column aliased to its vocabulary name, so rows leave
 * PostgreSQL already in the reply's shape. List queries select only the summary (they are the hot path).
 */
const selectListOf = (fields: readonly string[], columns: Readonly<Record<string, string>> = {}) =>
  fields.map((field) => `${quoteColumn(columns[field] ?? columnOf(field))} AS "${field}"`).join(', ');

export const SUMMARY_SELECT = selectListOf(Object.keys(PlayerItemSummary.shape));
export const FULL_SELECT = selectListOf(Object.keys(PlayerItem.shape));
/** The list's rows with the PC market's values under the same names. */
export const PC_SUMMARY_SELECT = selectListOf(Object.keys(PlayerItemSummary.shape), PC_PRICE_COLUMNS);
export const PC_FULL_SELECT = selectListOf(Object.keys(PlayerItem.shape), PC_PRICE_COLUMNS);
