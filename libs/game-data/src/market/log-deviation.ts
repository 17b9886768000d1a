import { Random } from '../random.js';
import { DAILY_PERSISTENCE, PROMO_SHOCK } from './market-calibration.js';

// A card's log price minus its base price's log, as a function of the instant alone. Each draw comes
// from its own key (seed, card, day or node). The value at an instant is the same however it is
// reached, so a long path and a short one agree on every shared instant, at any step size. The
// caches below only save recomputing draws. Every value is computed by the same operations in the
// same order whatever is cached, so float results are identical too.
//
// Three parts:
// - Diffusion: an Ornstein–Uhlenbeck process sampled exactly at each UTC midnight (the day's anchor).
//   Between two anchors a Brownian bridge is refined by midpoint halving (Lévy's construction), so
//   an instant inside the day costs BRIDGE_LEVELS draws, not a walk from midnight.
// - Promo shocks: jumps at the day's promo release, decaying back at the same rate as any deviation.
// - Minus the shocks' long-run mean. They are mostly drops, so without this correction the card
//   would spend its life under its base price.

export const DAY_MS = 86_400_000;
// EA releases promos at 18:00 UK time. Here it is 18:00 UTC all year (no daylight saving).
export const PROMO_RELEASE_MS = 18 * 3_600_000;
// 2^-11 of a day is 42 s: finer than a one-minute tick. Below that, values are interpolated linearly.
const BRIDGE_LEVELS = 11;

const KAPPA = -Math.log(DAILY_PERSISTENCE);
// After this many days a deviation has shrunk to a thousandth: 0.0005 in log for the largest shocks,
// far under one market step. It is left out, which is what makes an anchor computable on its own.
export const MEMORY_DAYS = Math.ceil(Math.log(1000) / KAPPA);

const SHOCK_RATE =
  PROMO_SHOCK.promoDayShare * PROMO_SHOCK.chanceOnPromoDay +
  (1 - PROMO_SHOCK.promoDayShare) * PROMO_SHOCK.chanceOtherDay;
const MEAN_SHOCK = (1 - 2 * PROMO_SHOCK.dropShare) * (PROMO_SHOCK.threshold + PROMO_SHOCK.meanExcess);
// Shocks arrive at rate λ, and each leaves J·e^(−κt), so their sum averages λ·E[J]/κ.
const MEAN_SHOCK_LEVEL = (SHOCK_RATE * MEAN_SHOCK) / KAPPA;

// The median of |N(0, s)| is 0.6745 s.
const MEDIAN_ABS_NORMAL = 0.6745;

const memo = (compute: (key: number) => number) => {
  const values = new Map<number, number>();
  return (key: number): number => {
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
};

/** True when `day` (days since 1970-01-01 UTC) is a promo release day for every card of this seed. */
export const isPromoDay = (seed: number, day: number): boolean =>
  Random.derive(seed, `market:promo-day:${day}`).chance(PROMO_SHOCK.promoDayShare);

/**
 * The log deviation of one card (seed, eaId) at an instant in ms since 1970-01-01 UTC.
 * `medianAbsDailyReturn` sets the diffusion: the median |log p(t + 1 day) − log p(t)| it gives alone.
 */
export const logDeviationOf = (
  seed: number,
  eaId: number,
  medianAbsDailyReturn: number,
): ((ms: number) => number) => {
  const phi = DAILY_PERSISTENCE;
  const dailyReturnSd = medianAbsDailyReturn / MEDIAN_ABS_NORMAL;
  // Anchors step by X[d] = φ·X[d−1] + innovation·Z[d], so Var(X[d] − X[d−1]) = 2·innovation²/(1 + φ).
  const innovation = dailyReturnSd * Math.sqrt((1 + phi) / 2);
  // The continuous-time diffusion σ whose exact one-day step has that innovation:
  // innovation² = σ²·(1 − φ²)/(2κ).
  const diffusion = innovation * Math.sqrt((2 * KAPPA) / (1 - phi * phi));
  const normalOf = (label: string) => Random.derive(seed, `market:${eaId}:${label}`).normal();

  const dayNoise = memo((day) => normalOf(`day:${day}`));
  const anchor = memo((day) => {
    let value = 0;
    for (let k = day - MEMORY_DAYS + 1; k <= day; k += 1) value = phi * value + innovation * dayNoise(k);
    return value;
  });
  const shock = memo((day) => {
    const random = Random.derive(seed, `market:${eaId}:shock:${day}`);
    // A shock when the draw is under the day's chance. The promo-day draw is made only when the
    // answer depends on it: a tenth of days, not all of them.
    const draw = random.next();
    if (draw >= PROMO_SHOCK.chanceOnPromoDay) return 0;
    if (draw >= PROMO_SHOCK.chanceOtherDay && !isPromoDay(seed, day)) return 0;
    const size = PROMO_SHOCK.threshold - PROMO_SHOCK.meanExcess * Math.log(1 - random.next());
    return random.chance(PROMO_SHOCK.dropShare) ? -size : size;
  });

  const diffusionAt = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    const offset = ms - day * DAY_MS;
    if (offset === 0) return anchor(day);
    const position = offset / DAY_MS;
    let low = 0;
    let high = 1;
    let left = anchor(day);
    let right = anchor(day + 1);
    let node = 1;
    for (let level = 1; level <= BRIDGE_LEVELS; level += 1) {
      const middle = (low + high) / 2;
      // A Brownian bridge at the middle of its span: the ends' mean, variance σ²·span/4.
      const value =
        (left + right) / 2 + diffusion * Math.sqrt((high - low) / 4) * normalOf(`bridge:${day}:${node}`);
      if (position < middle) {
        high = middle;
        right = value;
        node = 2 * node;
      } else {
        low = middle;
        left = value;
        node = 2 * node + 1;
      }
    }
    return left + ((right - left) * (position - low)) / (high - low);
  };

  const shocksAt = (ms: number): number => {
    const lastDay = Math.floor((ms - PROMO_RELEASE_MS) / DAY_MS);
    let total = 0;
    for (let day = lastDay - MEMORY_DAYS + 1; day <= lastDay; day += 1) {
      const size = shock(day);
      if (size !== 0) total += size * Math.exp((-KAPPA * (ms - day * DAY_MS - PROMO_RELEASE_MS)) / DAY_MS);
    }
    return total;
  };

  return (ms) => diffusionAt(ms) + shocksAt(ms) - MEAN_SHOCK_LEVEL;
};
