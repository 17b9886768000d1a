import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_PRICE_LOOKUP_IDS,
  PRICE_KEYS,
  PRICING_CONTRACTS,
  type CardPrices,
  type PriceKey,
} from '@futgg/contracts';
import { LOGGER, NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import type { Logger } from 'pino';

/** Each card's price per market; a card absent from a key's map has no price there. */
export type PricesByKey = Record<PriceKey, Map<number, number | null>>;

const emptyPrices = (): PricesByKey =>
  Object.fromEntries(PRICE_KEYS.map((key) => [key, new Map<number, number | null>()])) as PricesByKey;

/** Current prices from the pricing service's lookup: one request per market (batches of 50 ids). */
@Injectable()
export class PricesClient {
  constructor(
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A squad without prices is still a squad: when pricing cannot answer, every price is null (and the
   * failure logged) rather than the squad failing to open.
   */
  async prices(gameYear: number, eaIds: Iterable<number>): Promise<PricesByKey> {
    const unique = [...new Set(eaIds)];
    const prices = emptyPrices();
    if (unique.length === 0) return prices;
    const batches: Promise<void>[] = [];
    for (const priceKey of PRICE_KEYS) {
      for (let start = 0; start < unique.length; start += MAX_PRICE_LOOKUP_IDS) {
        const ids = unique.slice(start, start + MAX_PRICE_LOOKUP_IDS);
        batches.push(
          this.requester
            .request<CardPrices>(PRICING_CONTRACTS.lookup.subject, { gameYear, eaIds: ids, priceKey })
            .then((rows) => {
              for (const row of rows) prices[priceKey].set(row.eaId, row.price);
            }),
        );
      }
    }
    try {
      await Promise.all(batches);
      return prices;
    } catch (error) {
      this.logger.warn({ err: error }, 'Price lookup failed: squad answered without prices');
      return emptyPrices();
    }
  }
}
