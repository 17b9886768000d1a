import fc from 'fast-check';
import type { AnyFaceStatField } from '../card/card-fields.js';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { POSITION } from '../constants/positions.js';
import { applyEvolutions } from './apply-evolutions.js';
import type { Upgrade } from './evolution.types.js';
import type { ManualChanges } from './manual-changes.js';
import { shownFaceStatValue } from './shown-stat-value.js';
import { cardArbitrary, evolutionsArbitrary } from './testing/evolution.arbitraries.js';
import { cardWith, evolutionWith } from './testing/evolution.fixtures.js';

const evolvedBy = (card: Card, ...upgrades: Upgrade[]) =>
  applyEvolutions(card, [evolutionWith(1, [upgrades])]);

const ALL_FACE_STATS: readonly AnyFaceStatField[] = [...FACE_STAT_FIELDS, ...GK_FACE_STAT_FIELDS];

describe('applyEvolutions', () => {
  describe('face-stat upgrades', () => {
    it('clamps to the cap and raises the attributes behind the face stat', () => {
      // Pace 88 from acceleration 86 / sprint 90: 45·86 + 55·90 = 8820 → 88. +5 capped at 90 → 90, which
      // needs Σ ≥ 9000 − 50 = 8950: one round (87/91) gives 8920, two rounds (88/92) give 9020.
      const evolved = evolvedBy(cardWith({ attributeAcceleration: 86, attributeSprintSpeed: 90 }), {
        type: 'facePace',
        value: 5,
        maxValue: 90,
      });
      expect(evolved).toMatchObject({ facePace: 90, attributeAcceleration: 88, attributeSprintSpeed: 92 });
    });

    it('never lowers a face stat already above the cap', () => {
      // Pace 92 from 90 / 94: 4050 + 5170 = 9220 → 92; a cap of 90 leaves it and its attributes alone.
      const card = cardWith({ attributeAcceleration: 90, attributeSprintSpeed: 94 });
      expect(card.facePace).toBe(92);
      expect(evolvedBy(card, { type: 'facePace', value: 5, maxValue: 90 })).toEqual(card);
    });

    it('shows the upgraded value even when every attribute behind it is already 99', () => {
      const card = cardWith({ attributeAcceleration: 99, attributeSprintSpeed: 99, facePace: 95 });
      expect(evolvedBy(card, { type: 'facePace', value: 2, maxValue: null })).toMatchObject({
        facePace: 97,
        attributeAcceleration: 99,
        attributeSprintSpeed: 99,
      });
    });

    it('shows 99 while the attributes only reach the 98.5 target, and a later attribute upgrade keeps 99', () => {
      // Physicality 95 from 95s. +4 → 99; the target is min(99, 98.5) − 0.501, Σ ≥ 9800: three rounds
      // give 98s (50 + 25 + 20 + 5 = 100 % × 98 = 9800), which compute to 98, yet the card shows 99.
      const card = cardWith({
        attributeStrength: 95,
        attributeStamina: 95,
        attributeAggression: 95,
        attributeJumping: 95,
      });
      const upgraded = evolvedBy(card, { type: 'facePhysicality', value: 4, maxValue: 99 });
      expect(upgraded).toMatchObject({ facePhysicality: 99, attributeStrength: 98, attributeJumping: 98 });
      // Jumping 98 → 99 computes 9805 → 98: recomputing would lower the 99 the card shows.
      expect(evolvedBy(upgraded, { type: 'attributeJumping', value: 1 }).facePhysicality).toBe(99);
    });

    it('raises the GK attribute behind a goalkeeper face stat', () => {
      // Diving 80 +3 → 83 needs 100 × attributeGkDiving ≥ 8250, so the attribute goes to 83.
      const keeper = cardWith({ position: POSITION.GK, attributeGkDiving: 80 });
      expect(evolvedBy(keeper, { type: 'gkFaceDiving', value: 3 })).toMatchObject({
        gkFaceDiving: 83,
        attributeGkDiving: 83,
      });
    });

    it('raises acceleration and sprint speed for GK speed, and the pace they feed follows', () => {
      // Speed 60·50 + 40·55 = 5200 → 52; +4 → 56 needs Σ ≥ 5550: four rounds give 54/59 = 5600.
      // Pace then is 45·54 + 55·59 = 5675 → 57 (it was 2250 + 3025 = 5275 → 53).
      const keeper = cardWith({ position: POSITION.GK, attributeAcceleration: 50, attributeSprintSpeed: 55 });
      expect(keeper).toMatchObject({ gkFaceSpeed: 52, facePace: 53 });
      expect(evolvedBy(keeper, { type: 'gkFaceSpeed', value: 4 })).toMatchObject({
        gkFaceSpeed: 56,
        attributeAcceleration: 54,
        attributeSprintSpeed: 59,
        facePace: 57,
      });
    });
  });

  describe('attribute upgrades', () => {
    it('recomputes the face stat built on the attribute', () => {
      // Pace 45·80 + 55·82 = 8110 → 81. Acceleration 85: 3825 + 4510 = 8335 → 83. Sprint 87: 8610 → 86.
      const card = cardWith({ attributeAcceleration: 80, attributeSprintSpeed: 82 });
      expect(card.facePace).toBe(81);
      expect(evolvedBy(card, { type: 'attributeAcceleration', value: 5 })).toMatchObject({
        attributeAcceleration: 85,
        facePace: 83,
      });
      expect(
        evolvedBy(
          card,
          { type: 'attributeAcceleration', value: 5 },
          { type: 'attributeSprintSpeed', value: 5 },
        ),
      ).toMatchObject({ attributeAcceleration: 85, attributeSprintSpeed: 87, facePace: 86 });
    });

    it('moves both pace and GK speed with acceleration', () => {
      // Acceleration 50 → 55 with sprint 55: speed 60·55 + 40·55 = 5500 → 55; pace 45·55 + 55·55 → 55.
      const keeper = cardWith({ position: POSITION.GK, attributeAcceleration: 50, attributeSprintSpeed: 55 });
      expect(evolvedBy(keeper, { type: 'attributeAcceleration', value: 5 })).toMatchObject({
        gkFaceSpeed: 55,
        facePace: 55,
      });
    });

    it('clamps to the cap and leaves a value above the cap alone', () => {
      const capped = { type: 'attributeFinishing', value: 6, maxValue: 85 } as const;
      expect(evolvedBy(cardWith({ attributeFinishing: 83 }), capped).attributeFinishing).toBe(85);
      const above = cardWith({ attributeFinishing: 87 });
      expect(evolvedBy(above, capped)).toEqual(above);
    });
  });

  describe('overall, weak foot and skill moves', () => {
    it.each([
      ['+3 capped at 88 on 86', 86, 3, 88, 88],
      ['+3 capped at 88 on 89', 89, 3, 88, 89],
      ['+2 uncapped on 98 (hard cap 99)', 98, 2, null, 99],
      ['+2 with a cap of 120 on 98 (hard cap 99)', 98, 2, 120, 99],
    ])('overall %s gives %#', (_label, overall, value, maxValue, expected) => {
      expect(evolvedBy(cardWith({ overall }), { type: 'overall', value, maxValue }).overall).toBe(expected);
    });

    it.each([
      ['weakFoot', 4, 1, 5, 5],
      ['weakFoot', 5, 1, 5, 5],
      ['weakFoot', 3, 3, 9, 5],
      ['skillMoves', 4, 2, null, 5],
      ['skillMoves', 2, 1, 4, 3],
    ] as const)('%s %i +%i (cap %s) gives %i', (type, start, value, maxValue, expected) => {
      expect(evolvedBy(cardWith({ [type]: start }), { type, value, maxValue })[type]).toBe(expected);
    });
  });

  describe('lists and rarity', () => {
    it('adds an id once and moves a playstyle that became playstyle+ out of the plain list', () => {
      const card = cardWith({ playstyles: [1, 2], playstylesPlus: [9] });
      expect(
        evolvedBy(card, { type: 'playstyles', value: 7 }, { type: 'playstyles', value: 2 }),
      ).toMatchObject({
        playstyles: [1, 2, 7],
      });
      expect(evolvedBy(card, { type: 'playstylesPlus', value: 1 })).toMatchObject({
        playstyles: [2],
        playstylesPlus: [9, 1],
      });
    });

    it('drops a role+ once its role++ (id + 100) is granted', () => {
      const card = cardWith({ rolesPlus: [5, 6] });
      expect(evolvedBy(card, { type: 'rolesPlusPlus', value: 105 })).toMatchObject({
        rolesPlus: [6],
        rolesPlusPlus: [105],
      });
    });

    it('never lists the primary position among the alternatives', () => {
      const card = cardWith({ position: POSITION.CM, alternativePositionIds: [POSITION.CDM] });
      expect(
        evolvedBy(
          card,
          { type: 'alternativePositionIds', value: POSITION.CM },
          { type: 'alternativePositionIds', value: POSITION.CAM },
        ).alternativePositionIds,
      ).toEqual([POSITION.CDM, POSITION.CAM]);
    });

    it('sets the rarity', () => {
      expect(evolvedBy(cardWith({ rarityEaId: 3 }), { type: 'rarityEaId', value: 116 }).rarityEaId).toBe(116);
    });
  });

  describe('order', () => {
    // Overall 83: +3 capped at 85 then +3 capped at 90 gives 85 then 88; the other way round 86 then 86.
    const toEightyFive = { type: 'overall', value: 3, maxValue: 85 } as const;
    const toNinety = { type: 'overall', value: 3, maxValue: 90 } as const;

    it('applies levels in order', () => {
      const card = cardWith({ overall: 83 });
      expect(applyEvolutions(card, [evolutionWith(1, [[toEightyFive], [toNinety]])]).overall).toBe(88);
      expect(applyEvolutions(card, [evolutionWith(1, [[toNinety], [toEightyFive]])]).overall).toBe(86);
    });

    it('applies evolutions in order', () => {
      const card = cardWith({ overall: 83 });
      const first = evolutionWith(1, [[toEightyFive]]);
      const second = evolutionWith(2, [[toNinety]]);
      expect(applyEvolutions(card, [first, second]).overall).toBe(88);
      expect(applyEvolutions(card, [second, first]).overall).toBe(86);
    });
  });

  describe('manual changes', () => {
    const evolution = evolutionWith(1, [[{ type: 'overall', value: 3 }]]);

    it('sets values after the evolutions, lowering included', () => {
      expect(applyEvolutions(cardWith({ overall: 80 }), [evolution], { overall: 70 }).overall).toBe(70);
    });

    it.each<[ManualChanges, Partial<Card>]>([
      [{ overall: 105 }, { overall: 99 }],
      [{ overall: 0 }, { overall: 1 }],
      [
        { weakFoot: 7, skillMoves: 0 },
        { weakFoot: 5, skillMoves: 1 },
      ],
      [{ attributeCurve: 120 }, { attributeCurve: 99 }],
      [{ faceDribbling: -4 }, { faceDribbling: 1 }],
    ])('clamps %o to %o', (changes, expected) => {
      expect(applyEvolutions(cardWith(), [], changes)).toMatchObject(expected);
    });

    it('raises the attributes behind a face stat set higher than the card shows', () => {
      // Pace 60 from 60s set to 70 needs Σ ≥ 6950: nine rounds give 6900, ten give 70/70 = 7000.
      expect(applyEvolutions(cardWith(), [], { facePace: 70 })).toMatchObject({
        facePace: 70,
        attributeAcceleration: 70,
        attributeSprintSpeed: 70,
      });
    });

    it('shows a face stat set lower as given and keeps the attributes', () => {
      expect(applyEvolutions(cardWith(), [], { facePace: 50 })).toMatchObject({
        facePace: 50,
        attributeAcceleration: 60,
        attributeSprintSpeed: 60,
      });
    });

    it('recomputes the face stat of an edited attribute, lowering included', () => {
      // Sprint 60 → 40: 45·60 + 55·40 = 4900 → 49.
      expect(applyEvolutions(cardWith(), [], { attributeSprintSpeed: 40 }).facePace).toBe(49);
    });

    it('ignores a rarity given as a string (spec section 5)', () => {
      const changes = { rarityEaId: '116' } as unknown as ManualChanges;
      expect(applyEvolutions(cardWith({ rarityEaId: 3 }), [], changes).rarityEaId).toBe(3);
    });

    it('removes a new primary position from the alternatives', () => {
      const card = cardWith({ position: POSITION.CM, alternativePositionIds: [POSITION.ST, POSITION.CAM] });
      expect(applyEvolutions(card, [], { position: POSITION.ST })).toMatchObject({
        position: POSITION.ST,
        alternativePositionIds: [POSITION.CAM],
      });
    });
  });

  describe('properties', () => {
    const evolutions = evolutionsArbitrary({ min: 0, max: 4 });
    const numericFields = ['overall', 'weakFoot', 'skillMoves', ...ATTRIBUTE_FIELDS] as const;

    it('never goes above a cap', () => {
      fc.assert(
        fc.property(cardArbitrary, evolutions, (card, evos) => {
          const evolved = applyEvolutions(card, evos);
          return (
            evolved.overall <= 99 &&
            evolved.weakFoot <= 5 &&
            evolved.skillMoves <= 5 &&
            ATTRIBUTE_FIELDS.every((f) => evolved[f] <= 99) &&
            ALL_FACE_STATS.every((f) => shownFaceStatValue(evolved, f) <= 99)
          );
        }),
        { numRuns: 300 },
      );
    });

    it('never lowers a value', () => {
      fc.assert(
        fc.property(cardArbitrary, evolutions, (card, evos) => {
          const evolved = applyEvolutions(card, evos);
          return (
            numericFields.every((f) => evolved[f] >= card[f]) &&
            ALL_FACE_STATS.every((f) => shownFaceStatValue(evolved, f) >= shownFaceStatValue(card, f))
          );
        }),
        { numRuns: 300 },
      );
    });

    it('leaves no playstyle in both lists, no superseded role+ and no primary position among alternatives', () => {
      const manual = fc.record(
        { playstyles: fc.array(fc.integer({ min: 0, max: 11 })), position: fc.constantFrom(0, 14, 25) },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(cardArbitrary, evolutions, manual, (card, evos, changes) => {
          const evolved = applyEvolutions(card, evos, changes);
          return (
            !evolved.playstyles.some((id) => evolved.playstylesPlus.includes(id)) &&
            !evolved.rolesPlus.some((id) => evolved.rolesPlusPlus.includes(id + 100)) &&
            !evolved.alternativePositionIds.includes(evolved.position)
          );
        }),
        { numRuns: 300 },
      );
    });

    it('does not change its input', () => {
      fc.assert(
        fc.property(cardArbitrary, evolutions, (card, evos) => {
          const before = structuredClone({ card, evos });
          applyEvolutions(card, evos, { overall: 50, playstyles: [1], attributeAgility: 99, facePace: 99 });
          expect({ card, evos }).toEqual(before);
        }),
        { numRuns: 100 },
      );
    });

    it('gives the same card evolved at once or one evolution at a time', () => {
      fc.assert(
        fc.property(cardArbitrary, evolutions, (card, evos) => {
          const normalized = applyEvolutions(card, []);
          const stepwise = evos.reduce(
            (current, evolution) => applyEvolutions(current, [evolution]),
            normalized,
          );
          expect(stepwise).toEqual(applyEvolutions(card, evos));
        }),
        { numRuns: 200 },
      );
    });

    it('keeps manual numbers within their edit bounds', () => {
      const value = fc.integer({ min: -20, max: 130 });
      const manual = fc.record(
        { overall: value, weakFoot: value, skillMoves: value, facePace: value, attributeStamina: value },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(cardArbitrary, evolutions, manual, (card, evos, changes) => {
          const evolved = applyEvolutions(card, evos, changes);
          const within = (v: number, max: number) => v >= 1 && v <= max;
          return (
            within(evolved.overall, 99) &&
            within(evolved.weakFoot, 5) &&
            within(evolved.skillMoves, 5) &&
            within(evolved.facePace, 99) &&
            within(evolved.attributeStamina, 99)
          );
        }),
        { numRuns: 200 },
      );
    });
  });
});
