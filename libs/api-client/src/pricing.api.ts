import type {
  CardPrice,
  MarketMovers,
  MAX_PRICE_LOOKUP_IDS,
  PriceHistory,
  PriceKey,
  PriceRange,
  PriceTrendWindow,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

/**
 * The most cards one price lookup names (spec, second document, section 5: prices in batches of at most
 * 50 ids). Typed by the contract's constant, so the two cannot drift apart; imported as a type only, as
 * the value would bring zod into the browser's bundle.
 */
export const PRICE_LOOKUP_BATCH_SIZE: typeof MAX_PRICE_LOOKUP_IDS = 50;

export interface PriceHistoryParams {
  priceKey?: PriceKey;
  range?: PriceRange;
  signal?: AbortSignal;
}

export interface MarketMoversParams {
  priceKey?: PriceKey;
  window?: PriceTrendWindow;
  minPrice?: number;
  limit?: number;
  signal?: AbortSignal;
}

type Data<T> = { data: T };

/** Paths (under the client's base) of pricing's routes (docs/pricing.md). */
export const PRICING_PATHS = {
  prices: (game: number | string) => `prices/${game}`,
  history: (game: number | string, eaId: number) => `prices/${game}/${eaId}`,
  movers: (game: number | string) => `prices/${game}/movers`,
};

/** `items` in runs of at most `size`, in order. */
export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

/** Pricing's routes: current prices with provenance, a card's history, the market's movers. */
export const pricingApi = (client: ApiClient) => {
  const lookup = (
    game: number | string,
    eaIds: readonly number[],
    priceKey: PriceKey,
    signal?: AbortSignal,
  ) =>
    client
      .get<Data<CardPrice[]>>(PRICING_PATHS.prices(game), {
        query: { ids: eaIds, priceKey },
        ...(signal ? { signal } : {}),
      })
      .then((body) => body.data);

  return {
    /**
     * Any number of cards' prices: asked in batches of PRICE_LOOKUP_BATCH_SIZE, all at once (one slow
     * batch does not hold the others back), answered as one list in the order asked, one row per card
     * that exists. A card named twice is asked for once; no card, no request.
     */
    prices: async (
      game: number | string,
      eaIds: readonly number[],
      priceKey: PriceKey = 'console',
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<CardPrice[]> => {
      const asked = [...new Set(eaIds)];
      const batches = await Promise.all(
        chunksOf(asked, PRICE_LOOKUP_BATCH_SIZE).map((batch) => lookup(game, batch, priceKey, signal)),
      );
      const byEaId = new Map(batches.flat().map((row) => [row.eaId, row]));
      return asked.flatMap((eaId) => byEaId.get(eaId) ?? []);
    },
    priceHistory: (
      game: number | string,
      eaId: number,
      { priceKey, range, signal }: PriceHistoryParams = {},
    ) =>
      client
        .get<Data<PriceHistory>>(PRICING_PATHS.history(game, eaId), {
          query: { priceKey, range },
          ...(signal ? { signal } : {}),
        })
        .then((body) => body.data),
    marketMovers: (
      game: number | string,
      { priceKey, window, minPrice, limit, signal }: MarketMoversParams = {},
    ) =>
      client
        .get<Data<MarketMovers>>(PRICING_PATHS.movers(game), {
          query: { priceKey, window, minPrice, limit },
          ...(signal ? { signal } : {}),
        })
        .then((body) => body.data),
  };
};
export type PricingApi = ReturnType<typeof pricingApi>;
