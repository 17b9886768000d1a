import { defineContract } from '../contract/contract.js';
import { IngestPricesReply, IngestPricesRequest } from './pricing.schemas.js';

/** Pricing's subjects. */
export const PRICING_CONTRACTS = {
  /** A batch of observed prices (the scraper endpoint, the file importer, the simulated market). */
  ingest: defineContract('pricing.prices.ingest', 1, IngestPricesRequest, IngestPricesReply),
} as const;
