import type { ChemistryPoints, ChemistrySteps } from './chemistry.types.js';

// Steps are the gaps between thresholds, so [2, 2, 3] means 2 players give 1 point, 4 give 2 and 7
// give 3 (spec, first document, section 9 "Chemistry"; STYLE.md's own example).
export const pointsFromCount = (count: number, steps: ChemistrySteps): ChemistryPoints => {
  let threshold = 0;
  let points = 0;
  for (const step of steps) {
    threshold += step;
    if (count < threshold) break;
    points += 1;
  }
  return points as ChemistryPoints;
};

/** The same answer from precomputed cumulative thresholds, without a loop: used on the hot path. */
export const pointsFromThresholds = (
  count: number,
  thresholds: readonly [number, number, number],
): ChemistryPoints =>
  ((count >= thresholds[0] ? 1 : 0) +
    (count >= thresholds[1] ? 1 : 0) +
    (count >= thresholds[2] ? 1 : 0)) as ChemistryPoints;
