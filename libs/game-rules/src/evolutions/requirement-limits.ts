import type { StatField } from '../card/card-fields.js';
import { STAT_FIELDS } from '../card/card-fields.js';
import type { StatBounds } from './evolution.types.js';

const STAT_FIELD_SET: ReadonlySet<string> = new Set(STAT_FIELDS);

/** Bounds entries with a limit; a key that is no stat is a data bug, not "no limit". */
export const statBoundEntries = (bounds: StatBounds | null | undefined): [StatField, number][] => {
  const entries: [StatField, number][] = [];
  for (const [field, limit] of Object.entries(bounds ?? {})) {
    if (!STAT_FIELD_SET.has(field)) throw new RangeError(`Unknown stat ${field} in evolution requirements`);
    if (limit !== undefined && limit !== null) entries.push([field as StatField, limit]);
  }
  return entries;
};

/** An absent, null or empty id list sets no limit. */
export const isActiveList = (ids: readonly number[] | null | undefined): ids is readonly number[] =>
  ids !== undefined && ids !== null && ids.length > 0;

export const isBound = (limit: number | null | undefined): limit is number =>
  limit !== undefined && limit !== null;
