import fc from 'fast-check';
import { ATTRIBUTE_FIELDS } from '../card/card-fields.js';
import type { Attributes } from '../card/card.types.js';
import { faceStats, faceStatValue, weightedSum } from './face-stats.js';
import { raiseAttributesForFaceStat, requiredWeightedSum } from './raise-attributes-for-face-stat.js';

const attributesOf = (value: number, overrides: Partial<Attributes> = {}): Attributes => ({
  ...(Object.fromEntries(ATTRIBUTE_FIELDS.map((field) => [field, value])) as Attributes),
  ...overrides,
});

// Kylian Mbappé, FC 25 (shared/data/fc25-player-ratings, rank 1): PAC 97 SHO 90 PAS 80 DRI 92 DEF 36 PHY 78.
const MBAPPE: Attributes = attributesOf(50, {
  attributeAcceleration: 97,
  attributeSprintSpeed: 97,
  attributePositioning: 93,
  attributeFinishing: 94,
  attributeShotPower: 90,
  attributeLongShots: 83,
  attributeVolleys: 84,
  attributePenalties: 84,
  attributeVision: 83,
  attributeCrossing: 78,
  attributeFkAccuracy: 69,
  attributeShortPassing: 86,
  attributeLongPassing: 71,
  attributeCurve: 80,
  attributeDribbling: 93,
  attributeAgility: 93,
  attributeBalance: 82,
  attributeReactions: 93,
  attributeBallControl: 92,
  attributeComposure: 88,
  attributeInterceptions: 38,
  attributeHeadingAccuracy: 73,
  attributeDefensiveAwareness: 26,
  attributeStandingTackle: 34,
  attributeSlidingTackle: 32,
  attributeJumping: 88,
  attributeStamina: 88,
  attributeStrength: 77,
  attributeAggression: 64,
});

describe('faceStats', () => {
  it('computes the six outfield face stats of a real card', () => {
    expect(faceStats({ ...MBAPPE, position: 25 })).toEqual({
      facePace: 97,
      faceShooting: 90,
      facePassing: 80,
      faceDribbling: 92,
      faceDefending: 36,
      facePhysicality: 78,
    });
  });

  it('rounds an exact half up in integer arithmetic', () => {
    // 0.45 × 87 + 0.55 × 88 = 87.55 → 88; 0.45 × 88 + 0.55 × 87 = 87.45 → 87.
    expect(faceStatValue({ attributeAcceleration: 87, attributeSprintSpeed: 88 }, 'facePace')).toBe(88);
    expect(faceStatValue({ attributeAcceleration: 88, attributeSprintSpeed: 87 }, 'facePace')).toBe(87);
    // 0.5 × 81 + 0.25 × 70 + 0.2 × 60 + 0.05 × 71 = 73.55 → 74 (float Math.round gives 74 too; the
    // weighted sum is 7355 hundredths, exactly representable).
    expect(
      faceStatValue(
        { attributeStrength: 81, attributeStamina: 70, attributeAggression: 60, attributeJumping: 71 },
        'facePhysicality',
      ),
    ).toBe(74);
  });

  it('gets an exact .5 right where floating arithmetic lands just under it', () => {
    // Passing: 0.35 × 60 + 0.2 × 72 + 0.2 × 80 + 0.15 × 67 + 0.05 × 70 + 0.05 × 71 = 68.5 exactly, but
    // summed in floating point it is 68.49999999999999 and Math.round gives 68.
    const attributes = {
      attributeShortPassing: 60,
      attributeCrossing: 72,
      attributeVision: 80,
      attributeLongPassing: 67,
      attributeCurve: 70,
      attributeFkAccuracy: 71,
    };
    const floating = 0.35 * 60 + 0.2 * 72 + 0.2 * 80 + 0.15 * 67 + 0.05 * 70 + 0.05 * 71;
    expect(Math.round(floating)).toBe(68);
    expect(weightedSum(attributes, 'facePassing')).toBe(6850);
    expect(faceStatValue(attributes, 'facePassing')).toBe(69);
  });

  it('gives goalkeepers their GK attributes and 60/40 speed', () => {
    const keeper = attributesOf(20, {
      attributeGkDiving: 88,
      attributeGkHandling: 85,
      attributeGkKicking: 79,
      attributeGkReflexes: 90,
      attributeGkPositioning: 87,
      attributeAcceleration: 51,
      attributeSprintSpeed: 56,
    });
    // Speed: 0.6 × 51 + 0.4 × 56 = 30.6 + 22.4 = 53.0 → 53.
    expect(faceStats({ ...keeper, position: 0 })).toEqual({
      gkFaceDiving: 88,
      gkFaceHandling: 85,
      gkFaceKicking: 79,
      gkFaceReflexes: 90,
      gkFaceSpeed: 53,
      gkFacePositioning: 87,
    });
    // 0.6 × 45 + 0.4 × 48 = 27 + 19.2 = 46.2 → 46, where the outfield pace weights would give 46.65 → 47.
    expect(faceStatValue({ attributeAcceleration: 45, attributeSprintSpeed: 48 }, 'gkFaceSpeed')).toBe(46);
  });

  it('stays within 1..99 for attributes within 1..99', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 34, maxLength: 34 }), (values) => {
        const attributes = Object.fromEntries(ATTRIBUTE_FIELDS.map((f, i) => [f, values[i]])) as Attributes;
        return Object.values(faceStats({ ...attributes, position: 14 })).every((v) => v >= 1 && v <= 99);
      }),
    );
  });
});

