import { CAPS, SQUAD_DEFAULTS } from '../constants/game.js';
import { CHEMISTRY_MAX_PER_PLAYER } from '../chemistry/chemistry-rules.js';
import type { SquadRuleset } from './ruleset.types.js';

const FIELD_SLOTS = SQUAD_DEFAULTS.FIELD_SLOTS;

/** Every number a ruleset may hold is bounded by these (the contract's schema reads them). */
export const RULESET_LIMITS = {
  MAX_LIST_ITEMS: 200,
  MAX_ID: 2_147_483_647,
  FIELD_SLOTS,
  OVERALL: { min: 1, max: CAPS.OVERALL },
  SQUAD_RATING: { min: 1, max: CAPS.OVERALL },
  RATING_SUM: { min: FIELD_SLOTS, max: FIELD_SLOTS * CAPS.OVERALL },
  CHEMISTRY_TOTAL: { min: 0, max: FIELD_SLOTS * CHEMISTRY_MAX_PER_PLAYER },
  PLAYER_CHEMISTRY: { min: 0, max: CHEMISTRY_MAX_PER_PLAYER },
  /** Eleven starters and the largest bench (12): a count above this could never be reached. */
  PER_GROUP: { min: 1, max: FIELD_SLOTS + 12 },
  MAX_FORMATIONS: 40,
} as const;

/** The ruleset that allows every squad: what a new event starts with. */
export const openRuleset = (): SquadRuleset => ({
  leagues: [],
  excludedLeagues: [],
  nations: [],
  excludedNations: [],
  clubs: [],
  excludedClubs: [],
  rarities: [],
  excludedRarities: [],
  slotRatings: [],
  minOverall: null,
  maxOverall: null,
  minSquadRating: null,
  maxSquadRating: null,
  maxRatingSum: null,
  minChemistry: null,
  minPlayerChemistry: null,
  isUntradeableOnly: false,
  maxPerClub: null,
  maxPerLeague: null,
  maxPerNation: null,
  formations: [],
  scope: 'MATCHDAY',
});
