import { PlayerItem, PlayerItemSummary } from '@futgg/contracts';
import { columnOf, quoteColumn } from '@futgg/service-kit';

/**
 * SELECT lists derived from the contracts: each column aliased to its vocabulary name, so rows leave
 * PostgreSQL already in the reply's shape. List queries select only the summary (they are the hot path).
 */
const selectListOf = (fields: readonly string[]) =>
  fields.map((field) => `${quoteColumn(columnOf(field))} AS "${field}"`).join(', ');

export const SUMMARY_SELECT = selectListOf(Object.keys(PlayerItemSummary.shape));
export const FULL_SELECT = selectListOf(Object.keys(PlayerItem.shape));
