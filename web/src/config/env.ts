import { GAME_YEAR, isSupportedGameYear } from '@futgg/game-rules';

export const DEFAULT_GAME_YEAR = GAME_YEAR.DEFAULT;

export const parseGameYear = (segment: string | undefined): number | null => {
  const year = Number(segment);
  return isSupportedGameYear(year) ? year : null;
};

export const routes = {
  playerDatabase: (gameYear: number, query = '') => `/${gameYear}/players/${query ? `?${query}` : ''}`,
  player: (gameYear: number, eaId: number) => `/${gameYear}/players/${eaId}/`,
  marketMovers: (gameYear: number, query = '') => `/${gameYear}/market-movers/${query ? `?${query}` : ''}`,
  /** `eaId=…` opens a card, `path=…` a stored path, `mode=compare|my-evolutions` a screen (features/evo-lab). */
  evoLab: (query = '') => `/evo-lab/${query ? `?${query}` : ''}`,
  evolutions: (query = '') => `/evolutions/${query ? `?${query}` : ''}`,
  evolution: (id: number, query = '') => `/evolutions/${id}/${query ? `?${query}` : ''}`,
  myClub: (query = '') => `/my-club/${query ? `?${query}` : ''}`,
  evolutionPlanner: (query = '') => `/evo-lab/planner/${query ? `?${query}` : ''}`,
  squadBuilder: (gameYear: number, uuid: string) => `/${gameYear}/squad-builder/${uuid}/edit/`,
  /** The reader's saved squads. */
  mySquads: (gameYear: number) => `/${gameYear}/squad-builder/`,
  account: () => '/account/',
  /** The content pages (docs/content-web.md). */
  sbc: (query = '') => `/sbc/${query ? `?${query}` : ''}`,
  sbcSet: (id: number) => `/sbc/${id}/`,
  objectives: (query = '') => `/objectives/${query ? `?${query}` : ''}`,
  objectiveGroup: (slug: string) => `/objectives/${slug}/`,
  feed: (date?: string) => `/feed/${date ? `?date=${date}` : ''}`,
  liveScores: () => '/live/',
  tournament: (slug: string, query = '') => `/live/${slug}/${query ? `?${query}` : ''}`,
  fixture: (id: number) => `/live/fixtures/${id}/`,
  participant: (slug: string, id: number) => `/live/${slug}/participants/${id}/`,
  upgradeHub: (query = '') => `/upgrade-hub/${query ? `?${query}` : ''}`,
  collections: () => '/collections/',
  collection: (slug: string) => `/collections/${slug}/`,
} as const;

/** Desktop from this width up (spec, first document, section 2). Keep in step with styles' @media. */
export const DESKTOP_BREAKPOINT_PX = 1281;

/**
 * The player database's filters sit beside the table from this width (a 1280 px laptop has room for
 * both), and fold behind a button below it. Keep in step with player-filters.css's @media.
 */
export const FILTER_SIDEBAR_MIN_PX = 1200;

/** localStorage keys of the squad builder's unsaved squads, tactics and settings start with this. */
export const SQUAD_STORAGE_PREFIX = 'futgg:squad-builder:';

/** The localStorage key of the SBC list's own-requirements form (docs/sbc-solver-web.md). */
export const SBC_CUSTOM_REQUIREMENTS_KEY = 'futgg:sbc-solver:custom-requirements';

/** The localStorage key of the SBC solver's options, excluded players included (docs/sbc-solver-web.md). */
export const SBC_SOLVE_OPTIONS_KEY = 'futgg:sbc-solver:options';
