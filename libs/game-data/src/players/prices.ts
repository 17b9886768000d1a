import { FUTBIN_BASE_PRICE_MEDIANS, FUTBIN_SPECIAL_PRICE_MEDIANS } from '../calibration/fc25-calibration.js';
import type { Random } from '../random.js';
import { LOWEST_BUY_NOW, roundToMarketStep } from '../market/market-steps.js';

// Base cards. Up to 74: the FC 26 club medians (fc26-fut-club-futgg: commons ~200, rares ~350). 86–91:
// FUTBIN's FC 25 medians of base golds (FUTBIN_BASE_PRICE_MEDIANS). 75–85 are interpolated on a log
// scale between them, above FC 26's fodder floor (350 at 81 … 750 at 85); above 91 each point adds 40 %.
const BASE_ANCHORS: readonly (readonly [number, number])[] = [
  [74, 350],
  [78, 500],
  [80, 700],
  [82, 1300],
  [84, 3200],
  [85, 5000],
  ...Object.entries(FUTBIN_BASE_PRICE_MEDIANS).map(([overall, price]) => [Number(overall), price] as const),
];

// Specials. 87–94: FUTBIN's FC 25 medians of special versions (mostly icons and promos at those
// ratings); below 87 each point halves the price, down to 2,000.
const SPECIAL_ANCHORS: readonly (readonly [number, number])[] = [
  [80, 2000],
  [84, 15000],
  [86, 40000],
  ...Object.entries(FUTBIN_SPECIAL_PRICE_MEDIANS)
    .map(([overall, price]) => [Number(overall), price] as const)
    .filter(([overall]) => overall <= 94),
];

const logInterpolate = (
  anchors: readonly (readonly [number, number])[],
  overall: number,
  growth: number,
): number => {
  const first = anchors[0]!;
  const last = anchors[anchors.length - 1]!;
  if (overall <= first[0]) return first[1];
  if (overall >= last[0]) return last[1] * growth ** (overall - last[0]);
  const upper = anchors.findIndex(([point]) => point >= overall);
  const [x0, y0] = anchors[upper - 1]!;
  const [x1, y1] = anchors[upper]!;
  return Math.exp(Math.log(y0) + ((overall - x0) / (x1 - x0)) * (Math.log(y1) - Math.log(y0)));
};

/** The market's price grid (market/market-steps.ts), never under the lowest Buy Now the seed lists. */
export const roundToPriceStep = (price: number): number => Math.max(LOWEST_BUY_NOW, roundToMarketStep(price));

export const basePriceMedian = (overall: number, isRare: boolean): number => {
  if (overall <= 74) return isRare ? 350 : 200;
  return logInterpolate(BASE_ANCHORS, overall, 1.4) * (isRare ? 1 : 0.8);
};

export const specialPriceMedian = (overall: number): number => logInterpolate(SPECIAL_ANCHORS, overall, 1.3);

/** A market price around `median`: log-normal spread, on EA's steps. */
export const marketPrice = (random: Random, median: number, spread: number): number =>
  roundToPriceStep(median * Math.exp(random.normal(0, spread)));

export interface PriceTrends {
  priceTrend1h: number;
  priceTrend3h: number;
  priceTrend6h: number;
  priceTrend12h: number;
  priceTrend24h: number;
  priceFluctuation: number;
}

const percent = (value: number) => Math.round(value * 100) / 100;

/** Percent changes over 1–24 h: a random walk, so longer windows move more; fluctuation is its spread. */
export const priceTrends = (random: Random): PriceTrends => {
  const hourly = 0.6 + random.next() * 1.2;
  const step = (hours: number) => random.normal(0, hourly * Math.sqrt(hours));
  const h1 = step(1);
  const h3 = h1 + step(2);
  const h6 = h3 + step(3);
  const h12 = h6 + step(6);
  const h24 = h12 + step(12);
  return {
    priceTrend1h: percent(h1),
    priceTrend3h: percent(h3),
    priceTrend6h: percent(h6),
    priceTrend12h: percent(h12),
    priceTrend24h: percent(h24),
    priceFluctuation: percent(hourly * Math.sqrt(24) + Math.abs(random.normal(0, 1))),
  };
};
