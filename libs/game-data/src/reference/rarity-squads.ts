import type { RaritySquadRow } from '../game-data.types.js';
import { RARITY } from './rarities.js';

export interface RaritySquadSeed extends RaritySquadRow {
  rarityEaId: number;
  /** How many overall points a version of this squad adds to the base card, [min, max]. */
  boost: readonly [number, number];
  /** Share of its versions given away through SBCs or objectives instead of packs. */
  untradeableShare: number;
}

/** FC 26 early access opened on 19 September 2025; base cards, icons and heroes are dated then. */
export const GAME_RELEASE_DATE = '2025-09-19';

// FC 26's promo calendar as we remember its order (Sept 2025 → July 2026); dates are Fridays near the
// real releases, not EA's exact ones.
const PROMOS: readonly (readonly [string, number, string, readonly [number, number], number])[] = [
  ['Icons', RARITY.ICON, GAME_RELEASE_DATE, [0, 0], 0],
  ['Heroes', RARITY.HERO, GAME_RELEASE_DATE, [0, 0], 0],
  ['Moments', RARITY.MOMENTS, '2025-09-26', [3, 6], 0.6],
  ['Ones to Watch', RARITY.ONES_TO_WATCH, '2025-10-03', [1, 2], 0.2],
  ['UCL Road to the Knockouts', RARITY.ROAD_TO_THE_KNOCKOUTS, '2025-10-10', [2, 4], 0.2],
  ['Trailblazers', RARITY.TRAILBLAZERS, '2025-10-17', [2, 5], 0.25],
  ['Ultimate Scream', RARITY.ULTIMATE_SCREAM, '2025-10-31', [3, 6], 0.25],
  ['Showdown', RARITY.SHOWDOWN, '2025-11-07', [2, 3], 0.9],
  ['Thunderstruck', RARITY.THUNDERSTRUCK, '2025-11-14', [3, 6], 0.25],
  ['Centurions', RARITY.CENTURIONS, '2025-12-05', [3, 6], 0.25],
  ['Winter Wildcards', RARITY.WINTER_WILDCARDS, '2025-12-12', [3, 6], 0.3],
  ['Team of the Year', RARITY.TEAM_OF_THE_YEAR, '2026-01-16', [6, 9], 0.1],
  ['Future Stars', RARITY.FUTURE_STARS, '2026-01-30', [4, 8], 0.25],
  ['World Tour', RARITY.WORLD_TOUR, '2026-02-06', [3, 6], 0.3],
  ['Fantasy FC', RARITY.FANTASY_FC, '2026-02-13', [2, 5], 0.25],
  ['Cornerstones', RARITY.CORNERSTONES, '2026-02-27', [3, 6], 0.3],
  ['Knockout Royalty', RARITY.KNOCKOUT_ROYALTY, '2026-03-06', [3, 6], 0.3],
  ['FUT Birthday', RARITY.FUT_BIRTHDAY, '2026-03-13', [4, 7], 0.25],
  ['Unbreakables', RARITY.UNBREAKABLES, '2026-03-27', [4, 7], 0.3],
  ['Joga Bonito', RARITY.JOGA_BONITO, '2026-04-10', [4, 7], 0.3],
  ['Trophy Titans', RARITY.TROPHY_TITANS, '2026-04-24', [4, 8], 0.3],
  ['Team of the Season', RARITY.TEAM_OF_THE_SEASON, '2026-05-08', [6, 10], 0.15],
  ['Festival of Football', RARITY.FESTIVAL_OF_FOOTBALL, '2026-06-12', [6, 10], 0.3],
];

const TEAMS_OF_THE_WEEK = 40;
const FIRST_TOTW_DATE = Date.UTC(2025, 8, 24);
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Promos first (ids 1…), then Team of the Week 1–40 (weekly from 24 Sept 2025), then monthly POTMs. */
export const RARITY_SQUAD_SEEDS: readonly RaritySquadSeed[] = [
  ...PROMOS.map(([name, rarityEaId, releaseDate, boost, untradeableShare]) => ({
    name,
    rarityEaId,
    releaseDate,
    boost,
    untradeableShare,
  })),
  ...Array.from({ length: TEAMS_OF_THE_WEEK }, (_, week) => ({
    name: `Team of the Week ${week + 1}`,
    rarityEaId: RARITY.TEAM_OF_THE_WEEK,
    releaseDate: new Date(FIRST_TOTW_DATE + week * WEEK_MS).toISOString().slice(0, 10),
    boost: [1, 3] as const,
    untradeableShare: 0.1,
  })),
  ...[
    '2025-10-10',
    '2025-11-07',
    '2025-12-12',
    '2026-01-09',
    '2026-02-13',
    '2026-03-13',
    '2026-04-10',
    '2026-05-08',
  ].map((releaseDate, month) => ({
    name: `Player of the Month ${month + 1}`,
    rarityEaId: RARITY.PLAYER_OF_THE_MONTH,
    releaseDate,
    boost: [3, 5] as const,
    untradeableShare: 0.9,
  })),
].map((seed, index) => ({ id: index + 1, ...seed }));

export const raritySquadRows = (): RaritySquadRow[] =>
  RARITY_SQUAD_SEEDS.map(({ id, name, releaseDate }) => ({ id, name, releaseDate }));
