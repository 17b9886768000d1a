// Business constants of the spec (first document, section 9; second document, section 9).

/** The game years the platform serves: every layer (contracts, web, seed) reads this one list. */
export const SUPPORTED_GAME_YEARS = [24, 25, 26] as const;
export const isSupportedGameYear = (year: number): boolean =>
  (SUPPORTED_GAME_YEARS as readonly number[]).includes(year);

export const GAME_YEAR = {
  DEFAULT: 26,
  DEFAULT_FOR_PRICES: 26,
  SAVED_EVOLUTION_PAYLOAD: 24,
  EDITION_SHORT: 8,
} as const;

export const CAPS = {
  OVERALL: 99,
  WEAK_FOOT: 5,
  SKILL_MOVES: 5,
  ATTRIBUTE: 99,
  /** Face-stat recomputation aims at most at this value (spec: "target capped at 98.5"). */
  FACE_STAT_TARGET: 98.5,
  /** Half-up rounding offset: a weighted sum s shows as floor(s + 0.501). */
  ROUNDING_OFFSET: 0.501,
  FACE_STAT_ITERATIONS: 500,
  MIN_STAT: 1,
} as const;

/** Quality ids 1..9: gold, silver, bronze, each rare / common / plain. */
export const QUALITY = {
  GOLD_RARE: 1,
  GOLD_COMMON: 2,
  GOLD: 3,
  SILVER_RARE: 4,
  SILVER_COMMON: 5,
  SILVER: 6,
  BRONZE_RARE: 7,
  BRONZE_COMMON: 8,
  BRONZE: 9,
} as const;
export type QualityId = (typeof QUALITY)[keyof typeof QUALITY];

export const GENDER = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

export const FOOT = { RIGHT: 1, LEFT: 2 } as const;
export type Foot = (typeof FOOT)[keyof typeof FOOT];

export const WORKRATE = { LOW: 1, MEDIUM: 2, HIGH: 3 } as const;
export type Workrate = (typeof WORKRATE)[keyof typeof WORKRATE];

export const ACCELERATE_TYPES = [
  'EXPLOSIVE',
  'MOSTLY_EXPLOSIVE',
  'CONTROLLED_EXPLOSIVE',
  'CONTROLLED',
  'CONTROLLED_LENGTHY',
  'MOSTLY_LENGTHY',
  'LENGTHY',
] as const;
export type AccelerateType = (typeof ACCELERATE_TYPES)[number];

/** Rarities every evolution may grant regardless of its own list (spec, section 9). */
export const ALWAYS_OFFERED_RARITY_IDS: readonly number[] = [19, 17];

export const EVO_LAB_SETTINGS_DEFAULTS = {
  applyUpgrades: true,
  checkEligibility: true,
  showPrice: true,
  hideUsedEvolutions: true,
  hideExpired: false,
  hideOwnEvolutions: false,
} as const;
export type EvoLabSettings = { -readonly [K in keyof typeof EVO_LAB_SETTINGS_DEFAULTS]: boolean };

export const SQUAD_DEFAULTS = {
  SUBSTITUTES: 9,
  RESERVES: 0,
  MAX_TACTICS: 4,
  TACTICS_SHOWN_PER_PLAYER: 3,
  FIELD_SLOTS: 11,
  /** A tactic is a full squad only with 12 entries (spec, section 5 "Other"). */
  FULL_TACTIC_ENTRIES: 12,
} as const;

export const TACTIC_DEFAULTS = {
  DEFENSIVE_APPROACH_ID: 10,
  BUILD_UP_STYLE_ID: 8,
  LINE_HEIGHT: 50,
} as const;

export const SORT_OPTIONS = {
  CREATED_DESC: '-createdAt',
  CREATED_ASC: 'createdAt',
  PRICE_DESC: '-price',
  PRICE_ASC: 'price',
} as const;
export const DEFAULT_LIST_SORT = SORT_OPTIONS.CREATED_DESC;
export const LIST_SEPARATOR = ',';

export const SEARCH = { MIN_CHARACTERS: 3, DEBOUNCE_MS: 200 } as const;
export const BATCH_LIMITS = { VOTES: 200, PRICES: 50 } as const;
/** The transfer market's highest price: no card can be listed above 15,000,000 coins. */
export const MARKET_MAX_PRICE = 15_000_000;
export const COMMENT_PAGE_SIZE = 20;
/** Rows per page of the player database (not shown in the spec: ours); the API's default page size. */
export const PLAYER_LIST_PAGE_SIZE = 50;

/** Cache times in seconds (second document, section 9). */
export const CACHE_SECONDS = {
  PRICES: 10,
  LISTS: 60,
  TOURNAMENTS: 3600,
  FIXTURES: 60,
  COLLECTIONS: 600,
  UPGRADE_HUB: 300,
  IDENTITY: 120,
  ENTITY_VOTES: 1,
} as const;
