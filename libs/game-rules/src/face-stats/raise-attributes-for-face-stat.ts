import type { AnyFaceStatField } from '../card/card-fields.js';
import type { Attributes } from '../card/card.types.js';
import { CAPS } from '../constants/game.js';
import { FACE_STAT_WEIGHT_ENTRIES } from './face-stat-weights.js';
import { weightedSum } from './face-stats.js';

/**
 * The weighted sum (in hundredths) a face stat needs before it shows `target`: the spec caps the target
 * at 98.5 and subtracts the 0.501 rounding offset (first document, sections 4 and 9). In whole hundredths
 * "sum ≥ min(t, 98.5) − 0.501" is "sum ≥ min(100 t, 9850) − 50".
 */
export const requiredWeightedSum = (target: number): number =>
  Math.min(target * 100, CAPS.FACE_STAT_TARGET * 100) - 50;

/**
 * After a face-stat upgrade the game raises the detailed attributes behind it: every contributing
 * attribute goes up one step at a time (none past 99, at most 500 rounds) until the weighted sum reaches
 * the target. Returns the changed attributes; the input is not mutated.
 */
export const raiseAttributesForFaceStat = <T extends Partial<Attributes>>(
  attributes: T,
  face: AnyFaceStatField,
  target: number,
): T => {
  const raised = { ...attributes };
  const required = requiredWeightedSum(target);
  const entries = FACE_STAT_WEIGHT_ENTRIES[face];
  for (let round = 0; round < CAPS.FACE_STAT_ITERATIONS; round += 1) {
    if (weightedSum(raised, face) >= required) break;
    let moved = false;
    for (const [attribute] of entries) {
      const value = raised[attribute] ?? 0;
      if (value < CAPS.ATTRIBUTE) {
        (raised as Partial<Attributes>)[attribute] = value + 1;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return raised;
};
