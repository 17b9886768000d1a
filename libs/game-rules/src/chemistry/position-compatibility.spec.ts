import fc from 'fast-check';
import { POSITION, POSITION_IDS, UNIQUE_POSITION } from '../constants/positions.js';
import { POSITION_BONUS_VALUES, TEAM_BONUS_VALUES } from './legacy-link-values.js';
import { positionCompatibility, rankCardsForSlot } from './position-compatibility.js';

describe('positionCompatibility', () => {
  it.each([
    ['the same position', [POSITION.ST], POSITION.ST, 3],
    ['an alternative position', [POSITION.CM, POSITION.CDM], POSITION.CDM, 3],
    [
      'a side-specific slot standing for the card position (RCB is a CB)',
      [POSITION.CB],
      UNIQUE_POSITION.RCB,
      3,
    ],
    ['a close neighbour (ST in a CF slot)', [POSITION.ST], POSITION.CF, 2],
    ['a close neighbour on the flank (LB in an LWB slot)', [POSITION.LB], POSITION.LWB, 2],
    ['a further neighbour (CAM up front at ST)', [POSITION.CAM], POSITION.ST, 1],
    ['a further neighbour (CDM dropping to CB)', [POSITION.CDM], UNIQUE_POSITION.LCB, 1],
    ['no neighbour at all (ST in goal)', [POSITION.ST], POSITION.GK, 0],
    ['the opposite flank (LB at RB)', [POSITION.LB], POSITION.RB, 0],
  ] as const)('scores %s', (_case, cardPositions, slot, expected) => {
    expect(positionCompatibility(cardPositions, slot)).toBe(expected);
  });

  it('takes the best of the primary and alternative positions', () => {
    // CM alone at ST scores 0; with CAM listed it is a further neighbour (1); with CF a close one (2).
    expect(positionCompatibility([POSITION.CM], POSITION.ST)).toBe(0);
    expect(positionCompatibility([POSITION.CM, POSITION.CAM], POSITION.ST)).toBe(1);
    expect(positionCompatibility([POSITION.CM, POSITION.CAM, POSITION.CF], POSITION.ST)).toBe(2);
  });

  it('is symmetric between two single positions', () => {
    const position = fc.constantFrom(...POSITION_IDS);
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(positionCompatibility([a], b)).toBe(positionCompatibility([b], a));
      }),
    );
  });

  it('gives 3 exactly when the card lists the slot position', () => {
    const position = fc.constantFrom(...POSITION_IDS);
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 4 }), position, (ids, slot) => {
        expect(positionCompatibility(ids, slot) === 3).toBe(ids.includes(slot));
      }),
    );
  });

  it('keeps the old link-system values as named constants, outside chemistry points', () => {
    expect(POSITION_BONUS_VALUES).toEqual([0.5, 1.5, 2.5, 3]);
    expect(TEAM_BONUS_VALUES).toEqual([0.9, 2, 3, 3.5]);
  });
});

describe('rankCardsForSlot', () => {
  it('puts natural, then close, then further fits first and keeps input order on ties', () => {
    const winger = { name: 'winger', position: POSITION.LW, alternativePositionIds: [] };
    const striker = { name: 'striker', position: POSITION.ST, alternativePositionIds: [] };
    const forward = { name: 'forward', position: POSITION.CF, alternativePositionIds: [] };
    const keeper = { name: 'keeper', position: POSITION.GK, alternativePositionIds: [] };
    const secondStriker = { name: 'second', position: POSITION.RW, alternativePositionIds: [POSITION.ST] };
    const ranked = rankCardsForSlot([keeper, winger, forward, striker, secondStriker], UNIQUE_POSITION.LS);
    // LS is an ST slot: striker and second (alt ST) 3, forward (CF) 2, winger (LW) 1, keeper 0.
    expect(ranked.map(({ card, compatibility }) => [card.name, compatibility])).toEqual([
      ['striker', 3],
      ['second', 3],
      ['forward', 2],
      ['winger', 1],
      ['keeper', 0],
    ]);
  });
});
