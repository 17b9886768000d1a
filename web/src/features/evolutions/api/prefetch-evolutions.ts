import type { QueryClient } from '@tanstack/react-query';
import { decodeFilterQueryKeepingValid, encodeFilterQuery } from '@futgg/game-rules';
import type { Api } from '../../../lib/api';
import { coreDataQuery } from '../../../lib/core-data';
import { PAGE_PARAMETER } from '../../../components/player-filters/use-url-filters';
import { parsePageId } from '../../../lib/page-ids';
import { pageOf, tabOf } from '../hooks/use-evolutions-view';
import { eligiblePlayersQuery } from './get-eligible-players';
import { evolutionQuery } from './get-evolution';
import { evolutionCountsQuery } from './get-evolution-counts';
import { evolutionListQuery } from './list-evolutions';

/** What a page's loader starts, and the status its address earns (400 for a filter the API refuses). */
export interface PagePrefetch {
  prefetches: Promise<unknown>[];
  pageStatus?: 400 | 404;
}

/** The list's tab counts, the tab's page of evolutions and the core data the requirements name. */
export const prefetchEvolutions = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  address: URLSearchParams,
): PagePrefetch => {
  const tab = tabOf(address);
  return {
    prefetches: [
      queryClient.prefetchQuery(coreDataQuery(api, gameYear)),
      queryClient.prefetchQuery(evolutionCountsQuery(api, gameYear)),
      queryClient.prefetchQuery(evolutionListQuery(api, { gameYear, tab, page: pageOf(address) })),
    ],
  };
};

/** The evolution, the page of eligible players the address's filters ask for, and core data. */
export const prefetchEvolution = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  idSegment: string | undefined,
  address: URLSearchParams,
): PagePrefetch => {
  const id = parsePageId(idSegment);
  if (id === null) return { prefetches: [], pageStatus: 404 };
  const { filters, refused } = decodeFilterQueryKeepingValid(address, { allow: [PAGE_PARAMETER] });
  const view = { gameYear, evolutionId: id, filters: encodeFilterQuery(filters), page: pageOf(address) };
  return {
    prefetches: [
      queryClient.prefetchQuery(coreDataQuery(api, gameYear)),
      queryClient.prefetchQuery(evolutionQuery(api, gameYear, id)),
      queryClient.prefetchQuery(eligiblePlayersQuery(api, view)),
    ],
    ...(refused.length ? { pageStatus: 400 as const } : {}),
  };
};
