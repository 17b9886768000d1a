import { queryOptions } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { PriceKey } from '@futgg/contracts';
import type { Api } from './api';

/**
 * Cards' live prices from pricing's batch lookup, cached as long as the gateway caches them (10 s, spec
 * second document, section 9). The player page asks for its card, the player database for each page of
 * rows: shared code, so it lives in lib.
 */
export const cardPricesQuery = (api: Api, gameYear: number, eaIds: readonly number[], priceKey: PriceKey) =>
  queryOptions({
    queryKey: ['prices', 'lookup', gameYear, priceKey, eaIds],
    queryFn: ({ signal }) => api.pricing.prices(gameYear, eaIds, priceKey, { signal }),
    staleTime: CACHE_SECONDS.PRICES * 1000,
  });
