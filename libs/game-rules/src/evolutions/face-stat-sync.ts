import type { AnyFaceStatField, AttributeField } from '../card/card-fields.js';
import type { Attributes, Card } from '../card/card.types.js';
import { FACE_STATS_USING_ATTRIBUTE } from '../face-stats/face-stat-weights.js';
import { contributingAttributes, faceStatValue } from '../face-stats/face-stats.js';
import { raiseAttributesForFaceStat } from '../face-stats/raise-attributes-for-face-stat.js';

/**
 * After `attribute` moved away from `previous`, every face stat the card carries that is built on it is
 * recomputed, but only in the direction the attribute moved. A shown face stat can sit above what the
 * weights give (a face-stat upgrade to 99 only raises attributes to a weighted 98, spec section 4's
 * 98.5 − 0.501 target; imported cards may disagree with the weights by a point), and raising an attribute
 * must never lower what the card shows. Missing goalkeeper face stats stay missing: they are computed on
 * read (shownFaceStatValue).
 */
export const refreshFaceStatsUsing = (
  draft: Card,
  attribute: AttributeField,
  previous: number,
  except?: AnyFaceStatField,
): void => {
  const current = draft[attribute];
  if (current === previous) return;
  for (const face of FACE_STATS_USING_ATTRIBUTE[attribute] ?? []) {
    const shown = draft[face];
    if (face === except || shown === undefined) continue;
    const computed = faceStatValue(draft, face);
    draft[face] = current > previous ? Math.max(shown, computed) : Math.min(shown, computed);
  }
};

/**
 * Shows `value` on `face` and raises the attributes behind it the way the game does (spec section 4).
 * The face stat shows `value` even when its attributes cannot reach it (all at 99, or the 98.5 target).
 */
export const setFaceStatRaisingAttributes = (draft: Card, face: AnyFaceStatField, value: number): void => {
  const attributes = contributingAttributes(face);
  const before: Partial<Attributes> = {};
  for (const attribute of attributes) before[attribute] = draft[attribute];
  const raised = raiseAttributesForFaceStat(before, face, value);
  for (const attribute of attributes) {
    const previous = draft[attribute];
    draft[attribute] = raised[attribute] ?? previous;
    refreshFaceStatsUsing(draft, attribute, previous, face);
  }
  draft[face] = value;
};
