import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chunksOf, PRICE_LOOKUP_BATCH_SIZE } from '@futgg/api-client';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { CardPrice, PlayerItemSummary, PriceKey } from '@futgg/contracts';
import { useApi } from '../../../lib/api';
import { cardPricesQuery } from '../../../lib/card-prices';

/** A listed card with what the live lookup adds: the trends and fluctuation the list's rows do not carry. */
export type ListedCard = PlayerItemSummary &
  Partial<
    Pick<CardPrice, 'priceTrend1h' | 'priceTrend3h' | 'priceTrend6h' | 'priceTrend12h' | 'priceFluctuation'>
  >;

const NO_PRICES: ReadonlyMap<number, CardPrice> = new Map();
const byEaId = (prices: CardPrice[]): ReadonlyMap<number, CardPrice> =>
  new Map(prices.map((price) => [price.eaId, price]));

/**
 * The prices known stay while more rows' are looked up, but never another market's. One function per
 * market, not one per render: React Query re-selects a placeholder whenever its function is new, each
 * selection is a new Map, and the page then re-rendered itself without end while a lookup was slow (React's
 * "Maximum update depth exceeded", the player list replaced by the error page).
 */
const keepMarketsPrices =
  (priceKey: PriceKey) =>
  (previous: CardPrice[] | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[3] === priceKey ? previous : undefined;

/**
 * The listed cards' live prices, by eaId. One lookup per batch of 50 rows, all at once, each cached on
 * its own: the list's pages are 50 rows, so the page loaded next asks for its own cards only, the
 * others answered from the cache while fresh. Until the lookups answer, the prices already known stay;
 * a batch that fails leaves its cards as the list has them.
 */
export const useLivePrices = (gameYear: number, eaIds: readonly number[], priceKey: PriceKey) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const placeholderData = useMemo(() => keepMarketsPrices(priceKey), [priceKey]);
  const { data } = useQuery({
    queryKey: ['prices', 'listed', gameYear, priceKey, eaIds],
    queryFn: async () => {
      const batches = await Promise.allSettled(
        chunksOf(eaIds, PRICE_LOOKUP_BATCH_SIZE).map((batch) =>
          queryClient.fetchQuery(cardPricesQuery(api, gameYear, batch, priceKey)),
        ),
      );
      return batches.flatMap((batch) => (batch.status === 'fulfilled' ? batch.value : []));
    },
    select: byEaId,
    enabled: eaIds.length > 0,
    staleTime: CACHE_SECONDS.PRICES * 1000,
    placeholderData,
  });
  return data ?? NO_PRICES;
};

// One merged card per live price and row: the table builds a row's markup once per card object.
const merged = new WeakMap<CardPrice, { row: PlayerItemSummary; card: ListedCard }>();

/** The row with its live price in place of the list's, once the lookup has answered. */
export const withLivePrice = (row: PlayerItemSummary, live: CardPrice | undefined): ListedCard => {
  if (!live) return row;
  const known = merged.get(live);
  if (known?.row === row) return known.card;
  const card: ListedCard = {
    ...row,
    price: live.price,
    isExtinct: live.isExtinct,
    priceTrend1h: live.priceTrend1h,
    priceTrend3h: live.priceTrend3h,
    priceTrend6h: live.priceTrend6h,
    priceTrend12h: live.priceTrend12h,
    priceTrend24h: live.priceTrend24h,
    priceFluctuation: live.priceFluctuation,
  };
  merged.set(live, { row, card });
  return card;
};
