import {
  BASE_DEMAND,
  BASE_PRICE_LEVEL,
  DAILY_PERSISTENCE,
  MEDIAN_ABS_DAILY_LOG_RETURN,
  PROMO_SHOCK,
  SPECIAL_DEMAND_SD,
  SPECIAL_PRICE_LEVEL,
  pricePathOf,
} from '@futgg/game-data';
import { futbinPriceHistory } from './futbin-price-history.js';

// The simulated market's constants (libs/game-data/src/market/market-calibration.ts) are derived here
// from FUTBIN's FC 25 daily price history. Then the simulated market is run on cards shaped like the
// real ones and measured with the same functions. The history is read from shared/data, never copied.

interface Series {
  cardId: number;
  overall: number;
  isBase: boolean;
  dates: Date[];
  /** null: no price that day. */
  prices: (number | null)[];
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const sd = (values: readonly number[]) => {
  const centre = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - centre) ** 2)));
};
/** Least squares of y on x: the line's value at `x0` and its slope. */
const leastSquares = (points: readonly (readonly [number, number])[], x0: number) => {
  const meanX = mean(points.map(([x]) => x));
  const meanY = mean(points.map(([, y]) => y));
  const slope =
    points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) /
    points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return { atX0: meanY + slope * (x0 - meanX), slope, at: (x: number) => meanY + slope * (x - meanX) };
};

const pricedOf = (series: Series) => series.prices.filter((price): price is number => price !== null);
const levelOf = (series: Series) => median(pricedOf(series));
/** Log returns between consecutive priced days, each with the later day's date. */
const returnsOf = (series: Series) =>
  series.prices.flatMap((price, index) => {
    const previous = series.prices[index - 1];
    return index > 0 && price !== null && previous !== null && previous !== undefined
      ? [{ day: series.dates[index]!.getTime(), move: Math.log(price / previous) }]
      : [];
  });

// --- The derivations, one per constant group (market-calibration.ts says why each is measured so).

/** Base cards: the least-squares line of log(level) on overall, over the non-popular cards only. */
const baseLevelLine = (bases: readonly Series[]) => {
  const pointOf = (series: Series) => [series.overall, Math.log(levelOf(series))] as const;
  let line = leastSquares(bases.map(pointOf), BASE_PRICE_LEVEL.overall);
  const isPopular = (series: Series) => Math.log(levelOf(series)) - line.at(series.overall) > Math.log(2);
  for (let pass = 0; pass < 20; pass += 1) {
    const refit = leastSquares(
      bases.filter((series) => !isPopular(series)).map(pointOf),
      BASE_PRICE_LEVEL.overall,
    );
    if (refit.slope === line.slope && refit.atX0 === line.atX0) break;
    line = refit;
  }
  const residualOf = (series: Series) => Math.log(levelOf(series)) - line.at(series.overall);
  const popular = bases.filter(isPopular);
  return {
    price: Math.exp(line.atX0),
    perPoint: Math.exp(line.slope),
    sd: sd(bases.filter((series) => !isPopular(series)).map(residualOf)),
    popularShare: popular.length / bases.length,
    popularLogPremium: mean(popular.map(residualOf)),
    popularSd: sd(popular.map(residualOf)),
    at: (overall: number) => Math.exp(line.at(overall)),
  };
};

const specialLevelLine = (specials: readonly Series[]) => {
  const line = leastSquares(
    specials.map((series) => [series.overall, Math.log(levelOf(series))] as const),
    SPECIAL_PRICE_LEVEL.overall,
  );
  return {
    price: Math.exp(line.atX0),
    perPoint: Math.exp(line.slope),
    sd: sd(specials.map((series) => Math.log(levelOf(series)) - line.at(series.overall))),
  };
};

const medianAbsReturn = (series: readonly Series[]) =>
  median(series.flatMap(returnsOf).map(({ move }) => Math.abs(move)));

/** Pooled lag-one AR coefficient of log prices around each card's own least-squares trend line. */
const dailyPersistence = (series: readonly Series[]) => {
  let lagged = 0;
  let squares = 0;
  for (const card of series) {
    const points = card.prices.flatMap((price, index) =>
      price === null ? [] : [[index, Math.log(price)] as const],
    );
    if (points.length < 30) continue;
    const trend = leastSquares(points, 0);
    const residuals = points.map(([index, logPrice]) => [index, logPrice - trend.at(index)] as const);
    for (let i = 1; i < residuals.length; i += 1) {
      const [index, residual] = residuals[i]!;
      const [previousIndex, previous] = residuals[i - 1]!;
      if (index - previousIndex !== 1) continue;
      lagged += previous * residual;
      squares += previous * previous;
    }
  }
  return lagged / squares;
};

