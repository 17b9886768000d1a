import type { AnyFaceStatField, AttributeField } from '../card/card-fields.js';
import { FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import type { Attributes, FaceStats, GkFaceStats } from '../card/card.types.js';
import { POSITION } from '../constants/positions.js';
import { FACE_STAT_WEIGHT_ENTRIES } from './face-stat-weights.js';

/** Σ weight% × attribute, an exact integer (hundredths of a face-stat point). */
export const weightedSum = (attributes: Readonly<Partial<Attributes>>, face: AnyFaceStatField): number => {
  let sum = 0;
  for (const [attribute, weight] of FACE_STAT_WEIGHT_ENTRIES[face])
    sum += weight * (attributes[attribute] ?? 0);
  return sum;
};

/**
 * Round half up in integer arithmetic: floor((Σ w% × a + 50) / 100). Floating Math.round of the weighted
 * sum is wrong on about 1 % of real cards (0.45 × 87 + 0.55 × 88 is not exactly 87.55 in binary).
 */
export const faceStatValue = (attributes: Readonly<Partial<Attributes>>, face: AnyFaceStatField): number =>
  Math.floor((weightedSum(attributes, face) + 50) / 100);

export const outfieldFaceStats = (attributes: Readonly<Partial<Attributes>>): FaceStats => {
  const stats = {} as FaceStats;
  for (const face of FACE_STAT_FIELDS) stats[face] = faceStatValue(attributes, face);
  return stats;
};

export const goalkeeperFaceStats = (attributes: Readonly<Partial<Attributes>>): GkFaceStats => {
  const stats = {} as GkFaceStats;
  for (const face of GK_FACE_STAT_FIELDS) stats[face] = faceStatValue(attributes, face);
  return stats;
};

export type FaceStatsInput = Readonly<Partial<Attributes>> & { position: number };

/** The six face stats a card shows: outfield ones, or the goalkeeper ones when `position` is GK (0). */
export function faceStats(card: FaceStatsInput & { position: typeof POSITION.GK }): GkFaceStats;
export function faceStats(card: FaceStatsInput): FaceStats | GkFaceStats;
export function faceStats(card: FaceStatsInput): FaceStats | GkFaceStats {
  return card.position === POSITION.GK ? goalkeeperFaceStats(card) : outfieldFaceStats(card);
}

export const contributingAttributes = (face: AnyFaceStatField): AttributeField[] =>
  FACE_STAT_WEIGHT_ENTRIES[face].map(([attribute]) => attribute);
