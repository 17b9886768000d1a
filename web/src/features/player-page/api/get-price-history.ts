import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { PriceKey, PriceRange } from '@futgg/contracts';
import { useApi, type Api } from '../../../lib/api';

export const priceHistoryQuery = (
  api: Api,
  gameYear: number,
  eaId: number,
  priceKey: PriceKey,
  range: PriceRange,
) =>
  queryOptions({
    queryKey: ['prices', 'history', gameYear, eaId, priceKey, range],
    queryFn: ({ signal }) => api.pricing.priceHistory(gameYear, eaId, { priceKey, range, signal }),
    staleTime: CACHE_SECONDS.PRICES * 1000,
  });

/** While another range or key loads, the chart keeps the one it shows (marked busy) instead of blanking. */
export const usePriceHistory = (gameYear: number, eaId: number, priceKey: PriceKey, range: PriceRange) =>
  useQuery({
    ...priceHistoryQuery(useApi(), gameYear, eaId, priceKey, range),
    placeholderData: keepPreviousData,
  });
