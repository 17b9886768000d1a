import { z } from 'zod';
import { MARKET_MAX_PRICE } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { pageOf } from '../paging.js';
import { PriceKey } from './pricing.schemas.js';

/** under: tell me when the price is at or below the threshold; over: at or above it. */
export const PRICE_ALERT_DIRECTIONS = ['under', 'over'] as const;
export const PriceAlertDirection = z.enum(PRICE_ALERT_DIRECTIONS);
export type PriceAlertDirection = z.infer<typeof PriceAlertDirection>;

/** The most alerts one user keeps at once. */
export const MAX_PRICE_ALERTS_PER_USER = 100;

const eaId = z.number().int().positive().max(2_147_483_647);

export const PriceAlert = z.object({
  id: z.number().int(),
  gameYear: z.number().int(),
  eaId: z.number().int(),
  priceKey: PriceKey,
  direction: PriceAlertDirection,
  /** The threshold, in coins. */
  price: z.number().int(),
  /** The condition held at the last price seen; the alert fires again only after it stops holding. */
  isCrossed: z.boolean(),
  /** The card's live price when the alert was last evaluated (null before any price). */
  lastPrice: z.number().int().nullable(),
  lastCrossedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof PriceAlert>;

export const ListPriceAlertsRequest = z.object({
  gameYear: GameYear.optional(),
  eaId: eaId.optional(),
});
export type ListPriceAlertsRequest = z.infer<typeof ListPriceAlertsRequest>;

export const PriceAlertPage = pageOf(PriceAlert);
export type PriceAlertPage = z.infer<typeof PriceAlertPage>;

export const CreatePriceAlertRequest = z.object({
  gameYear: GameYear,
  eaId,
  priceKey: PriceKey,
  direction: PriceAlertDirection,
  price: z.number().int().min(1).max(MARKET_MAX_PRICE),
});
export type CreatePriceAlertRequest = z.infer<typeof CreatePriceAlertRequest>;

export const DeletePriceAlertRequest = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export type DeletePriceAlertRequest = z.infer<typeof DeletePriceAlertRequest>;

export const DeletedPriceAlert = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type DeletedPriceAlert = z.infer<typeof DeletedPriceAlert>;

/**
 * `pricing.alerts.crossed`: an alert's condition started to hold (docs/notifications.md "Price alerts").
 * Published once per crossing; its event id is `price-alert:<alertId>:<crossing>`.
 */
export const PriceAlertCrossedEvent = z.object({
  alertId: z.number().int(),
  /** 1 for the alert's first crossing, 2 for the next one after it re-armed, … */
  crossing: z.number().int().min(1),
  userId: z.string(),
  gameYear: z.number().int(),
  eaId: z.number().int(),
  /** The card's name as the catalog gave it when the alert was made. */
  cardName: z.string(),
  priceKey: PriceKey,
  direction: PriceAlertDirection,
  /** The alert's threshold. */
  threshold: z.number().int(),
  /** The live price that crossed it. */
  price: z.number().int(),
  crossedAt: z.string(),
});
export type PriceAlertCrossedEvent = z.infer<typeof PriceAlertCrossedEvent>;
