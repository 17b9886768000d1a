import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';
import type { MoversView } from '../hooks/movers-view';

export const marketMoversQuery = (api: Api, gameYear: number, { priceKey, window, minPrice }: MoversView) =>
  queryOptions({
    queryKey: ['prices', 'movers', gameYear, priceKey, window, minPrice],
    queryFn: ({ signal }) => api.pricing.marketMovers(gameYear, { priceKey, window, minPrice, signal }),
    staleTime: CACHE_SECONDS.PRICES * 1000,
  });

/** Another window, key or minimum keeps the lists it shows (marked busy) until its own arrive. */
export const useMarketMovers = (gameYear: number, view: MoversView) =>
  useQuery({ ...marketMoversQuery(useApi(), gameYear, view), placeholderData: keepPreviousData });
