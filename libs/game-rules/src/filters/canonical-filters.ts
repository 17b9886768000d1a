import type { PlayerFilters } from './player-filters.types.js';

/**
 * The same filters written one way: a list is a set (any of its ids, all of its playstyles), so its
 * order carries no meaning and is sorted. Two links that differ only in list order then ask for the same
 * thing in the same words, and the gateway's response cache keeps one entry for both.
 */
export const canonicalPlayerFilters = (filters: PlayerFilters): PlayerFilters => ({
  ...filters,
  lists: Object.fromEntries(
    Object.entries(filters.lists).map(([field, ids]) => [
      field,
      [...(ids as number[])].sort((a, b) => a - b),
    ]),
  ),
});
