import { SPECIAL_TEAM_EA_IDS, initialSquadBuilderState, type SquadBuilderState } from '@futgg/game-rules';
import { cardKey, localSquadStats, type CardInfo } from './cards';

const card = (eaId: number, clubEaId: number, leagueEaId: number): CardInfo => ({
  eaId,
  myEvoPlayerId: null,
  name: `Player ${eaId}`,
  overall: 90,
  // The keeper's slot: in position for a goalkeeper card.
  position: 0,
  alternativePositionIds: [],
  clubEaId,
  leagueEaId,
  nationEaId: 18,
  rarityEaId: 1,
  price: null,
});

/** A 4-4-2 holding one card, alone, in the keeper's slot. */
const keeperOnly = (info: CardInfo) => {
  const initial = initialSquadBuilderState();
  const state: SquadBuilderState = {
    ...initial,
    positions: initial.positions.map((position) =>
      position.group === 'FIELD' && position.positionIdx === 0
        ? { ...position, playerEaId: info.eaId }
        : position,
    ),
  };
  return localSquadStats(state, { [cardKey({ playerEaId: info.eaId, myEvoPlayerId: null })]: info });
};

describe('localSquadStats', () => {
  // A placed card carries no icon or hero flag: the browser reads them from club and league, as the
  // server does, or an icon alone would show 0 where the saved squad shows 3.
  it.each([
    ['an icon', card(1, SPECIAL_TEAM_EA_IDS.ICONS_CLUB, SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE), 3],
    ['a hero', card(2, SPECIAL_TEAM_EA_IDS.HEROES_CLUB, 13), 3],
    ['an ordinary player alone', card(3, 243, 53), 0],
  ])('gives %s in position the chemistry the rules give (%i)', (_, info, points) => {
    expect(keeperOnly(info).chemistry.perPlayer[0]).toBe(points);
  });
});
