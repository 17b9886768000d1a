import fc from 'fast-check';
import { hotScore, wilsonLowerBound } from './comment-ranking.js';

describe('wilsonLowerBound', () => {
  // Reference values from the formula worked by hand (z = 1.96), to 4 places.
  it.each([
    [0, 0, 0],
    [1, 0, 0.2065],
    [0, 1, 0],
    [5, 0, 0.5655],
    [9, 1, 0.5958],
    [90, 10, 0.8256],
    [50, 50, 0.4038],
  ])('%i up, %i down: %f', (up, down, bound) => {
    expect(wilsonLowerBound(up, down)).toBeCloseTo(bound, 4);
  });

  it('ranks many mostly-good votes above a single good one', () => {
    expect(wilsonLowerBound(90, 10)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(3, 0)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(1, 0)).toBeGreaterThan(wilsonLowerBound(1, 1));
  });

  it('stays in [0, 1] and rises with an upvote, falls with a downvote', () => {
    const votes = fc.integer({ min: 0, max: 5_000 });
    fc.assert(
      fc.property(votes, votes, (up, down) => {
        const bound = wilsonLowerBound(up, down);
        return (
          bound >= 0 &&
          bound <= 1 &&
          wilsonLowerBound(up + 1, down) >= bound - 1e-12 &&
          wilsonLowerBound(up, down + 1) <= bound + 1e-12
        );
      }),
    );
  });
});

describe('hotScore', () => {
  it('is the score over (age + 2)^1.5', () => {
    expect(hotScore(10, 2, 0)).toBeCloseTo(8 / Math.pow(2, 1.5), 10);
    expect(hotScore(10, 2, 2)).toBeCloseTo(1, 10);
    expect(hotScore(0, 0, 5)).toBe(0);
    expect(hotScore(1, 3, 0)).toBeLessThan(0);
  });

  it('lets a fresh comment with fewer votes pass an old one with more', () => {
    expect(hotScore(3, 0, 1)).toBeGreaterThan(hotScore(30, 0, 48));
  });

  it('decays with age for a positive score and rises with the score at one age', () => {
    const hours = fc.double({ min: 0, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        hours,
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (score, age, later) =>
          hotScore(score, 0, age + later) < hotScore(score, 0, age) &&
          hotScore(score + 1, 0, age) > hotScore(score, 0, age),
      ),
    );
  });
});
