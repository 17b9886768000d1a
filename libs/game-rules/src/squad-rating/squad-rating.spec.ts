import fc from 'fast-check';
import { squadRating } from './squad-rating.js';

const times = (count: number, rating: number): number[] => Array(count).fill(rating);

describe('squadRating', () => {
  it.each([
    // Eleven 83s: T = 913, no one above 913/11 = 83, E = 0 → round(913) / 11 = 83.
    ['eleven 83s', times(11, 83), 83],
    // Ten 83s + one 84: T = 914, average 83.09, E = 84 − 83.09 = 0.91 → round(914.91) = 915 → 915/11 = 83.18 → 83.
    ['ten 83s and one 84', [...times(10, 83), 84], 83],
    // Six 84s + five 83s: T = 919, average 83.545, E = 6 × 0.4545 = 2.73 → round(921.73) = 922 → 83.8 → 83.
    ['six 84s and five 83s', [...times(6, 84), ...times(5, 83)], 83],
    // One 90 + ten 83s: T = 920, average 83.64, E = 6.36 → round(926.36) = 926 → 84.18 → 84.
    ['one 90 and ten 83s', [90, ...times(10, 83)], 84],
    // Eleven 99s and eleven 1s: the bounds.
    ['eleven 99s', times(11, 99), 99],
    ['eleven 1s', times(11, 1), 1],
  ])('rates %s', (_case, overalls, expected) => {
    expect(squadRating(overalls)).toBe(expected);
  });

  it('rounds T + E before dividing, which lifts an 83.99 squad to 84', () => {
    // One 85, six 84s, four 83s: T = 921, average 83.727; E = (85 − 83.727) + 6 × (84 − 83.727) = 32/11
    // = 2.909; T + E = 923.909. Rounded first: 924 / 11 = 84. Divided unrounded: 83.99 → 83.
    // In elevenths: 11 × 921 + (935 − 921) + 6 × (924 − 921) = 10163 = 11 × 923.909.
    expect(squadRating([85, ...times(6, 84), ...times(4, 83)])).toBe(84);
  });

  it('ignores the order of the ratings', () => {
    expect(squadRating([...times(4, 83), ...times(6, 84), 85])).toBe(84);
  });

  it.each([
    ['10 ratings', times(10, 80)],
    ['12 ratings', times(12, 80)],
    ['a 0 rating', [0, ...times(10, 80)]],
    ['a 100 rating', [100, ...times(10, 80)]],
    ['a fractional rating', [80.5, ...times(10, 80)]],
  ])('throws a RangeError for %s', (_case, overalls) => {
    expect(() => squadRating(overalls)).toThrow(RangeError);
  });

  const rating = fc.integer({ min: 1, max: 99 });
  const eleven = fc.array(rating, { minLength: 11, maxLength: 11 });

  it('agrees with the formula computed in floating point (no .5 tie exists: 11 is odd)', () => {
    fc.assert(
      fc.property(eleven, (overalls) => {
        const sum = overalls.reduce((a, b) => a + b, 0);
        const excess = overalls.reduce((e, r) => e + Math.max(0, r - sum / 11), 0);
        expect(squadRating(overalls)).toBe(Math.floor(Math.round(sum + excess) / 11));
      }),
      { numRuns: 500 },
    );
  });

  it('never drops when one rating rises', () => {
    fc.assert(
      fc.property(eleven, fc.nat(10), fc.integer({ min: 1, max: 98 }), (overalls, at, raise) => {
        const raised = overalls.map((r, i) => (i === at ? Math.min(99, r + raise) : r));
        expect(squadRating(raised)).toBeGreaterThanOrEqual(squadRating(overalls));
      }),
    );
  });

  it('stays between the lowest and the highest rating', () => {
    fc.assert(
      fc.property(eleven, (overalls) => {
        const result = squadRating(overalls);
        expect(result).toBeGreaterThanOrEqual(Math.min(...overalls));
        expect(result).toBeLessThanOrEqual(Math.max(...overalls));
      }),
    );
  });

  it('does not depend on the order of the ratings', () => {
    fc.assert(
      fc.property(eleven, fc.array(fc.nat(), { minLength: 11, maxLength: 11 }), (overalls, keys) => {
        const shuffled = overalls
          .map((r, i) => [keys[i]!, r] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([, r]) => r);
        expect(squadRating(shuffled)).toBe(squadRating(overalls));
      }),
    );
  });
});
