/** Points a player or a single link (club, league, nation) can earn. */
export type ChemistryPoints = 0 | 1 | 2 | 3;

/** Gaps between thresholds: [2, 2, 3] means 2, 4 and 7 players (spec, first document, section 9). */
export type ChemistrySteps = readonly [number, number, number];

/** What chemistry needs of a card (the spec's "player definition" fields, ARCHITECTURE.md names). */
export interface ChemistryCard {
  /** Primary position id (general id, GK 0 … LW 27). */
  position: number;
  alternativePositionIds: readonly number[];
  /** Women's cards carry their men's club's id, so both link through the club (rules.json "womenAndMen"). */
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  isIcon?: boolean;
  isHero?: boolean;
  isFullChemistry?: boolean;
  /** Extra counts this card adds to its own club / league / nation tally, on top of its normal 1. */
  extraClubChemistry?: number;
  extraLeagueChemistry?: number;
  extraNationChemistry?: number;
}

export interface ChemistrySlot {
  /** The position the slot stands for: a general id, or a side-specific slot id such as RCB 4. */
  position: number;
  card: ChemistryCard | null;
}

export interface ChemistryManager {
  leagueEaId: number;
  nationEaId: number;
}

export interface SquadChemistryInput {
  /** The starting XI only (at most 11): substitutes and reserves never count (rules.json "bench"). */
  slots: readonly ChemistrySlot[];
  manager: ChemistryManager | null;
}

export interface SquadChemistry {
  /** Aligned with `slots`; 0 for empty or out-of-position slots. */
  perPlayer: ChemistryPoints[];
  /** Sum of `perPlayer`, 0..33. */
  total: number;
}

/**
 * For the UI's chemistry view. Link points come from the card's own tallies before the cap of 3, so an
 * icon shows 0 club and 0 league points yet earns 3: icons, heroes and full-chemistry cards earn 3 by rule.
 */
export interface SquadChemistryBreakdown extends SquadChemistry {
  clubPoints: ChemistryPoints[];
  leaguePoints: ChemistryPoints[];
  nationPoints: ChemistryPoints[];
  isInPosition: boolean[];
}
