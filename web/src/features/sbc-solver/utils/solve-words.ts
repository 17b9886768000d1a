import type { StartSbcSolveInput } from '@futgg/api-client';
import type {
  PriceKey,
  SBC_SOLVE_LIMITS,
  SBC_SOLVER_PREFERENCE_LIMITS,
  SbcChallengeAnswer,
  SbcSolverOptions,
  SbcSolveProgress,
  SbcSolvedSlot,
} from '@futgg/contracts';
import type { SbcRequirementsV1 } from '@futgg/game-rules';
import { formatCoins } from '../../../lib/format';
import { gapPercent } from '../../../lib/solver-jobs';

// Spelled here, not imported: a value from @futgg/contracts would bring zod into the browser's bundle.
// `satisfies` keeps each one equal to the contract's.

/** Seconds per solve (contracts' SBC_SOLVE_LIMITS.TIME_LIMIT). */
export const SOLVE_TIME_LIMIT = {
  DEFAULT: 2,
  MIN: 0.1,
  MAX: 10,
} as const satisfies (typeof SBC_SOLVE_LIMITS)['TIME_LIMIT'];

export type SbcSolveStatus = SbcChallengeAnswer['status'];
export type SbcAlternative = SbcChallengeAnswer['alternatives'][number];
export type SbcAlternativeLabel = SbcAlternative['label'];
export type TradeableCost = 'market' | 'discard';

export const ALTERNATIVE_LABELS = {
  'fewest-purchases': 'Fewest purchases',
  'keeps-valuable-cards': 'Keeps your most valuable cards',
} as const satisfies Record<SbcAlternativeLabel, string>;

export const PHASE_WORDS = {
  cheapest: 'Cheapest squad',
  'tie-break': 'Tie-break',
  alternatives: 'Alternatives',
  'marginal-costs': 'Marginal costs',
} as const satisfies Record<SbcSolveProgress['phase'], string>;

export const SOURCE_WORDS = {
  club: 'Club',
  duplicate: 'Duplicate',
  market: 'Market',
} as const satisfies Record<SbcSolvedSlot['source'], string>;

export const TRADEABLE_COST_WORDS = {
  market: 'Market value',
  discard: 'Discard value',
} as const satisfies Record<TradeableCost, string>;

/** The badge of an answer: what the solver proved about it. */
export const statusWords = (status: SbcSolveStatus, gap: number | null): string => {
  switch (status) {
    case 'optimal':
      return 'Proven cheapest';
    case 'feasible':
      return gap === null ? 'Best found, gap not proved' : `Best found, gap ${gapPercent(gap)}`;
    case 'infeasible':
      return 'Impossible';
    case 'unsolved':
      return 'No squad found in time';
    case 'cancelled':
      return 'Cancelled';
  }
};

/** What dropping a rule would save: coins, nothing, or not proved within the limit. */
export const savingWords = (saving: number | null, proved: boolean): string => {
  if (saving === null) return 'not proved in time';
  if (saving === 0) return 'nothing';
  return `${formatCoins(saving)} coins${proved ? '' : ' (not proved)'}`;
};

export const coinsWords = (coins: number | null | undefined): string =>
  coins === null || coins === undefined ? '—' : `${formatCoins(coins)} coins`;

/** The pool and limits a solve is asked with (the panel's options). */
export interface SbcSolveOptions {
  /** The caller's club; on by default for a signed-in caller. */
  club: boolean;
  market: boolean;
  tradeableCost: TradeableCost;
  priceKey: PriceKey;
  timeLimitSeconds: number;
  /** Never spend the players of the caller's squad flagged current. */
  keepActiveSquad: boolean;
  /** Cards the user excluded from an answer: never spent, whatever they cost. */
  excludedEaIds: readonly number[];
}

export const DEFAULT_SOLVE_OPTIONS: SbcSolveOptions = {
  club: true,
  market: true,
  tradeableCost: 'market',
  priceKey: 'console',
  timeLimitSeconds: SOLVE_TIME_LIMIT.DEFAULT,
  keepActiveSquad: false,
  excludedEaIds: [],
};

/** At most this many excluded players are kept (a stored list longer than this is cut): the account's. */
export const MAX_EXCLUDED = 500 satisfies (typeof SBC_SOLVER_PREFERENCE_LIMITS)['MAX_EXCLUDED'];

/** The options as the account keeps them (the contract's SbcSolverOptions). */
export const accountOptionsOf = (options: SbcSolveOptions): SbcSolverOptions => ({
  ...options,
  excludedEaIds: [...options.excludedEaIds],
});

