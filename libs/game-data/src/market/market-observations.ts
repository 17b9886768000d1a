import { Random } from '../random.js';
import { LOWEST_BUY_NOW, roundToMarketStep } from './market-steps.js';
import { basePriceOf, type MarketCard } from './simulated-market.js';

// How the simulated market is observed, beside what it prices: which cards a tracker looks at how often,
// and what the same card costs on PC. Not calibrated: FUTBIN's FC 25 history has one platform only.

/** Cards worth more than the lowest Buy Now are looked at every 5 minutes, as trackers poll them. */
export const TRACKED_CADENCE_MINUTES = 5;
/** Fodder sits at the lowest Buy Now and barely moves: a look every 6 hours is enough. */
export const FODDER_CADENCE_MINUTES = 360;

/** Minutes between two observations of the card (points on the grid of this step from 1970 UTC). */
export const observationCadenceOf = (card: MarketCard, seed: number): number =>
  basePriceOf(card, seed) > LOWEST_BUY_NOW ? TRACKED_CADENCE_MINUTES : FODDER_CADENCE_MINUTES;

/**
 * PC lists a little dearer than console for most cards (fewer players, fewer listings): a fixed
 * premium per card drawn around +5 %, sd 4 %, on the market's steps.
 */
export const pcPriceOf = (consolePrice: number, eaId: number, seed: number): number => {
  const premium = Math.exp(Random.derive(seed, `market:${eaId}:pc`).normal(0.05, 0.04));
  return roundToMarketStep(Math.max(LOWEST_BUY_NOW, consolePrice * premium));
};
