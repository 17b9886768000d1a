import fc from 'fast-check';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { POSITION, POSITION_IDS, UNIQUE_POSITION } from '../constants/positions.js';
import {
  changeRarity,
  clampStat,
  setMainPosition,
  setStat,
  statBoundsOf,
  toggleAlternativePosition,
  togglePlaystyle,
  toggleRole,
  type ClampedStatField,
} from './edit-rules.js';
import { striker, validCardArbitrary } from './testing/card.fixture.js';

const { GK, CB, CDM, CM, CAM, RW, ST, LW, CF } = POSITION;
const CLAMPED_FIELDS: ClampedStatField[] = [
  'overall',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
  'weakFoot',
  'skillMoves',
];

describe('clampStat', () => {
  it.each<[number, ClampedStatField, number]>([
    [85, 'overall', 85],
    [0, 'overall', 1],
    [-5, 'facePace', 1],
    [100, 'attributeSprintSpeed', 99],
    [150, 'gkFaceDiving', 99],
    [99, 'overall', 99],
    [1, 'overall', 1],
    [84.4, 'overall', 84],
    [84.5, 'overall', 85],
    [Number.NaN, 'overall', 1],
    [Number.POSITIVE_INFINITY, 'overall', 99],
    [6, 'weakFoot', 5],
    [0, 'skillMoves', 1],
    [3, 'skillMoves', 3],
  ])('clamps %d for %s to %d', (value, field, clamped) => {
    expect(clampStat(value, field)).toBe(clamped);
  });

  it('clamps to 1..99 when no field is named', () => {
    expect(clampStat(120)).toBe(99);
    expect(clampStat(-3)).toBe(1);
  });

  it('always gives a whole number within the field bounds, and keeps one already within them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAMPED_FIELDS), fc.double(), (field, value) => {
        const { min, max } = statBoundsOf(field);
        const clamped = clampStat(value, field);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
        if (Number.isInteger(value) && value >= min && value <= max) expect(clamped).toBe(value);
      }),
    );
  });
});

describe('setStat', () => {
  it('sets the clamped value without touching the given card', () => {
    const card = striker();
    expect(setStat(card, 'facePace', 120).facePace).toBe(99);
    expect(setStat(card, 'weakFoot', 9).weakFoot).toBe(5);
    expect(card.facePace).toBe(80);
  });

  it('returns the same card when the value does not change', () => {
    const card = striker();
    expect(setStat(card, 'overall', 84)).toBe(card);
  });
});

describe('toggleAlternativePosition', () => {
  it.each<[string, number[], number, number[]]>([
    ['adds a new alternative', [CF], LW, [CF, LW]],
    ['adds up to three', [CF, LW], RW, [CF, LW, RW]],
    ['drops the oldest when a fourth is added', [CF, LW, RW], CAM, [LW, RW, CAM]],
    ['removes an alternative chosen again', [CF, LW, RW], LW, [CF, RW]],
    ['never adds the main position (ST)', [CF], ST, [CF]],
    ['removes the main position if a card carried it as an alternative', [CF, ST], ST, [CF]],
    ['ignores a formation slot id (RCB)', [CF], UNIQUE_POSITION.RCB, [CF]],
    ['ignores a position group id', [CF], 52, [CF]],
  ])('%s', (_label, alternatives, positionId, expected) => {
    expect(
      toggleAlternativePosition(striker({ alternativePositionIds: alternatives }), positionId)
        .alternativePositionIds,
    ).toStrictEqual(expected);
  });

  it('keeps at most 3 alternatives, never the main position', () => {
    fc.assert(
      fc.property(
        validCardArbitrary,
        fc.array(fc.constantFrom(...POSITION_IDS), { maxLength: 12 }),
        (card, ids) => {
          const edited = ids.reduce(toggleAlternativePosition, card);
          expect(edited.alternativePositionIds.length).toBeLessThanOrEqual(3);
          expect(edited.alternativePositionIds).not.toContain(edited.position);
          expect(new Set(edited.alternativePositionIds).size).toBe(edited.alternativePositionIds.length);
        },
      ),
    );
  });

  it('undoes itself when a new position is toggled twice on a card with room', () => {
    fc.assert(
      fc.property(validCardArbitrary, fc.constantFrom(...POSITION_IDS), (card, id) => {
        fc.pre(
          card.alternativePositionIds.length < 3 &&
            id !== card.position &&
            !card.alternativePositionIds.includes(id),
        );
        const twice = toggleAlternativePosition(toggleAlternativePosition(card, id), id);
        expect(twice.alternativePositionIds).toStrictEqual(card.alternativePositionIds);
      }),
    );
  });
});

