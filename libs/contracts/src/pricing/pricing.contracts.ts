import { defineContract } from '../contract/contract.js';
import {
  GetPriceHistoryRequest,
  IngestPricesReply,
  IngestPricesRequest,
  PriceHistory,
} from './pricing.schemas.js';

/** Pricing's subjects. */
export const PRICING_CONTRACTS = {
  /** A batch of observed prices (the scraper endpoint, the file importer, the simulated market). */
  ingest: defineContract('pricing.prices.ingest', 1, IngestPricesRequest, IngestPricesReply),
  /** One card's price history for a chart: raw, hourly and daily rows as one series, downsampled. */
  history: defineContract('pricing.prices.history', 1, GetPriceHistoryRequest, PriceHistory),
} as const;
