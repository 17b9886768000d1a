import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PriceKey } from '@futgg/contracts';
import {
  activeQuickFilterIdOf,
  decodeFilterQueryKeepingValid,
  encodeFilterQuery,
  filtersOf,
  filtersStateReducer,
  type FiltersAction,
  type FiltersState,
  type PlayerFilters,
} from '@futgg/game-rules';
import type { ScreenFiltersAction } from '../../../components/player-filters/filter-controls';
import { useApi } from '../../../lib/api';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { playerItemsSearchQuery } from '../api/search-player-items';
import { useFiltersMemory } from './player-filters-memory';
import { NON_FILTER_PARAMETERS, priceKeyOfAddress, withPriceKey } from './price-key-parameter';

export const playerDatabaseScreen = (gameYear: number) => `player-database:${gameYear}`;

/** The link's filters, less any parameter the codec refuses; `error` names those left out. */
const decodeKeepingValid = (params: URLSearchParams): { filters: PlayerFilters; error: string | null } => {
  const { filters, refused } = decodeFilterQueryKeepingValid(params, NON_FILTER_PARAMETERS);
  return { filters, error: refused.length ? refused.map((problem) => problem.message).join('; ') : null };
};

/**
 * The player database's filters. The URL is the source of truth, written with the spec's encoding
 * (encodeFilterQuery), so a link reproduces the view; game-rules' filtersStateReducer makes every
 * edit, and the per-screen memory brings the filters back when the screen is opened without any. The
 * market of the prices (`price_key`) rides along in the URL, after the filters; edits keep it.
 */
export const usePlayerFilters = (gameYear: number) => {
  const screen = playerDatabaseScreen(gameYear);
  const [searchParams, setSearchParams] = useSearchParams();
  const memory = useFiltersMemory();
  // An edit shown before the address bar says so. Writing the URL (history.pushState, ≈ 5 ms in
  // Chromium) waits until the edit's rows have been painted; meanwhile the page shows the edit as long
  // as the URL is still the one it was made on (`base`): back or forward drops it.
  const [edit, setEdit] = useState<{ query: string; base: string } | null>(null);
  const urlQuery = searchParams.toString();
  const priceKey = priceKeyOfAddress(searchParams);
  const shownQuery = edit !== null && edit.base === urlQuery ? edit.query : null;
  const params = useMemo(
    () => (shownQuery === null ? searchParams : new URLSearchParams(shownQuery)),
    [shownQuery, searchParams],
  );
  useEffect(() => {
    if (edit !== null && edit.base !== urlQuery) setEdit(null);
  }, [edit, urlQuery]);
  const { filters, error } = useMemo(() => decodeKeepingValid(params), [params]);
  const query = useMemo(() => encodeFilterQuery(filters), [filters]);
  const remembered = encodeFilterQuery(filtersOf(memory.state, screen));
  const restoredScreen = useRef<string | null>(null);
  // The URL a dispatch asked for: until the page shows it, the old URL must not overwrite the memory.
  const pendingQuery = useRef<string | null>(null);
  // What that dispatch made: a second edit before the page shows the first builds on it, not on the
  // filters still shown (a league picked and a sort chosen in quick succession both stay).
  const pendingState = useRef<FiltersState | null>(null);
  // The query of the latest edit: an earlier one's URL is not written once a later one is shown, and
  // none once the page has gone (a player opened within the frame would be navigated back).
  const latestEdit = useRef<string | null>(null);
  useEffect(
    () => () => {
      latestEdit.current = null;
    },
    [],
  );

  useEffect(() => {
    const isFirstVisit = restoredScreen.current !== screen;
    restoredScreen.current = screen;
    if (pendingQuery.current !== null) {
      if (pendingQuery.current !== query) return;
      pendingQuery.current = null;
      pendingState.current = null;
    }
    if (isFirstVisit && query === '' && remembered !== '') {
      setSearchParams(withPriceKey(remembered, priceKey), { replace: true, preventScrollReset: true });
      return;
    }
    if (remembered !== query) {
      memory.setState(withScreen(memory.state, screen, filters, null));
    }
  }, [screen, query, remembered, filters, memory, setSearchParams, priceKey]);

  // Stable identity, reading the latest state through a ref: memoised filter controls then re-render
  // only when their own values change, which keeps a filter change fast with 700 clubs in a select.
  const latest = useRef({ memory, screen, filters, setSearchParams, urlQuery, priceKey });
  latest.current = { memory, screen, filters, setSearchParams, urlQuery, priceKey };
  /**
   * The state an edit would make and its URL query, from the latest filters (including an edit not yet
   * shown).
   */
  const resultOf = useCallback((action: ScreenFiltersAction) => {
    const { memory, screen, filters } = latest.current;
    const current =
      pendingState.current ??
      withScreen(memory.state, screen, filters, activeQuickFilterIdOf(memory.state, screen));
    const state = filtersStateReducer(current, { ...action, screen } as FiltersAction);
    return { state, query: encodeFilterQuery(filtersOf(state, screen)) };
  }, []);
  const dispatch = useCallback(
    (action: ScreenFiltersAction) => {
      const { memory, urlQuery: base } = latest.current;
      const next = resultOf(action);
      pendingQuery.current = next.query;
      pendingState.current = next.state;
      latestEdit.current = next.query;
      // Rendered at once, in one pass with the memory: the rows answer the reader's own edit.
      flushSync(() => {
        memory.setState(next.state);
        setEdit({ query: next.query, base });
      });
      afterNextPaint(() => {
        // Written unless a later edit or a move through the history came first.
        if (latestEdit.current !== next.query || latest.current.urlQuery !== base) return;
        // The reader stays where they are: a filter edit is not a new page to read from the top.
        latest.current.setSearchParams(withPriceKey(next.query, latest.current.priceKey), {
          preventScrollReset: true,
        });
      });
    },
    [resultOf],
  );
  // An edit the reader is about to make (the option under the pointer or the keyboard, a preset under
  // the pointer): its first page is fetched now, so picking it shows the rows without waiting for the
  // network. Same query options as the list, so the pick reuses the answer (or the request in flight).
  const api = useApi();
  const queryClient = useQueryClient();
  const prefetch = useCallback(
    (action: ScreenFiltersAction) => {
      const filters = resultOf(action).query;
      void queryClient.prefetchInfiniteQuery(playerItemsSearchQuery(api, { gameYear, filters, priceKey }));
    },
    [api, queryClient, gameYear, priceKey, resultOf],
  );
  // The shown filters stay as they are (an edit not yet in the URL too); only the market changes.
  const setPriceKey = useCallback(
    (next: PriceKey) => setSearchParams(withPriceKey(query, next), { preventScrollReset: true }),
    [query, setSearchParams],
  );

  const quickFilterId = remembered === query ? activeQuickFilterIdOf(memory.state, screen) : null;
  // One object while the filters stay the same: the memoised panel, quick filters and sort skip the
  // renders a page of rows arriving causes.
  return useMemo(
    () => ({ filters, query, error, quickFilterId, dispatch, prefetch, priceKey, setPriceKey }),
    [filters, query, error, quickFilterId, dispatch, prefetch, priceKey, setPriceKey],
  );
};
export type PlayerFiltersApi = ReturnType<typeof usePlayerFilters>;

const withScreen = (
  state: FiltersState,
  screen: string,
  filters: PlayerFilters,
  quickFilterId: number | null,
): FiltersState => ({
  screens: { ...state.screens, [screen]: { filters, quickFilterId } },
});
