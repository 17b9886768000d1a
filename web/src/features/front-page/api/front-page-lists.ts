import { queryOptions } from '@tanstack/react-query';
import { CACHE_SECONDS, decodeFilterQuery, encodeFilterQuery } from '@futgg/game-rules';
import type { Api } from '../../../lib/api';

/** Cards each of the front page's lists shows. */
export const FRONT_PAGE_LIST_SIZE = 8;

/**
 * The front page's lists, each a player database query (so "See all" opens the same list there): the
 * newest cards, and the day's biggest price movers, up or down by at least 1 %. Until the price tracker
 * has a day of prices no card has a trend, and the movers' lists are empty.
 */
export const FRONT_PAGE_LISTS = {
  newest: encodeFilterQuery(decodeFilterQuery('sort=-createdAt')),
  risers: encodeFilterQuery(decodeFilterQuery('priceTrend24h__gte=1&sort=-priceTrend24h')),
  fallers: encodeFilterQuery(decodeFilterQuery('priceTrend24h__lte=-1&sort=priceTrend24h')),
} as const;
export type FrontPageList = keyof typeof FRONT_PAGE_LISTS;
export const FRONT_PAGE_LIST_NAMES = Object.keys(FRONT_PAGE_LISTS) as FrontPageList[];

export const frontPageListQuery = (api: Api, gameYear: number, list: FrontPageList) =>
  queryOptions({
    queryKey: ['player-items', 'front-page', gameYear, list],
    queryFn: ({ signal }) =>
      api.catalog.searchPlayerItems({
        game: gameYear,
        filters: FRONT_PAGE_LISTS[list],
        pageSize: FRONT_PAGE_LIST_SIZE,
        signal,
      }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });
