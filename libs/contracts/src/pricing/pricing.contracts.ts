import { defineContract } from '../contract/contract.js';
import {
  CardPrices,
  GetMarketMoversRequest,
  GetPriceHistoryRequest,
  GetPricesRequest,
  IngestPricesReply,
  IngestPricesRequest,
  MarketMovers,
  PriceHistory,
} from './pricing.schemas.js';

/** Pricing's subjects. */
export const PRICING_CONTRACTS = {
  /** A batch of observed prices (the scraper endpoint, the file importer, the simulated market). */
  ingest: defineContract('pricing.prices.ingest', 1, IngestPricesRequest, IngestPricesReply),
  /** One card's price history for a chart: raw, hourly and daily rows as one series, downsampled. */
  history: defineContract('pricing.prices.history', 1, GetPriceHistoryRequest, PriceHistory),
  /** Up to 50 cards' current prices with trends, fluctuation and provenance. */
  lookup: defineContract('pricing.prices.lookup', 1, GetPricesRequest, CardPrices),
  /** The biggest risers and fallers of one trend window. */
  movers: defineContract('pricing.prices.movers', 1, GetMarketMoversRequest, MarketMovers),
} as const;

/** Pricing's events (JetStream), without the run's subject prefix. */
export const PRICING_EVENTS = {
  pricesUpdated: 'pricing.prices.updated',
} as const;