/** Moves beyond ±threshold and the days on which 5 % or more of the cards make one. */
const shockStatistics = (series: readonly Series[]) => {
  const returns = series.flatMap(returnsOf);
  const isShock = (move: number) => Math.abs(move) > PROMO_SHOCK.threshold;
  const byDay = new Map<number, { moves: number; shocks: number }>();
  for (const { day, move } of returns) {
    const entry = byDay.get(day) ?? { moves: 0, shocks: 0 };
    entry.moves += 1;
    if (isShock(move)) entry.shocks += 1;
    byDay.set(day, entry);
  }
  const promoDays = new Set(
    [...byDay].filter(([, entry]) => entry.shocks / entry.moves >= 0.05).map(([day]) => day),
  );
  const rateOn = (onPromoDays: boolean) => {
    const days = [...byDay].filter(([day]) => promoDays.has(day) === onPromoDays).map(([, entry]) => entry);
    return (
      days.reduce((sum, entry) => sum + entry.shocks, 0) / days.reduce((sum, entry) => sum + entry.moves, 0)
    );
  };
  const shocks = returns.filter(({ move }) => isShock(move));
  return {
    rate: shocks.length / returns.length,
    promoDayShare: promoDays.size / byDay.size,
    chanceOnPromoDay: rateOn(true),
    chanceOtherDay: rateOn(false),
    shareOnPromoDays: shocks.filter(({ day }) => promoDays.has(day)).length / shocks.length,
    dropShare: shocks.filter(({ move }) => move < 0).length / shocks.length,
    meanExcess: mean(shocks.map(({ move }) => Math.abs(move) - PROMO_SHOCK.threshold)),
  };
};

const real: Series[] = futbinPriceHistory()
  .map((card) => ({
    cardId: card.cardId,
    overall: card.overall,
    isBase: card.isBase,
    dates: card.days.map((day) => day.date),
    prices: card.days.map((day) => day.price),
  }))
  .filter((series) => pricedOf(series).length > 0);

/** Each constant against its derivation: a list of the ones that differ by more than `tolerance`. */
const drifted = (pairs: Record<string, readonly [constant: number, derived: number]>, tolerance = 0.01) =>
  Object.entries(pairs)
    .filter(([, [constant, derived]]) => Math.abs(constant - derived) > tolerance * Math.abs(derived))
    .map(
      ([name, [constant, derived]]) =>
        `${name}: constant ${constant}, the history gives ${derived.toPrecision(4)}`,
    );

describe('market calibration constants, re-derived from FUTBIN FC 25 price history', () => {
  it('reads the history it was derived from: 543 cards, 433 ever priced, 76 base, 22,677 returns', () => {
    expect(futbinPriceHistory()).toHaveLength(543);
    expect(real).toHaveLength(433);
    expect(real.filter((series) => series.isBase)).toHaveLength(76);
    expect(real.flatMap(returnsOf)).toHaveLength(22_677);
  });

  it('prices base cards on the fodder line, with the popular ones far above it', () => {
    const line = baseLevelLine(real.filter((series) => series.isBase));
    expect(
      drifted({
        'BASE_PRICE_LEVEL.price': [BASE_PRICE_LEVEL.price, line.price],
        'BASE_PRICE_LEVEL.perPoint': [BASE_PRICE_LEVEL.perPoint, line.perPoint],
        'BASE_DEMAND.sd': [BASE_DEMAND.sd, line.sd],
        'BASE_DEMAND.popularShare': [BASE_DEMAND.popularShare, line.popularShare],
        'BASE_DEMAND.popularLogPremium': [BASE_DEMAND.popularLogPremium, line.popularLogPremium],
        'BASE_DEMAND.popularSd': [BASE_DEMAND.popularSd, line.popularSd],
      }),
    ).toEqual([]);
  });

  it('prices specials on their own line, never far under the base line of their rating', () => {
    const specials = real.filter((series) => !series.isBase);
    const line = specialLevelLine(specials);
    expect(
      drifted({
        'SPECIAL_PRICE_LEVEL.price': [SPECIAL_PRICE_LEVEL.price, line.price],
        'SPECIAL_PRICE_LEVEL.perPoint': [SPECIAL_PRICE_LEVEL.perPoint, line.perPoint],
        SPECIAL_DEMAND_SD: [SPECIAL_DEMAND_SD, line.sd],
      }),
    ).toEqual([]);
    const baseLine = baseLevelLine(real.filter((series) => series.isBase));
    const cheapest = Math.min(...specials.map((series) => levelOf(series) / baseLine.at(series.overall)));
    expect(cheapest).toBeGreaterThan(0.7);
  });

  it('moves a median 0.0299 a day under 1,000,000 coins and 0.0200 from there up', () => {
    const under = real.filter((series) => levelOf(series) < 1_000_000);
    const over = real.filter((series) => levelOf(series) >= 1_000_000);
    expect(
      drifted({
        'MEDIAN_ABS_DAILY_LOG_RETURN.underOneMillion': [
          MEDIAN_ABS_DAILY_LOG_RETURN.underOneMillion,
          medianAbsReturn(under),
        ],
        'MEDIAN_ABS_DAILY_LOG_RETURN.fromOneMillion': [
          MEDIAN_ABS_DAILY_LOG_RETURN.fromOneMillion,
          medianAbsReturn(over),
        ],
      }),
    ).toEqual([]);
  });

  it('keeps 0.934 of a deviation from one day to the next (half-life about 10 days)', () => {
    expect(drifted({ DAILY_PERSISTENCE: [DAILY_PERSISTENCE, dailyPersistence(real)] }, 0.001)).toEqual([]);
  });

  it('shocks 2.5 % of card-days, mostly as drops, mostly on market-wide promo days', () => {
    const shocks = shockStatistics(real);
    expect(
      drifted({
        'PROMO_SHOCK.promoDayShare': [PROMO_SHOCK.promoDayShare, shocks.promoDayShare],
        'PROMO_SHOCK.chanceOnPromoDay': [PROMO_SHOCK.chanceOnPromoDay, shocks.chanceOnPromoDay],
        'PROMO_SHOCK.chanceOtherDay': [PROMO_SHOCK.chanceOtherDay, shocks.chanceOtherDay],
        'PROMO_SHOCK.dropShare': [PROMO_SHOCK.dropShare, shocks.dropShare],
        'PROMO_SHOCK.meanExcess': [PROMO_SHOCK.meanExcess, shocks.meanExcess],
      }),
    ).toEqual([]);
  });
});

