import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { PriceKey } from '@futgg/contracts';
import { useApi, type Api } from '../../../lib/api';

import { PLAYER_PAGE_SIZE } from './page-size';

export { PLAYER_PAGE_SIZE };

export interface PlayerItemsSearch {
  gameYear: number;
  /** The canonical filter query (encodeFilterQuery), so equal filters share one cache entry. */
  filters: string;
  /** The market of the rows' prices and trends (the page's `price_key`). */
  priceKey: PriceKey;
}

/**
 * The spec's paged list (first document, section 7): further pages are appended to the data; a change
 * of filters is a new query key, so it refetches from page 1.
 */
export const playerItemsSearchQuery = (api: Api, { gameYear, filters, priceKey }: PlayerItemsSearch) =>
  infiniteQueryOptions({
    queryKey: ['player-items', 'search', gameYear, filters, priceKey],
    queryFn: ({ pageParam, signal }) =>
      api.catalog.searchPlayerItems({
        game: gameYear,
        filters,
        priceKey,
        page: pageParam,
        pageSize: PLAYER_PAGE_SIZE,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

/**
 * While a new filter's rows load, the previous rows stay (dimmed by the page) instead of a skeleton:
 * the table keeps its place and its DOM, and only the rows change when the answer arrives.
 */
export const usePlayerItemsSearch = (search: PlayerItemsSearch) =>
  useInfiniteQuery({ ...playerItemsSearchQuery(useApi(), search), placeholderData: keepPreviousData });