export const sameSolveOptions = (a: SbcSolveOptions, b: SbcSolveOptions): boolean =>
  a.club === b.club &&
  a.market === b.market &&
  a.tradeableCost === b.tradeableCost &&
  a.priceKey === b.priceKey &&
  a.timeLimitSeconds === b.timeLimitSeconds &&
  a.keepActiveSquad === b.keepActiveSquad &&
  a.excludedEaIds.length === b.excludedEaIds.length &&
  a.excludedEaIds.every((id, index) => b.excludedEaIds[index] === id);

/**
 * Options read back from the browser's storage: each field as stored when it is one the solver takes,
 * else its default (a field of another version, or edited by hand, falls back alone).
 */
export const storedSolveOptionsOf = (value: unknown): SbcSolveOptions => {
  const stored = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof SbcSolveOptions, unknown>
  >;
  const flag = (name: 'club' | 'market' | 'keepActiveSquad') =>
    typeof stored[name] === 'boolean' ? stored[name] : DEFAULT_SOLVE_OPTIONS[name];
  const { timeLimitSeconds: seconds, excludedEaIds: excluded } = stored;
  return {
    club: flag('club'),
    market: flag('market'),
    tradeableCost: stored.tradeableCost === 'discard' ? 'discard' : 'market',
    priceKey: stored.priceKey === 'pc' ? 'pc' : 'console',
    timeLimitSeconds:
      typeof seconds === 'number' && seconds >= SOLVE_TIME_LIMIT.MIN && seconds <= SOLVE_TIME_LIMIT.MAX
        ? seconds
        : DEFAULT_SOLVE_OPTIONS.timeLimitSeconds,
    keepActiveSquad: flag('keepActiveSquad'),
    excludedEaIds: Array.isArray(excluded)
      ? [...new Set(excluded.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(
          0,
          MAX_EXCLUDED,
        )
      : [],
  };
};

/** The options with one more card excluded (once, however often it is asked). */
export const withExcluded = (options: SbcSolveOptions, eaId: number): SbcSolveOptions =>
  options.excludedEaIds.includes(eaId)
    ? options
    : { ...options, excludedEaIds: [...options.excludedEaIds, eaId] };

/** Excluding a card of an answer from the next solves. */
export interface ExcludeCard {
  excludedEaIds: readonly number[];
  exclude: (eaId: number) => void;
  /** While a solve runs, its options cannot change. */
  disabled: boolean;
}

/** A panel's Exclude: the card joins its options' excluded cards. */
export const excludeCardOf = (
  options: SbcSolveOptions,
  setOptions: (change: (current: SbcSolveOptions) => SbcSolveOptions) => void,
  isRunning: boolean,
): ExcludeCard => ({
  excludedEaIds: options.excludedEaIds,
  exclude: (eaId) => setOptions((current) => withExcluded(current, eaId)),
  disabled: isRunning,
});

/** The options with a card (or, without one, every card) allowed again. */
export const withAllowed = (options: SbcSolveOptions, eaId?: number): SbcSolveOptions => ({
  ...options,
  excludedEaIds: eaId === undefined ? [] : options.excludedEaIds.filter((id) => id !== eaId),
});

/**
 * The request for one challenge (cards kept in the squad locked) or for every challenge of a set. A card
 * both excluded and locked (excluded from an answer, then placed in the builder) is locked: the user
 * placed it after excluding it.
 */
export const solveRequestOf = (
  target: { sbcChallengeId: number } | { sbcSetId: number } | { requirements: SbcRequirementsV1 },
  options: SbcSolveOptions,
  gameYear: number,
  lockedEaIds: readonly number[] = [],
): StartSbcSolveInput => {
  const excludedEaIds = options.excludedEaIds.filter((eaId) => !lockedEaIds.includes(eaId));
  return {
    gameYear,
    ...target,
    pool: {
      club: options.club,
      market: options.market,
      tradeableCost: options.tradeableCost,
      priceKey: options.priceKey,
      ...(lockedEaIds.length > 0 ? { lockedEaIds: [...lockedEaIds] } : {}),
      ...(excludedEaIds.length > 0 ? { excludedEaIds } : {}),
      ...(options.keepActiveSquad ? { keepActiveSquad: true } : {}),
    },
    timeLimitSeconds: Math.min(
      SOLVE_TIME_LIMIT.MAX,
      Math.max(SOLVE_TIME_LIMIT.MIN, options.timeLimitSeconds),
    ),
  };
};