describe('setMainPosition', () => {
  it('makes the position main and removes it from the alternatives', () => {
    const card = setMainPosition(striker({ alternativePositionIds: [CF, LW] }), CF);
    expect(card.position).toBe(CF);
    expect(card.alternativePositionIds).toStrictEqual([LW]);
  });

  it('keeps the other alternatives and does not add the old main position', () => {
    const card = setMainPosition(striker({ position: CM, alternativePositionIds: [CDM, CAM] }), CB);
    expect(card.position).toBe(CB);
    expect(card.alternativePositionIds).toStrictEqual([CDM, CAM]);
  });

  it('ignores an id that is not a card position', () => {
    const card = striker();
    expect(setMainPosition(card, UNIQUE_POSITION.LS)).toBe(card);
  });

  it('makes a goalkeeper of anyone', () => {
    expect(setMainPosition(striker(), GK).position).toBe(GK);
  });
});

describe('togglePlaystyle', () => {
  // Fixture: playstyles [0 Finesse Shot, 17 Rapid], playstyles+ [2 Power Shot].
  it.each<[string, number, boolean, number[], number[]]>([
    ['adds a playstyle', 19, false, [0, 17, 19], [2]],
    ['removes a playstyle chosen again', 17, false, [0], [2]],
    ['adds a playstyle+', 19, true, [0, 17], [2, 19]],
    ['removes a playstyle+ chosen again', 2, true, [0, 17], []],
    ['moves a playstyle to the plus list', 0, true, [17], [2, 0]],
    ['moves a playstyle+ to the plain list', 2, false, [0, 17, 2], []],
  ])('%s', (_label, id, plus, playstyles, playstylesPlus) => {
    const card = togglePlaystyle(striker(), id, plus);
    expect(card.playstyles).toStrictEqual(playstyles);
    expect(card.playstylesPlus).toStrictEqual(playstylesPlus);
  });

  it('drops the oldest playstyle+ when a fifth is chosen', () => {
    const card = togglePlaystyle(striker({ playstylesPlus: [2, 5, 17, 22] }), 24, true);
    expect(card.playstylesPlus).toStrictEqual([5, 17, 22, 24]);
  });

  it('keeps at most 4 playstyles+ and no id in both lists', () => {
    fc.assert(
      fc.property(
        validCardArbitrary,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 39 }), fc.boolean()), { maxLength: 15 }),
        (card, toggles) => {
          const edited = toggles.reduce((current, [id, plus]) => togglePlaystyle(current, id, plus), card);
          expect(edited.playstylesPlus.length).toBeLessThanOrEqual(4);
          expect(edited.playstyles.filter((id) => edited.playstylesPlus.includes(id))).toStrictEqual([]);
        },
      ),
    );
  });
});

describe('toggleRole', () => {
  // Fixture: role+ [42 ST Poacher], role++ [141 ST Advanced Forward].
  it.each<[string, number, boolean, number[], number[]]>([
    ['adds a role+', 43, false, [42, 43], [141]],
    ['removes a role+ chosen again', 42, false, [], [141]],
    ['adds a role++ as id + 100', 44, true, [42], [141, 144]],
    ['removes a role++ chosen again', 41, true, [42], []],
    ['accepts the role++ id itself', 141, true, [42], []],
    ['moves a role+ to role++', 42, true, [], [141, 142]],
    ['moves a role++ back to role+', 41, false, [42, 41], []],
  ])('%s', (_label, id, plusPlus, rolesPlus, rolesPlusPlus) => {
    const card = toggleRole(striker(), id, plusPlus);
    expect(card.rolesPlus).toStrictEqual(rolesPlus);
    expect(card.rolesPlusPlus).toStrictEqual(rolesPlusPlus);
  });

  it.each([0, 100, 200, 1.5, -1])('ignores the id %d, which is no role', (id) => {
    const card = striker();
    expect(toggleRole(card, id, false)).toBe(card);
    expect(toggleRole(card, id, true)).toBe(card);
  });

  it('never holds a role as both role+ and role++', () => {
    fc.assert(
      fc.property(
        validCardArbitrary,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 250 }), fc.boolean()), { maxLength: 15 }),
        (card, toggles) => {
          const edited = toggles.reduce((current, [id, plusPlus]) => toggleRole(current, id, plusPlus), card);
          expect(edited.rolesPlus.filter((id) => edited.rolesPlusPlus.includes(id + 100))).toStrictEqual([]);
          expect(edited.rolesPlus.every((id) => id < 100)).toBe(true);
          expect(edited.rolesPlusPlus.every((id) => id > 100)).toBe(true);
        },
      ),
    );
  });
});

describe('changeRarity', () => {
  it('sets a numeric rarity', () => {
    expect(changeRarity(striker(), 19).rarityEaId).toBe(19);
  });

  it.each<[string, unknown]>([
    ['a numeric string', '19'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['NaN', Number.NaN],
    ['an object', { eaId: 19 }],
  ])('ignores %s', (_label, value) => {
    const card: Card = striker();
    expect(changeRarity(card, value)).toBe(card);
  });
});
