import type { AnyFaceStatField, AttributeField } from '../card/card-fields.js';

/**
 * Weights in whole percent, so the weighted sum stays an integer and rounding is exact.
 * Outfield: spec, first document, section 9 "Face stat weights". Goalkeepers: diving, handling, kicking,
 * reflexes and positioning are their GK attributes; speed is 60 % acceleration + 40 % sprint speed
 * (verified on all 1,816 FC 25 goalkeepers, shared/data/fc25-player-ratings/README.md).
 */
export const FACE_STAT_WEIGHTS: Readonly<
  Record<AnyFaceStatField, Readonly<Partial<Record<AttributeField, number>>>>
> = {
  facePace: { attributeSprintSpeed: 55, attributeAcceleration: 45 },
  faceShooting: {
    attributeFinishing: 45,
    attributeLongShots: 20,
    attributeShotPower: 20,
    attributePositioning: 5,
    attributePenalties: 5,
    attributeVolleys: 5,
  },
  facePassing: {
    attributeShortPassing: 35,
    attributeCrossing: 20,
    attributeVision: 20,
    attributeLongPassing: 15,
    attributeCurve: 5,
    attributeFkAccuracy: 5,
  },
  faceDribbling: {
    attributeDribbling: 45,
    attributeBallControl: 30,
    attributeAgility: 10,
    attributeBalance: 5,
    attributeReactions: 5,
    attributeComposure: 5,
  },
  faceDefending: {
    attributeStandingTackle: 30,
    attributeDefensiveAwareness: 30,
    attributeInterceptions: 20,
    attributeHeadingAccuracy: 10,
    attributeSlidingTackle: 10,
  },
  facePhysicality: {
    attributeStrength: 50,
    attributeStamina: 25,
    attributeAggression: 20,
    attributeJumping: 5,
  },
  gkFaceDiving: { attributeGkDiving: 100 },
  gkFaceHandling: { attributeGkHandling: 100 },
  gkFaceKicking: { attributeGkKicking: 100 },
  gkFaceReflexes: { attributeGkReflexes: 100 },
  gkFaceSpeed: { attributeAcceleration: 60, attributeSprintSpeed: 40 },
  gkFacePositioning: { attributeGkPositioning: 100 },
};

export type WeightEntry = readonly [AttributeField, number];

/** The weights as arrays, precomputed once: the hot loops of eligibility and search iterate these. */
export const FACE_STAT_WEIGHT_ENTRIES: Readonly<Record<AnyFaceStatField, readonly WeightEntry[]>> =
  Object.fromEntries(
    Object.entries(FACE_STAT_WEIGHTS).map(([face, weights]) => [
      face,
      Object.entries(weights) as WeightEntry[],
    ]),
  ) as unknown as Record<AnyFaceStatField, readonly WeightEntry[]>;

/** Face stats whose value depends on an attribute (acceleration feeds both pace and GK speed). */
export const FACE_STATS_USING_ATTRIBUTE: Readonly<
  Partial<Record<AttributeField, readonly AnyFaceStatField[]>>
> = (() => {
  const using: Partial<Record<AttributeField, AnyFaceStatField[]>> = {};
  for (const [face, entries] of Object.entries(FACE_STAT_WEIGHT_ENTRIES) as [
    AnyFaceStatField,
    WeightEntry[],
  ][]) {
    for (const [attribute] of entries) (using[attribute] ??= []).push(face);
  }
  return using;
})();
