import { SaveSquadRequest } from '@futgg/contracts';
import { checkSlots } from './slot-rules.js';

// 4-4-2 (f442): 0 GK, 1 LB, 2 LCB, 3 RCB, 4 RB, 5 LM, 6 LCM, 7 RCM, 8 RM, 9 LS, 10 RS.
const request = (positions: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  SaveSquadRequest.parse({ formationId: 'f442', positions, ...extra });
type Entry = Record<string, unknown>;
const xi = (): Entry[] =>
  Array.from({ length: 11 }, (_, idx) => ({ group: 'FIELD', positionIdx: idx, playerEaId: 100 + idx }));

describe(checkSlots.name, () => {
  it('accepts a full XI, a bench and reserves within their sizes, and a field slot’s own position override', () => {
    const positions: Entry[] = [
      ...xi(),
      { group: 'SUBSTITUTE', positionIdx: 8, playerEaId: 200 },
      { group: 'RESERVE', positionIdx: 1, playerEaId: 201 },
      { group: 'SUBSTITUTE', positionIdx: 0, myEvoPlayerId: 7, playerEaId: 100 },
    ];
    positions[2] = { ...positions[2]!, positionOverride: 5 };
    positions[9] = { ...positions[9]!, positionOverride: 25 };
    expect(() => checkSlots(request(positions, { reserveCount: 2 }))).not.toThrow();
  });

  it.each([
    ['an entry without a card', { group: 'SUBSTITUTE', positionIdx: 0 }, {}, 'positions.11.playerEaId'],
    [
      'a field slot past 10',
      { group: 'FIELD', positionIdx: 11, playerEaId: 300 },
      {},
      'positions.11.positionIdx',
    ],
    [
      'a substitute past the bench',
      { group: 'SUBSTITUTE', positionIdx: 3, playerEaId: 300 },
      { substituteCount: 3 },
      'positions.11.positionIdx',
    ],
    [
      'a reserve with none allowed',
      { group: 'RESERVE', positionIdx: 0, playerEaId: 300 },
      {},
      'positions.11.positionIdx',
    ],
    [
      'a slot filled twice',
      { group: 'FIELD', positionIdx: 0, playerEaId: 300 },
      {},
      'positions.11.positionIdx',
    ],
    ['a card twice', { group: 'SUBSTITUTE', positionIdx: 0, playerEaId: 104 }, {}, 'positions.11.playerEaId'],
    [
      'an override off the field',
      { group: 'SUBSTITUTE', positionIdx: 0, playerEaId: 300, positionOverride: 25 },
      {},
      'positions.11.positionOverride',
    ],
  ])('refuses %s, naming the field', (_case, extraSlot, extra, field) => {
    expect(() => checkSlots(request([...xi(), extraSlot], extra))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', field }),
    );
  });

  it.each([
    // LCB is a CB slot (5): a striker's position (25) or the side-specific id (6) is not its position.
    [2, 25],
    [2, 6],
    [9, 26],
  ])('refuses a position override on field slot %i other than its general position (%i)', (idx, override) => {
    const positions = xi();
    positions[idx] = { ...positions[idx]!, positionOverride: override };
    expect(() => checkSlots(request(positions))).toThrow(
      expect.objectContaining({ field: `positions.${idx}.positionOverride` }),
    );
  });

  it('tells an evolved card from its base card, but not two uses of one saved player', () => {
    const positions = [...xi(), { group: 'SUBSTITUTE', positionIdx: 0, playerEaId: 100, myEvoPlayerId: 7 }];
    expect(() => checkSlots(request(positions))).not.toThrow();
    expect(() =>
      checkSlots(request([...positions, { group: 'SUBSTITUTE', positionIdx: 1, myEvoPlayerId: 7 }])),
    ).toThrow(expect.objectContaining({ field: 'positions.12.myEvoPlayerId' }));
  });
});
