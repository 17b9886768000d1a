import type { Squad } from '@futgg/contracts';
import { sbcSquadOf } from './sbc-check.service.js';

const card = (group: 'FIELD' | 'SUBSTITUTE', eaId: number, overall: number) => ({
  group,
  positionIdx: 0,
  eaId,
  myEvoPlayerId: null,
  name: `P${eaId}`,
  overall,
  position: 25,
  alternativePositionIds: [],
  clubEaId: 10 + eaId,
  leagueEaId: 13,
  nationEaId: 14,
  rarityEaId: 1,
  isIcon: false,
  isHero: false,
  isUntradeable: false,
  price: { console: null, pc: null },
});

describe(sbcSquadOf.name, () => {
  it('reads the starting XI only, the squad’s formation, its chemistry, and rating 0 until it is full', () => {
    const squad = {
      formationId: 'f433',
      rating: null,
      chemistry: { total: 7, perPlayer: [] },
      cards: [card('FIELD', 1, 80), card('SUBSTITUTE', 2, 90)],
    } as unknown as Squad;
    expect(sbcSquadOf(squad)).toEqual({
      formationId: 'f433',
      rating: 0,
      chemistry: 7,
      players: [{ eaId: 1, rating: 80, leagueEaId: 13, clubEaId: 11, nationEaId: 14, rarityEaId: 1 }],
    });
  });
});
