import fc from 'fast-check';
import { CLUB_STEPS, LEAGUE_STEPS, NATION_STEPS, thresholdsFromSteps } from './chemistry-rules.js';
import { pointsFromCount, pointsFromThresholds } from './points-from-count.js';

describe('pointsFromCount', () => {
  // Club [2, 2, 3] → thresholds 2, 4, 7 (spec, section 9; rules.json club 2/4/7).
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [11, 3],
  ])('gives %i players of one club %i points', (count, points) => {
    expect(pointsFromCount(count, CLUB_STEPS)).toBe(points);
  });

  // League [3, 2, 3] → 3, 5, 8 (rules.json league 3/5/8).
  it.each([
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [7, 2],
    [8, 3],
  ])('gives %i players of one league %i points', (count, points) => {
    expect(pointsFromCount(count, LEAGUE_STEPS)).toBe(points);
  });

  // Nation [2, 3, 3] → 2, 5, 8 (rules.json nation 2/5/8).
  it.each([
    [1, 0],
    [2, 1],
    [4, 1],
    [5, 2],
    [7, 2],
    [8, 3],
  ])('gives %i players of one nation %i points', (count, points) => {
    expect(pointsFromCount(count, NATION_STEPS)).toBe(points);
  });

  it('turns the spec steps into the published cumulative thresholds', () => {
    expect(thresholdsFromSteps(CLUB_STEPS)).toEqual([2, 4, 7]);
    expect(thresholdsFromSteps(LEAGUE_STEPS)).toEqual([3, 5, 8]);
    expect(thresholdsFromSteps(NATION_STEPS)).toEqual([2, 5, 8]);
  });

  const step = fc.integer({ min: 1, max: 4 });
  const steps = fc.tuple(step, step, step);

  it('never lowers the points when a player is added', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        steps,
        (count, s) => pointsFromCount(count + 1, s) >= pointsFromCount(count, s),
      ),
    );
  });

  it('agrees with the loop-free form on precomputed thresholds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), steps, (count, s) => {
        expect(pointsFromThresholds(count, thresholdsFromSteps(s))).toBe(pointsFromCount(count, s));
      }),
    );
  });
});
