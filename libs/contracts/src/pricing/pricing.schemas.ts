import { z } from 'zod';

/** The market a price is from (spec: priceKey). Console is the default everywhere. */
export const PRICE_KEYS = ['console', 'pc'] as const;
export const PriceKey = z.enum(PRICE_KEYS);
export type PriceKey = z.infer<typeof PriceKey>;
export const DEFAULT_PRICE_KEY: PriceKey = 'console';

/** Where an observation came from: what a price's provenance names. */
export const PRICE_SOURCES = ['simulated', 'file', 'scraper'] as const;
export const PriceSource = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSource>;

/** The most rows one ingestion batch may carry (the scraper endpoint and the file importer's chunks). */
export const MAX_INGEST_ROWS = 5000;

/**
 * One observed price as a source delivers it. Checked row by row by the pricing service, not here: a
 * bad row is refused with its reason and the rest of the batch kept.
 */
export const IncomingPriceRow = z.object({
  eaId: z.unknown().optional(),
  priceKey: z.unknown().optional(),
  price: z.unknown().optional(),
  observedAt: z.unknown().optional(),
});
export type IncomingPriceRow = z.infer<typeof IncomingPriceRow>;

export const IngestPricesRequest = z.object({
  gameYear: z.number().int(),
  source: PriceSource,
  rows: z.array(IncomingPriceRow).min(1).max(MAX_INGEST_ROWS),
});
export type IngestPricesRequest = z.infer<typeof IngestPricesRequest>;

export const RefusedPriceRow = z.object({
  /** The row's position in the batch, from 0. */
  index: z.number().int().min(0),
  reason: z.string(),
});
export type RefusedPriceRow = z.infer<typeof RefusedPriceRow>;

/** What a batch did: rows stored, rows already there (the batch is idempotent), rows refused and why. */
export const IngestPricesReply = z.object({
  stored: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  refused: z.array(RefusedPriceRow),
});
export type IngestPricesReply = z.infer<typeof IngestPricesReply>;

/** How far back a price chart reaches (spec: the chart's range buttons). */
export const PRICE_RANGES = ['hour', 'day', 'week', 'month', 'all'] as const;
export const PriceRange = z.enum(PRICE_RANGES);
export type PriceRange = z.infer<typeof PriceRange>;
/** A chart never carries more points than this: longer ranges are downsampled to the last price per bucket. */
export const MAX_HISTORY_POINTS = 500;

export const GetPriceHistoryRequest = z.object({
  gameYear: z.number().int(),
  eaId: z.number().int().positive(),
  priceKey: PriceKey.default(DEFAULT_PRICE_KEY),
  range: PriceRange.default('week'),
});
export type GetPriceHistoryRequest = z.infer<typeof GetPriceHistoryRequest>;

export const PriceHistory = z.object({
  eaId: z.number().int(),
  priceKey: PriceKey,
  range: PriceRange,
  /** [observedAt (ISO 8601), price] pairs, oldest first. */
  points: z.array(z.tuple([z.string(), z.number().int()])).max(MAX_HISTORY_POINTS + 1),
});
export type PriceHistory = z.infer<typeof PriceHistory>;
