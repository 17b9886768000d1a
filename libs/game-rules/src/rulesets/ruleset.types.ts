// A pro-competition event's squad ruleset and what a squad is checked with (spec, second document,
// section 7 "Pro competition"; docs/pro-competition.md). `null` or an empty list means "no rule".

/** Which cards the card rules and the per-club/league/nation counts read. */
export const RULESET_SCOPES = ['STARTING_XI', 'MATCHDAY'] as const;
export type RulesetScope = (typeof RULESET_SCOPES)[number];

/** A minimum and/or a maximum overall for one field slot (0 is the goalkeeper, as in the formation). */
export interface SlotRatingRule {
  positionIdx: number;
  min: number | null;
  max: number | null;
}

export interface SquadRuleset {
  /** Allowed ids (empty: any) and excluded ids, per card field. */
  leagues: number[];
  excludedLeagues: number[];
  nations: number[];
  excludedNations: number[];
  clubs: number[];
  excludedClubs: number[];
  rarities: number[];
  excludedRarities: number[];
  /** Per field slot, by slot index. */
  slotRatings: SlotRatingRule[];
  /** Every card in scope: its overall within these bounds. */
  minOverall: number | null;
  maxOverall: number | null;
  /** EA's squad rating of the starting XI (game-rules' squadRating). */
  minSquadRating: number | null;
  maxSquadRating: number | null;
  /** The sum of the starting XI's overalls. */
  maxRatingSum: number | null;
  /** The starting XI's chemistry total (0..33) and each field player's points (0..3). */
  minChemistry: number | null;
  minPlayerChemistry: number | null;
  isUntradeableOnly: boolean;
  maxPerClub: number | null;
  maxPerLeague: number | null;
  maxPerNation: number | null;
  /** Allowed formation ids (game-rules' FORMATIONS); empty: any. */
  formations: string[];
  scope: RulesetScope;
}

export type RulesetSlotGroup = 'FIELD' | 'SUBSTITUTE' | 'RESERVE';

/** A card standing in a slot, as the squads service answers it (contracts' SquadCard is a superset). */
export interface RulesetCard {
  group: RulesetSlotGroup;
  positionIdx: number;
  eaId: number;
  overall: number;
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  rarityEaId: number;
  isUntradeable: boolean;
}

/**
 * The squad as checked: its cards, and the chemistry and rating worked out by game-rules'
 * squadChemistry and squadRating (the caller passes them; they are not computed twice).
 */
export interface RulesetSquad {
  formationId: string;
  cards: readonly RulesetCard[];
  chemistry: { total: number; perPlayer: readonly { positionIdx: number; points: number }[] };
  /** Null until all 11 field slots hold a card. */
  rating: number | null;
}

export const RULESET_VIOLATION_CODES = [
  'INCOMPLETE_SQUAD',
  'FORMATION_NOT_ALLOWED',
  'LEAGUE_NOT_ALLOWED',
  'LEAGUE_EXCLUDED',
  'NATION_NOT_ALLOWED',
  'NATION_EXCLUDED',
  'CLUB_NOT_ALLOWED',
  'CLUB_EXCLUDED',
  'RARITY_NOT_ALLOWED',
  'RARITY_EXCLUDED',
  'NOT_UNTRADEABLE',
  'OVERALL_BELOW_MINIMUM',
  'OVERALL_ABOVE_CAP',
  'RATING_BELOW_SLOT_MINIMUM',
  'RATING_ABOVE_SLOT_CAP',
  'TOO_MANY_FROM_CLUB',
  'TOO_MANY_FROM_LEAGUE',
  'TOO_MANY_FROM_NATION',
  'RATING_SUM_ABOVE_CAP',
  'SQUAD_RATING_BELOW_MINIMUM',
  'SQUAD_RATING_ABOVE_CAP',
  'CHEMISTRY_BELOW_MINIMUM',
  'PLAYER_CHEMISTRY_BELOW_MINIMUM',
] as const;
export type RulesetViolationCode = (typeof RULESET_VIOLATION_CODES)[number];

/**
 * One broken rule. A card's violation names its slot (`group`, `positionIdx`) and card (`eaId`); `limit`
 * is the ruleset's number and `actual` the squad's (for a list rule, `actual` is the card's id in that
 * list: its league, nation, club or rarity). A count names the club, league or nation in `entityEaId`.
 */
export interface RulesetViolation {
  code: RulesetViolationCode;
  message: string;
  group?: RulesetSlotGroup;
  positionIdx?: number;
  eaId?: number;
  entityEaId?: number;
  limit?: number;
  actual?: number;
}
