import { decodeFilterQuery, type DecodeFilterQueryOptions } from './decode-filter-query.js';
import { FilterQueryError } from './filter-query-error.js';
import type { PlayerFilters } from './player-filters.types.js';

export interface FiltersKeptFromLink {
  /** The filters of every parameter the decoder accepts. */
  filters: PlayerFilters;
  /** One error per parameter left out, in the order they were found; each names its parameter. */
  refused: FilterQueryError[];
}

/**
 * A link's filters with each parameter the decoder refuses left out and the rest kept: a reader who
 * follows a link with one stale or mistyped filter still gets the others, and is told which one was
 * dropped. The API stays strict (it refuses the whole request, naming the parameter); this is for pages.
 */
export const decodeFilterQueryKeepingValid = (
  query: string | URLSearchParams,
  options?: DecodeFilterQueryOptions,
): FiltersKeptFromLink => {
  const parameters = new URLSearchParams(query);
  const refused: FilterQueryError[] = [];
  // Each round drops one parameter the link sent, so this ends within as many rounds as it has.
  for (;;) {
    try {
      return { filters: decodeFilterQuery(parameters, options), refused };
    } catch (error) {
      if (!(error instanceof FilterQueryError) || !parameters.has(error.field)) throw error;
      refused.push(error);
      parameters.delete(error.field);
    }
  }
};
