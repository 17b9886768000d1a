import { Random } from '../random.js';
import {
  BASE_DEMAND,
  BASE_PRICE_LEVEL,
  MEDIAN_ABS_DAILY_LOG_RETURN,
  SPECIAL_DEMAND_SD,
  SPECIAL_PRICE_LEVEL,
} from './market-calibration.js';
import { logDeviationOf } from './log-deviation.js';
import { LOWEST_BUY_NOW, roundToMarketStep } from './market-steps.js';

// The simulated market: a believable price for any card at any instant, a pure function of the card,
// a seed and the instant. The pricing service samples it; nothing here keeps state between calls.

export interface MarketCard {
  eaId: number;
  overall: number;
  /** Any version but the base common/rare card. */
  isSpecial: boolean;
  /** Multiplier on the rating's price level; drawn from (seed, eaId) when absent. */
  demand?: number;
}

export interface PricePoint {
  observedAt: Date;
  price: number;
}

export interface PricePathOptions {
  seed: number;
  from: Date;
  to: Date;
  /** Points sit on the grid of `stepMinutes` counted from 1970-01-01 UTC (1440: every midnight). */
  stepMinutes: number;
}

export interface PriceTickOptions {
  seed: number;
  at: Date;
  stepMinutes: number;
}

// Commons and rares under 75 are worth only their discard value and list at the lowest Buy Now. The
// FUTBIN base line (BASE_PRICE_LEVEL) crosses 200 at about 75, so the rule and the line meet there.
export const FODDER_OVERALL = 75;

// A 1-minute path over 139 days. A longer range is asked for in pieces: pieces agree where they meet.
export const MAX_PATH_POINTS = 200_000;

const MINUTE_MS = 60_000;

/** The price a card of this overall trades at for its rating alone (demand 1), before the steps. */
export const priceLevelOf = (overall: number, isSpecial: boolean): number => {
  const line = isSpecial ? SPECIAL_PRICE_LEVEL : BASE_PRICE_LEVEL;
  return line.price * line.perPoint ** (overall - line.overall);
};

const demandOf = (card: MarketCard, seed: number): number => {
  if (card.demand !== undefined) return card.demand;
  const random = Random.derive(seed, `market:${card.eaId}:demand`);
  if (card.isSpecial) return Math.exp(random.normal(0, SPECIAL_DEMAND_SD));
  const isPopular = random.chance(BASE_DEMAND.popularShare);
  return Math.exp(
    isPopular
      ? random.normal(BASE_DEMAND.popularLogPremium, BASE_DEMAND.popularSd)
      : random.normal(0, BASE_DEMAND.sd),
  );
};

/** The card's long-run price: the median its simulated path returns to. */
export const basePriceOf = (card: MarketCard, seed: number): number => {
  if (!card.isSpecial && card.overall < FODDER_OVERALL) return LOWEST_BUY_NOW;
  const baseLevel = priceLevelOf(card.overall, false);
  const level = card.isSpecial
    ? // A special is at least as good fodder as a base card of its rating: FUTBIN has none far under.
      Math.max(baseLevel, priceLevelOf(card.overall, true) * demandOf(card, seed))
    : baseLevel * demandOf(card, seed);
  return roundToMarketStep(Math.max(LOWEST_BUY_NOW, level));
};

const gridStepMs = (stepMinutes: number): number => {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1) {
    throw new RangeError(`stepMinutes must be a whole number of minutes, at least 1: ${stepMinutes}`);
  }
  return stepMinutes * MINUTE_MS;
};

const pricerOf = (card: MarketCard, seed: number) => {
  const basePrice = basePriceOf(card, seed);
  const deviationAt = logDeviationOf(
    seed,
    card.eaId,
    basePrice >= 1_000_000
      ? MEDIAN_ABS_DAILY_LOG_RETURN.fromOneMillion
      : MEDIAN_ABS_DAILY_LOG_RETURN.underOneMillion,
  );
  return (ms: number): PricePoint => ({
    observedAt: new Date(ms),
    price: roundToMarketStep(Math.max(LOWEST_BUY_NOW, basePrice * Math.exp(deviationAt(ms)))),
  });
};

/** The card's prices at every grid instant from `from` to `to`, both included. */
export const pricePathOf = (card: MarketCard, options: PricePathOptions): PricePoint[] => {
  const stepMs = gridStepMs(options.stepMinutes);
  const first = Math.ceil(options.from.getTime() / stepMs);
  const last = Math.floor(options.to.getTime() / stepMs);
  if (!Number.isFinite(first) || !Number.isFinite(last))
    throw new RangeError('from and to must be valid dates');
  if (last - first + 1 > MAX_PATH_POINTS) {
    throw new RangeError(`A path holds at most ${MAX_PATH_POINTS} points: ask for a shorter range`);
  }
  const priceAt = pricerOf(card, options.seed);
  const points: PricePoint[] = [];
  for (let step = first; step <= last; step += 1) points.push(priceAt(step * stepMs));
  return points;
};

/**
 * The live tick: the point of the grid instant at or before `at`. It equals the point pricePathOf
 * gives for that instant, so a feed that publishes a tick a minute draws the same path.
 */
export const priceTickOf = (card: MarketCard, options: PriceTickOptions): PricePoint => {
  const stepMs = gridStepMs(options.stepMinutes);
  const step = Math.floor(options.at.getTime() / stepMs);
  if (!Number.isFinite(step)) throw new RangeError('at must be a valid date');
  return pricerOf(card, options.seed)(step * stepMs);
};
