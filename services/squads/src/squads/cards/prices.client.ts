import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_PRICE_LOOKUP_IDS,
  PRICE_KEYS,
  PRICING_CONTRACTS,
  type CardPrices,
  type PriceKey,
  type PricePerKey,
} from '@futgg/contracts';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { LOGGER, NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import type { Logger } from 'pino';
import { TtlCache } from './ttl-cache.js';

/** Each card's price per market, null where it has none. */
export type PricesByEaId = ReadonlyMap<number, PricePerKey>;

const MAX_CACHED_PRICES = 50_000;
const NO_PRICE = Object.fromEntries(PRICE_KEYS.map((key) => [key, null])) as PricePerKey;

/**
 * Current prices from the pricing service's lookup: one request per market, in parallel (batches of 50
 * ids), for the cards not asked within the spec's price cache time (10 s, as the price routes are cached).
 */
@Injectable()
export class PricesClient {
  private readonly cache = new TtlCache<string, PricePerKey>(CACHE_SECONDS.PRICES * 1000, MAX_CACHED_PRICES);

  constructor(
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A squad without prices is still a squad: when pricing cannot answer, the cards it was asked for have
   * no price (and the failure is logged) rather than the squad failing to open.
   */
  async prices(gameYear: number, eaIds: Iterable<number>): Promise<PricesByEaId> {
    const found = new Map<number, PricePerKey>();
    const missing: number[] = [];
    for (const eaId of new Set(eaIds)) {
      const cached = this.cache.get(`${gameYear}:${eaId}`);
      if (cached) found.set(eaId, cached);
      else missing.push(eaId);
    }
    if (missing.length === 0) return found;
    const asked = new Map<number, Record<PriceKey, number | null>>(
      missing.map((eaId) => [eaId, { ...NO_PRICE }]),
    );
    const batches: Promise<void>[] = [];
    for (const priceKey of PRICE_KEYS) {
      for (let start = 0; start < missing.length; start += MAX_PRICE_LOOKUP_IDS) {
        const ids = missing.slice(start, start + MAX_PRICE_LOOKUP_IDS);
        batches.push(
          this.requester
            .request<CardPrices>(PRICING_CONTRACTS.lookup.subject, { gameYear, eaIds: ids, priceKey })
            .then((rows) => {
              for (const row of rows) asked.get(row.eaId)![priceKey] = row.price;
            }),
        );
      }
    }
    try {
      await Promise.all(batches);
    } catch (error) {
      this.logger.warn({ err: error }, 'Price lookup failed: squad answered without prices');
      for (const eaId of missing) found.set(eaId, NO_PRICE);
      return found;
    }
    for (const [eaId, price] of asked) {
      this.cache.set(`${gameYear}:${eaId}`, price);
      found.set(eaId, price);
    }
    return found;
  }
}
