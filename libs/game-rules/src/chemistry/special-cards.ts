/**
 * EA's ids of the two special teams (the same in FC 24, 25 and 26): every icon plays for the Icons club in
 * the Icons league; every hero for the Heroes club, in the real league he is remembered for (which is
 * why heroes link by league and not by club: chemistry-rules.ts).
 */
export const SPECIAL_TEAM_EA_IDS = {
  ICONS_LEAGUE: 2118,
  ICONS_CLUB: 112658,
  HEROES_CLUB: 114605,
} as const;

export type ChemistryKind = 'icon' | 'hero' | 'player';

/** Whether a card links and scores as an icon, a hero or an ordinary player, from its club and league. */
export const chemistryKindOf = (card: { clubEaId: number; leagueEaId: number }): ChemistryKind => {
  if (
    card.leagueEaId === SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE ||
    card.clubEaId === SPECIAL_TEAM_EA_IDS.ICONS_CLUB
  )
    return 'icon';
  if (card.clubEaId === SPECIAL_TEAM_EA_IDS.HEROES_CLUB) return 'hero';
  return 'player';
};

/**
 * A player definition's `isFullChemistry`: icons and heroes earn 3 chemistry in position whatever their
 * links (spec, first document, section 9 "Chemistry"), so the evo lab and squad builder show them full.
 */
export const hasFullChemistryByRule = (card: { clubEaId: number; leagueEaId: number }): boolean =>
  chemistryKindOf(card) !== 'player';

/** A ChemistryCard's icon and hero markers, read from the card's club and league as the game does. */
export const specialCardMarkers = (card: {
  clubEaId: number;
  leagueEaId: number;
}): { isIcon: boolean; isHero: boolean } => {
  const kind = chemistryKindOf(card);
  return { isIcon: kind === 'icon', isHero: kind === 'hero' };
};
