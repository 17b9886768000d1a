import fc from 'fast-check';
import { MARKET_MAX_PRICE } from '@futgg/game-rules';
import { MARKET_MIN_PRICE, isMarketStep, roundToMarketStep } from './market-steps.js';

describe('roundToMarketStep', () => {
  it.each([
    [0, 150],
    [-500, 150],
    [149, 150],
    [174, 150],
    [175, 200],
    [980, 1_000],
    [1_000, 1_000],
    [1_024, 1_000],
    [1_050, 1_100],
    [9_960, 10_000],
    [10_100, 10_000],
    [10_125, 10_250],
    [12_345, 12_250],
    [49_999, 50_000],
    [50_200, 50_000],
    [50_250, 50_500],
    [99_800, 100_000],
    [100_400, 100_000],
    [100_500, 101_000],
    [1_234_567, 1_235_000],
    [14_999_700, 15_000_000],
    [20_000_000, 15_000_000],
  ])('puts %d on the market step %d', (price, expected) => {
    expect(roundToMarketStep(price)).toBe(expected);
  });

  it('refuses what is not a price', () => {
    expect(() => roundToMarketStep(Number.NaN)).toThrow(RangeError);
    expect(() => roundToMarketStep(Infinity)).toThrow(RangeError);
  });

  const anyPrice = fc.double({ min: -1_000, max: 20_000_000, noNaN: true });

  it('always gives a price the market accepts', () => {
    fc.assert(fc.property(anyPrice, (price) => isMarketStep(roundToMarketStep(price))));
  });

  it('leaves a price already on a step where it is', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        const rounded = roundToMarketStep(price);
        return roundToMarketStep(rounded) === rounded;
      }),
    );
  });

  it('never ranks a dearer price under a cheaper one', () => {
    fc.assert(
      fc.property(anyPrice, anyPrice, (a, b) =>
        a <= b ? roundToMarketStep(a) <= roundToMarketStep(b) : roundToMarketStep(a) >= roundToMarketStep(b),
      ),
    );
  });

  it('stays as close as the band allows: within half a step of a price inside the market', () => {
    fc.assert(
      fc.property(fc.double({ min: MARKET_MIN_PRICE, max: MARKET_MAX_PRICE, noNaN: true }), (price) => {
        const step =
          price <= 1_000
            ? 50
            : price <= 10_000
              ? 100
              : price <= 50_000
                ? 250
                : price <= 100_000
                  ? 500
                  : 1_000;
        return Math.abs(roundToMarketStep(price) - price) <= step / 2;
      }),
    );
  });
});

describe('isMarketStep', () => {
  it.each([
    [150, true],
    [200, true],
    [125, false],
    [1_050, false],
    [1_100, true],
    [10_100, false],
    [10_250, true],
    [75_500, true],
    [75_250, false],
    [100_500, false],
    [15_000_000, true],
    [15_001_000, false],
    [200.5, false],
  ])('says %d is a market step: %s', (price, expected) => {
    expect(isMarketStep(price)).toBe(expected);
  });
});