describe('the simulated market against FUTBIN FC 25 price history', () => {
  // Each priced real card is simulated over its own days, from its release to 2024-12-05 (up to 78
  // daily points). The simulated card has the real card's overall and kind, and its FUTBIN id as eaId.
  // Days without a real price are left out of both, so both are measured on the same days.
  const SEED = 2025;
  const simulated: Series[] = real.map((series) => {
    const path = pricePathOf(
      { eaId: series.cardId, overall: series.overall, isSpecial: !series.isBase },
      { seed: SEED, from: series.dates[0]!, to: series.dates.at(-1)!, stepMinutes: 1440 },
    );
    return {
      ...series,
      prices: path.map((point, index) => (series.prices[index] === null ? null : point.price)),
    };
  });

  /** [] when `ours` is within ×factor of `theirs`, else one line naming both. */
  const outsideFactor = (what: string, ours: number, theirs: number, factor: number) =>
    ours <= theirs * factor && ours >= theirs / factor
      ? []
      : [`${what}: simulated ${ours.toPrecision(3)}, real ${theirs.toPrecision(3)}, allowed ×${factor}`];

  it('simulates the same days as the history', () => {
    expect(simulated.flatMap(returnsOf)).toHaveLength(real.flatMap(returnsOf).length);
  });

  it('moves day to day like the history: median |daily log return| within ×1.5 of the real 0.0276', () => {
    const theirs = medianAbsReturn(real);
    expect(theirs.toFixed(4)).toBe('0.0276');
    expect(outsideFactor('median |daily log return|', medianAbsReturn(simulated), theirs, 1.5)).toEqual([]);
  });

  it('prices each rating band within ×2 of the real median daily price', () => {
    // Bands of at least 18 cards: with fewer, one popular player moves a band's median on its own.
    const bands = [
      { name: 'base 86–88', isBase: true, low: 86, high: 88, real: 14_264 },
      { name: 'base 89–91', isBase: true, low: 89, high: 91, real: 67_955.5 },
      { name: 'special 87–88', isBase: false, low: 87, high: 88, real: 237_299 },
      { name: 'special 89–90', isBase: false, low: 89, high: 90, real: 501_722 },
      { name: 'special 91–95', isBase: false, low: 91, high: 95, real: 1_778_528 },
    ];
    const medianIn = (series: readonly Series[], band: (typeof bands)[number]) =>
      median(
        series
          .filter(
            (card) => card.isBase === band.isBase && card.overall >= band.low && card.overall <= band.high,
          )
          .flatMap(pricedOf),
      );
    expect(bands.map((band) => medianIn(real, band))).toEqual(bands.map((band) => band.real));
    expect(
      bands.flatMap((band) => outsideFactor(band.name, medianIn(simulated, band), band.real, 2)),
    ).toEqual([]);
  });

  it('shocks about as often as the history: moves beyond ±0.2 on 2.5 % of card-days, within ×3', () => {
    const theirs = shockStatistics(real).rate;
    expect(theirs.toFixed(3)).toBe('0.025');
    expect(
      outsideFactor('share of daily moves beyond ±0.2', shockStatistics(simulated).rate, theirs, 3),
    ).toEqual([]);
  });

  it('clusters its shocks on market-wide days and drops more than it jumps, as the history does', () => {
    const theirs = shockStatistics(real);
    const ours = shockStatistics(simulated);
    // FUTBIN: 61 % of shocks fall on days when 5 % or more of the cards shock, and 89 % are drops.
    expect([theirs.shareOnPromoDays.toFixed(2), theirs.dropShare.toFixed(2)]).toEqual(['0.61', '0.89']);
    expect(Math.abs(ours.shareOnPromoDays - theirs.shareOnPromoDays)).toBeLessThan(0.2);
    expect(Math.abs(ours.dropShare - theirs.dropShare)).toBeLessThan(0.15);
  });
});
