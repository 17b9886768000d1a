import { Injectable } from '@nestjs/common';
import type {
  CardPrice,
  CardPrices,
  GetMarketMoversRequest,
  GetPricesRequest,
  MarketMovers,
} from '@futgg/contracts';
import { MarketFactsClient } from '../market/market-facts.client.js';
import { CurrentPricesRepository, type StoredPrice } from './current-prices.repository.js';

/** A card the market has no observation of for the key: no price, extinct only if the catalog says so. */
const unobserved = (eaId: number, priceKey: CardPrice['priceKey'], isExtinct: boolean): StoredPrice => ({
  eaId,
  priceKey,
  price: null,
  isExtinct,
  priceUpdatedAt: null,
  priceTrend1h: null,
  priceTrend3h: null,
  priceTrend6h: null,
  priceTrend12h: null,
  priceTrend24h: null,
  priceFluctuation: null,
  source: null,
  observations24h: 0,
  low24h: null,
  high24h: null,
});

/** The prices API: current prices with the catalog's word on each card, and the market movers. */
@Injectable()
export class CardPricesService {
  constructor(
    private readonly prices: CurrentPricesRepository,
    private readonly facts: MarketFactsClient,
  ) {}

  /** One row per asked card the catalog knows, in the asked order; SBC and objective cards carry no price. */
  async lookup(request: GetPricesRequest): Promise<CardPrices> {
    const [facts, stored] = await Promise.all([
      this.facts.of(request.gameYear, request.eaIds),
      this.prices.lookup(request.gameYear, request.priceKey, request.eaIds),
    ]);
    const factsOf = new Map(facts.map((card) => [card.eaId, card]));
    const storedOf = new Map(stored.map((price) => [price.eaId, price]));
    const seen = new Set<number>();
    return request.eaIds.flatMap((eaId) => {
      const card = factsOf.get(eaId);
      if (!card || seen.has(eaId)) return [];
      seen.add(eaId);
      const isUntradeable = card.isSbc || card.isObjective;
      const price = isUntradeable
        ? unobserved(eaId, request.priceKey, false)
        : (storedOf.get(eaId) ?? unobserved(eaId, request.priceKey, card.isExtinct));
      return [{ ...price, isSbc: card.isSbc, isObjective: card.isObjective }];
    });
  }

  /** Only traded cards are ever priced (ingestion refuses SBC and objective cards), so none is either. */
  async movers(request: GetMarketMoversRequest): Promise<MarketMovers> {
    const { risers, fallers } = await this.prices.movers(request);
    const traded = (price: StoredPrice): CardPrice => ({ ...price, isSbc: false, isObjective: false });
    return {
      priceKey: request.priceKey,
      window: request.window,
      minPrice: request.minPrice,
      risers: risers.map(traded),
      fallers: fallers.map(traded),
    };
  }
}