describe('raiseAttributesForFaceStat', () => {
  it('raises every contributing attribute one step per round until the face stat shows the target', () => {
    // Pace 80 from 78/82; target 85 needs Σ ≥ 8450: after 5 rounds 83/87 → 45·83 + 55·87 = 8520.
    // After 4 rounds 82/86 → 8420 < 8450, so exactly 5 rounds.
    const raised = raiseAttributesForFaceStat(
      { attributeAcceleration: 78, attributeSprintSpeed: 82 },
      'facePace',
      85,
    );
    expect(raised).toEqual({ attributeAcceleration: 83, attributeSprintSpeed: 87 });
    expect(faceStatValue(raised, 'facePace')).toBe(85);
  });

  it('never raises an attribute past 99 and keeps raising the others', () => {
    const raised = raiseAttributesForFaceStat(
      { attributeAcceleration: 99, attributeSprintSpeed: 90 },
      'facePace',
      97,
    );
    // 45·99 + 55·s ≥ 9650 → s ≥ 94.45, so sprint goes to 95.
    expect(raised).toEqual({ attributeAcceleration: 99, attributeSprintSpeed: 95 });
  });

  it('aims at 98.5 − 0.501 at most, so a 99 target stops at a weighted sum of 98', () => {
    expect(requiredWeightedSum(99)).toBe(9800);
    expect(requiredWeightedSum(85)).toBe(8450);
    const raised = raiseAttributesForFaceStat(
      { attributeAcceleration: 90, attributeSprintSpeed: 90 },
      'facePace',
      99,
    );
    expect(raised).toEqual({ attributeAcceleration: 98, attributeSprintSpeed: 98 });
  });

  it('stops when every contributing attribute is 99', () => {
    const raised = raiseAttributesForFaceStat(
      { attributeAcceleration: 99, attributeSprintSpeed: 99 },
      'facePace',
      99,
    );
    expect(raised).toEqual({ attributeAcceleration: 99, attributeSprintSpeed: 99 });
  });

  it('does not mutate its input and never lowers an attribute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        (acceleration, sprint, target) => {
          const input = { attributeAcceleration: acceleration, attributeSprintSpeed: sprint };
          const raised = raiseAttributesForFaceStat(input, 'facePace', target);
          return (
            input.attributeAcceleration === acceleration &&
            raised.attributeAcceleration >= acceleration &&
            raised.attributeSprintSpeed >= sprint &&
            raised.attributeAcceleration <= 99 &&
            raised.attributeSprintSpeed <= 99 &&
            (weightedSum(raised, 'facePace') >= requiredWeightedSum(target) ||
              (raised.attributeAcceleration === 99 && raised.attributeSprintSpeed === 99))
          );
        },
      ),
    );
  });
});
