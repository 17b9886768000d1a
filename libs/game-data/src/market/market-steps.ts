import { MARKET_MAX_PRICE } from '@futgg/game-rules';

// The transfer market's price grid. EA accepts only these prices: multiples of 50 up to 1,000, of 100
// up to 10,000, of 250 up to 50,000, of 500 up to 100,000, then of 1,000, from 150 (the lowest start
// price) to 15,000,000 (the highest Buy Now).
export const MARKET_MIN_PRICE = 150;

// The lowest Buy Now: it must sit a step above the 150 start price. Every simulated price is a lowest
// Buy Now (what FUTBIN charts), so none is ever under it; commons and rares under 75 sit exactly here.
export const LOWEST_BUY_NOW = 200;

const STEPS: readonly (readonly [upTo: number, step: number])[] = [
  [1_000, 50],
  [10_000, 100],
  [50_000, 250],
  [100_000, 500],
  [Infinity, 1_000],
];

const stepAt = (price: number): number => STEPS.find(([upTo]) => price <= upTo)![1];

/** True when the market accepts `price` as it is. */
export const isMarketStep = (price: number): boolean =>
  Number.isInteger(price) &&
  price >= MARKET_MIN_PRICE &&
  price <= MARKET_MAX_PRICE &&
  price % stepAt(price) === 0;

/**
 * The nearest price the market accepts. The step is the one of the band `price` falls in; both steps
 * divide a band's upper bound, so rounding near a bound lands on it from either side and stays monotone.
 */
export const roundToMarketStep = (price: number): number => {
  if (!Number.isFinite(price)) throw new RangeError(`Not a price: ${price}`);
  const step = stepAt(price);
  return Math.min(MARKET_MAX_PRICE, Math.max(MARKET_MIN_PRICE, Math.round(price / step) * step));
};
