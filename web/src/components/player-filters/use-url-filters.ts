import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  decodeFilterQueryKeepingValid,
  encodeFilterQuery,
  filtersOf,
  filtersStateReducer,
  type FiltersAction,
} from '@futgg/game-rules';
import type { FilterControls, ScreenFiltersAction } from './filter-controls';

/** The page of the rows, beside the filters in the address (`page=2`); absent is the first. */
export const PAGE_PARAMETER = 'page';
const NON_FILTER_PARAMETERS = { allow: [PAGE_PARAMETER] };

const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get(PAGE_PARAMETER));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The filters' query, then the page unless it is the first. */
export const withPage = (filterQuery: string, page: number): string =>
  page <= 1 ? filterQuery : [filterQuery, `${PAGE_PARAMETER}=${page}`].filter(Boolean).join('&');

export interface UrlFilters extends FilterControls {
  /** The filters as the API takes them (encodeFilterQuery): equal filters give one query key. */
  query: string;
  /** What the link had that the decoder refused, in words; null when nothing was left out. */
  error: string | null;
  page: number;
  setPage: (page: number) => void;
}

/**
 * A list of cards filtered like the player database, its filters and page in the address (the spec's
 * filter encoding, so a link reproduces the view). Every edit goes through game-rules'
 * filtersStateReducer and goes back to the first page. Lighter than the player database's own hook: no
 * filters kept across visits, no rows fetched ahead of a pick.
 */
export const useUrlFilters = (screen: string): UrlFilters => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, refused } = useMemo(
    () => decodeFilterQueryKeepingValid(searchParams, NON_FILTER_PARAMETERS),
    [searchParams],
  );
  const query = useMemo(() => encodeFilterQuery(filters), [filters]);
  const page = pageOf(searchParams);
  // The filter controls are memoised on dispatch's identity: it stays the same, reading the latest.
  const latest = useRef({ filters, setSearchParams });
  latest.current = { filters, setSearchParams };
  const dispatch = useCallback(
    (action: ScreenFiltersAction) => {
      const { filters: current, setSearchParams: write } = latest.current;
      const state = filtersStateReducer(
        { screens: { [screen]: { filters: current, quickFilterId: null } } },
        {
          ...action,
          screen,
        } as FiltersAction,
      );
      write(encodeFilterQuery(filtersOf(state, screen)), { preventScrollReset: true });
    },
    [screen],
  );
  const prefetch = useCallback(() => undefined, []);
  const setPage = useCallback(
    (next: number) => setSearchParams(withPage(query, next), { preventScrollReset: true }),
    [query, setSearchParams],
  );
  const error = refused.length ? refused.map((problem) => problem.message).join('; ') : null;
  return useMemo(
    () => ({ filters, query, error, page, setPage, dispatch, prefetch }),
    [filters, query, error, page, setPage, dispatch, prefetch],
  );
};
