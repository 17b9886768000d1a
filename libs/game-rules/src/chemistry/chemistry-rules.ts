import type { ChemistrySteps } from './chemistry.types.js';

// Thresholds as the spec writes them (first document, section 9 "Chemistry": club [2,2,3], league
// [3,2,3], nation [2,3,3]); the same numbers as published for FIFA 23 → FC 26: club 2/4/7, league 3/5/8,
// nation 2/5/8 (shared/data/chemistry-rules/rules.json, sources realsport101.com for FIFA 23 and
// utnice.com, futbuynow.com, fifauteam.com for FC 26).
export const CLUB_STEPS: ChemistrySteps = [2, 2, 3];
export const LEAGUE_STEPS: ChemistrySteps = [3, 2, 3];
export const NATION_STEPS: ChemistrySteps = [2, 3, 3];

/** Per-player cap and squad maximum (rules.json "perPlayerMax", "squadMax"). */
export const CHEMISTRY_MAX_PER_PLAYER = 3;
export const CHEMISTRY_MAX_PER_SQUAD = 33;
export const CHEMISTRY_FIELD_SLOTS = 11;

/**
 * How many counts each kind of card adds to its own tallies before any extra chemistry.
 * Icons: 2 toward nation, no club link, and (FC 24 onward) +1 to every league in the XI instead of their
 * own (rules.json "icon": theloadout.com and gamingintel.com for FC 24, si.com for FC 26).
 * Heroes: 2 toward league, 1 toward nation, no club link (rules.json "hero", si.com for FC 26).
 */
export const LINK_COUNTS = {
  PLAYER: { club: 1, league: 1, nation: 1 },
  ICON: { club: 0, league: 0, nation: 2 },
  HERO: { club: 0, league: 2, nation: 1 },
} as const;

/** Each in-position icon adds this to every league tally of the XI (gamingintel.com: two icons give +2). */
export const ICON_LEAGUE_BONUS = 1;

/** The manager counts once toward his league and his nation (rules.json "manager"). */
export const MANAGER_LINK_COUNT = 1;

/** Cumulative thresholds from steps: [2, 2, 3] → [2, 4, 7]. */
export const thresholdsFromSteps = (steps: ChemistrySteps): readonly [number, number, number] => [
  steps[0],
  steps[0] + steps[1],
  steps[0] + steps[1] + steps[2],
];
