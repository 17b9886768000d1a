import { chemistryKindOf, hasFullChemistryByRule, SPECIAL_TEAM_EA_IDS } from './special-cards.js';

describe(chemistryKindOf.name, () => {
  it.each([
    [
      { clubEaId: SPECIAL_TEAM_EA_IDS.ICONS_CLUB, leagueEaId: SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE },
      'icon',
      true,
    ],
    // A hero plays for the Heroes club in a real league (here the Premier League, 13).
    [{ clubEaId: SPECIAL_TEAM_EA_IDS.HEROES_CLUB, leagueEaId: 13 }, 'hero', true],
    [{ clubEaId: 10, leagueEaId: 13 }, 'player', false],
  ])('reads %j as %s (full chemistry: %s)', (card, kind, full) => {
    expect(chemistryKindOf(card)).toBe(kind);
    expect(hasFullChemistryByRule(card)).toBe(full);
  });
});
