import { z } from 'zod';
import { BATCH_LIMITS, MARKET_MAX_PRICE } from '@futgg/game-rules';

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

/** The most cards one price lookup may name (spec: prices in batches of at most 50 ids). */
export const MAX_PRICE_LOOKUP_IDS = BATCH_LIMITS.PRICES;

export const GetPricesRequest = z.object({
  gameYear: z.number().int(),
  eaIds: z.array(z.number().int().positive()).min(1).max(MAX_PRICE_LOOKUP_IDS),
  priceKey: PriceKey.default(DEFAULT_PRICE_KEY),
});
export type GetPricesRequest = z.infer<typeof GetPricesRequest>;

/** The five trend windows, in the vocabulary's names (spec: priceTrend1h … priceTrend24h). */
export const PRICE_TREND_WINDOWS = ['1h', '3h', '6h', '12h', '24h'] as const;
export const PriceTrendWindow = z.enum(PRICE_TREND_WINDOWS);
export type PriceTrendWindow = z.infer<typeof PriceTrendWindow>;

const percent = z.number().nullable();

/** What the trend job derives for one card and key: its live values (docs/pricing.md "Trends"). */
export const LivePrice = z.object({
  eaId: z.number().int(),
  /** The latest observed price; null when the card has none for this key. */
  price: z.number().int().nullable(),
  /** On the market but no listing seen in the 24 hours before the market's newest observation. */
  isExtinct: z.boolean(),
  /** The latest observation's instant (ISO 8601); null without one. */
  priceUpdatedAt: z.string().nullable(),
  priceTrend1h: percent,
  priceTrend3h: percent,
  priceTrend6h: percent,
  priceTrend12h: percent,
  priceTrend24h: percent,
  priceFluctuation: percent,
});
export type LivePrice = z.infer<typeof LivePrice>;

/**
 * One card's price for one key (spec: Price), with its provenance: where the latest observation came
 * from, how many observations the last 24 hours hold and their low–high band.
 */
export const CardPrice = LivePrice.extend({
  priceKey: PriceKey,
  /** SBC and objective cards are untradeable: no price, and never extinct. */
  isObjective: z.boolean(),
  isSbc: z.boolean(),
  source: PriceSource.nullable(),
  observations24h: z.number().int().min(0),
  low24h: z.number().int().nullable(),
  high24h: z.number().int().nullable(),
});
export type CardPrice = z.infer<typeof CardPrice>;

/** One row per asked card that exists, in the order asked; unknown ids are left out. */
export const CardPrices = z.array(CardPrice).max(MAX_PRICE_LOOKUP_IDS);
export type CardPrices = z.infer<typeof CardPrices>;

export const MARKET_MOVERS_LIMIT = { DEFAULT: 20, MAX: 50 } as const;
/** Pennies move by whole percents on one listing: movers start at this price unless asked otherwise. */
export const DEFAULT_MOVERS_MIN_PRICE = 1000;

export const GetMarketMoversRequest = z.object({
  gameYear: z.number().int(),
  priceKey: PriceKey.default(DEFAULT_PRICE_KEY),
  window: PriceTrendWindow.default('24h'),
  minPrice: z.number().int().min(0).max(MARKET_MAX_PRICE).default(DEFAULT_MOVERS_MIN_PRICE),
  limit: z.number().int().min(1).max(MARKET_MOVERS_LIMIT.MAX).default(MARKET_MOVERS_LIMIT.DEFAULT),
});
export type GetMarketMoversRequest = z.infer<typeof GetMarketMoversRequest>;

/** The biggest risers and fallers over one window, each list biggest move first. */
export const MarketMovers = z.object({
  priceKey: PriceKey,
  window: PriceTrendWindow,
  minPrice: z.number().int(),
  risers: z.array(CardPrice),
  fallers: z.array(CardPrice),
});
export type MarketMovers = z.infer<typeof MarketMovers>;

/** Cards one `pricing.prices.updated` event carries at most (JetStream messages stay well under 1 MB). */
export const MAX_PRICES_PER_EVENT = 1000;

/**
 * `pricing.prices.updated`: the trend job's new live values, in batches, for the catalog's read model
 * (the player database filters and sorts by them).
 */
export const PricesUpdatedEvent = z.object({
  gameYear: z.number().int(),
  priceKey: PriceKey,
  prices: z.array(LivePrice).min(1).max(MAX_PRICES_PER_EVENT),
});
export type PricesUpdatedEvent = z.infer<typeof PricesUpdatedEvent>;
