import { z } from 'zod';
import { GAME_YEAR } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import {
  QUALITY_TIERS,
  QualityTier,
  SBC_COUNT_SCOPES,
  SBC_GROUP_SCOPES,
  SbcRequirements,
} from '../content/sbc.schemas.js';
import { PriceKey } from '../pricing/pricing.schemas.js';

// The SBC solver (docs/sbc-solver.md): the cheapest squad for a challenge (or every challenge of a set, or
// custom requirements) from the caller's club and the market, proved optimal by HiGHS or with its gap.

const int = z.number().int();
const eaId = int.positive().max(2_147_483_647);

export const SBC_SOLVE_LIMITS = {
  /** Seconds each solve may take (the cheapest squad, then each alternative and each marginal cost). */
  TIME_LIMIT: { DEFAULT: 2, MIN: 0.1, MAX: 10 },
  MAX_LOCKED: 11,
  MAX_EXCLUDED: 1_000,
  MAX_DUPLICATES: 500,
  /** A finished job, and a cached answer, are kept this long. */
  KEEP_SECONDS: 3_600,
} as const;

/** What an owned tradeable card costs to spend: its market price, or the coins a discard (quick sell) gives. */
export const SBC_TRADEABLE_COSTS = ['market', 'discard'] as const;

export const SbcSolvePool = z
  .object({
    /** The caller's club (untradeable cards cost nothing but are spent). */
    club: z.boolean().default(true),
    /** Cards bought at current prices. */
    market: z.boolean().default(true),
    tradeableCost: z.enum(SBC_TRADEABLE_COSTS).default('market'),
    priceKey: PriceKey.default('console'),
    /** Cards the squad must hold (from the club, or bought). */
    lockedEaIds: z.array(eaId).max(SBC_SOLVE_LIMITS.MAX_LOCKED).default([]),
    /** Cards never to use. */
    excludedEaIds: z.array(eaId).max(SBC_SOLVE_LIMITS.MAX_EXCLUDED).default([]),
    /** Never spend the players of the caller's current squad (the squad flagged current). */
    keepActiveSquad: z.boolean().default(false),
    /**
     * Cards the caller holds as duplicates (the game keeps them out of the club): spent before anything
     * else of the same cost. Each costs what a club card of its tradeability costs.
     */
    duplicates: z
      .array(z.object({ eaId, isUntradeable: z.boolean().default(true) }).strict())
      .max(SBC_SOLVE_LIMITS.MAX_DUPLICATES)
      .default([]),
  })
  .strict();
export type SbcSolvePool = z.infer<typeof SbcSolvePool>;

export const SbcSolveRequest = z
  .object({
    gameYear: GameYear.default(GAME_YEAR.DEFAULT),
    /** Exactly one of the three. */
    sbcChallengeId: int.positive().optional(),
    /** Every challenge of the set, from one pool, no card used twice. */
    sbcSetId: int.positive().optional(),
    requirements: SbcRequirements.optional(),
    pool: SbcSolvePool.default({
      club: true,
      market: true,
      tradeableCost: 'market',
      priceKey: 'console',
      lockedEaIds: [],
      excludedEaIds: [],
      keepActiveSquad: false,
      duplicates: [],
    }),
    timeLimitSeconds: z
      .number()
      .min(SBC_SOLVE_LIMITS.TIME_LIMIT.MIN)
      .max(SBC_SOLVE_LIMITS.TIME_LIMIT.MAX)
      .default(SBC_SOLVE_LIMITS.TIME_LIMIT.DEFAULT),
    /** The two labelled alternatives (fewest purchases; keeps the most valuable cards). */
    alternatives: z.boolean().default(true),
    /** What dropping each requirement would save. */
    marginalCosts: z.boolean().default(true),
  })
  .strict()
  .superRefine((request, context) => {
    const given = [request.sbcChallengeId, request.sbcSetId, request.requirements].filter(
      (value) => value !== undefined,
    ).length;
    if (given !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['sbcChallengeId'],
        message: 'give exactly one of sbcChallengeId, sbcSetId and requirements',
      });
    }
    if (!request.pool.club && !request.pool.market) {
      context.addIssue({ code: 'custom', path: ['pool'], message: 'use the club, the market or both' });
    }
    const locked = new Set(request.pool.lockedEaIds);
    if (locked.size !== request.pool.lockedEaIds.length) {
      context.addIssue({ code: 'custom', path: ['pool', 'lockedEaIds'], message: 'a card locked twice' });
    }
    if (request.pool.excludedEaIds.some((id) => locked.has(id))) {
      context.addIssue({
        code: 'custom',
        path: ['pool', 'excludedEaIds'],
        message: 'a card both locked and excluded',
      });
    }
    if (request.sbcSetId !== undefined && locked.size > 0) {
      context.addIssue({
        code: 'custom',
        path: ['pool', 'lockedEaIds'],
        message: 'locked cards apply to one challenge, not a set',
      });
    }
  });
export type SbcSolveRequest = z.infer<typeof SbcSolveRequest>;

export const SbcSolveJobRequest = z.object({ jobId: z.uuid() }).strict();
export type SbcSolveJobRequest = z.infer<typeof SbcSolveJobRequest>;

export const SbcSolveJobCreated = z.object({ jobId: z.string() });
export type SbcSolveJobCreated = z.infer<typeof SbcSolveJobCreated>;

export const SBC_SOLVE_JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'cancelled'] as const;
/** The solves a job runs, in order, per challenge. */
export const SBC_SOLVE_PHASES = ['cheapest', 'tie-break', 'alternatives', 'marginal-costs'] as const;


/** Where a card of the answer comes from. */
export const SBC_CARD_SOURCES = ['club', 'duplicate', 'market'] as const;

export const SbcSolvedSlot = z.object({
  slotIndex: int,
  /** The slot's unique position id in the formation (side-specific: LCB, RM, …). */
  position: int,
  eaId: int,
  overall: int,
  leagueEaId: int,
  clubEaId: int,
  nationEaId: int,
  rarityEaId: int,
  source: z.enum(SBC_CARD_SOURCES),
  isUntradeable: z.boolean(),
  isLocked: z.boolean(),
  /** Coins the card costs: its price bought, 0 untradeable, its market or discard value if owned tradeable. */
  cost: int,
  /** Whether the card plays its slot in position (only such cards earn and give chemistry). */
  inPosition: z.boolean(),
  /** The card's chemistry in the squad (0 to 3). */
  chemistry: int,
});
export type SbcSolvedSlot = z.infer<typeof SbcSolvedSlot>;

/** A squad of the answer, as the squad builder opens it (formation and field slots in slot order). */
export const SbcSolvedSquad = z.object({
  formationId: z.string(),
  slots: z.array(SbcSolvedSlot),
  /** Recomputed by game-rules on the answer, never taken from the model. */
  chemistry: int,
  rating: int,
  cost: int,
  purchases: int,
  /** The market value of the owned cards the squad spends. */
  ownedValueSpent: int,
});
export type SbcSolvedSquad = z.infer<typeof SbcSolvedSquad>;

export const SBC_SOLVE_STATUSES = ['optimal', 'feasible', 'infeasible', 'unsolved', 'cancelled'] as const;

export const SbcRuleRef = z.object({
  index: int,
  type: z.string(),
  /** The rule in words, as the challenge page shows it. */
  message: z.string(),
});
export type SbcRuleRef = z.infer<typeof SbcRuleRef>;

export const SbcAlternative = z.object({
  /** fewest-purchases: fewest cards bought, then cheapest; keeps-valuable-cards: spends the least owned value. */
  label: z.enum(['fewest-purchases', 'keeps-valuable-cards']),
  status: z.enum(SBC_SOLVE_STATUSES),
  squad: SbcSolvedSquad.nullable(),
  gap: z.number().nullable(),
});
export type SbcAlternative = z.infer<typeof SbcAlternative>;

export const SbcMarginalCost = SbcRuleRef.extend({
  /** Coins dropping the rule saves (0 when it costs nothing); null when not proved within the limit. */
  saving: int.nullable(),
  /** Whether both costs behind the saving were proved optimal. */
  proved: z.boolean(),
});
export type SbcMarginalCost = z.infer<typeof SbcMarginalCost>;

export const SbcChallengeAnswer = z.object({
  /** null for custom requirements. */
  sbcChallengeId: int.nullable(),
  name: z.string(),
  /**
   * optimal: the cheapest squad, proved; feasible: a squad, with its gap; infeasible: proved that none
   * exists (infeasibleRules names the rules that cannot be met together); unsolved: none found in time.
   */
  status: z.enum(SBC_SOLVE_STATUSES),
  squad: SbcSolvedSquad.nullable(),
  cost: int.nullable(),
  /** The proved lower bound on any squad's cost; equal to cost when optimal. */
  bound: z.number().nullable(),
  /** (cost − bound) / max(1, cost); 0 when proved optimal. */
  gap: z.number().nullable(),
  /** The answer checked again by game-rules' SBC checker: every rule passes. */
  check: z.object({ passed: z.boolean(), violations: z.array(z.string()) }).nullable(),
  infeasibleRules: z.array(SbcRuleRef),
  alternatives: z.array(SbcAlternative),
  marginalCosts: z.array(SbcMarginalCost),
  seconds: z.number(),
});
export type SbcChallengeAnswer = z.infer<typeof SbcChallengeAnswer>;

export const SbcSolveProgress = z.object({
  phase: z.enum(SBC_SOLVE_PHASES),
  /** Which challenge of the job (0-based) and how many it has (1 unless a set). */
  challengeIndex: int,
  challengeCount: int,
  elapsedSeconds: z.number(),
  /** The current solve's best coin cost so far and the bound proved. */
  incumbent: z.number().nullable(),
  bound: z.number().nullable(),
  /**
   * The challenges answered so far, each as the result will hold it: a challenge's answer appears as soon
   * as its cheapest squad is settled (a set's earlier challenges are complete), its tie-break, alternatives
   * and requirement costs fill in as their solves end. The result, once the job completes, is the answer.
   */
  answers: z.array(SbcChallengeAnswer),
});
export type SbcSolveProgress = z.infer<typeof SbcSolveProgress>;

export const SbcSolveResult = z.object({
  status: z.enum(SBC_SOLVE_STATUSES),
  /** Whether the answer was read from the cache (same requirements, club version and prices version). */
  cached: z.boolean(),
  priceKey: PriceKey,
  challenges: z.array(SbcChallengeAnswer),
  /** The set's total (every challenge's cost); null unless every challenge has a squad. */
  totalCost: int.nullable(),
  pool: z.object({ club: int, market: int, candidates: int }),
  seconds: z.number(),
});
export type SbcSolveResult = z.infer<typeof SbcSolveResult>;

export const SbcSolveJob = z.object({
  jobId: z.string(),
  state: z.enum(SBC_SOLVE_JOB_STATES),
  progress: SbcSolveProgress.nullable(),
  result: SbcSolveResult.nullable(),
  error: z.string().nullable(),
});
export type SbcSolveJob = z.infer<typeof SbcSolveJob>;

// The solver's preferences, kept in the caller's account (docs/sbc-solver.md "Preferences"): the options
// every solver panel starts from and the own-requirements form as typed, so they follow the user from one
// device to the next. Each part is replaced whole by an update; a part not sent is left as it is.

export const SBC_SOLVER_PREFERENCE_LIMITS = {
  /** Players excluded from every solve (a request takes more: MAX_EXCLUDED above). */
  MAX_EXCLUDED: 500,
  /** A field of the form as typed: a number being typed, not prose. */
  MAX_FIELD_LENGTH: 8,
  MAX_FORMATIONS: 40,
  MAX_ROWS: 50,
  MAX_ROW_IDS: 200,
} as const;

/** The pool options the panels start from: a solve request's, less what belongs to one challenge. */
export const SbcSolverOptions = z
  .object({
    club: z.boolean(),
    market: z.boolean(),
    tradeableCost: z.enum(SBC_TRADEABLE_COSTS),
    priceKey: PriceKey,
    timeLimitSeconds: z.number().min(SBC_SOLVE_LIMITS.TIME_LIMIT.MIN).max(SBC_SOLVE_LIMITS.TIME_LIMIT.MAX),
    keepActiveSquad: z.boolean(),
    excludedEaIds: z
      .array(eaId)
      .max(SBC_SOLVER_PREFERENCE_LIMITS.MAX_EXCLUDED)
      .refine((ids) => new Set(ids).size === ids.length, 'a player excluded twice'),
  })
  .strict();
export type SbcSolverOptions = z.infer<typeof SbcSolverOptions>;

export const SBC_SOLVER_DEFAULT_OPTIONS: SbcSolverOptions = {
  club: true,
  market: true,
  tradeableCost: 'market',
  priceKey: 'console',
  timeLimitSeconds: SBC_SOLVE_LIMITS.TIME_LIMIT.DEFAULT,
  keepActiveSquad: false,
  excludedEaIds: [],
};

const typed = z.string().max(SBC_SOLVER_PREFERENCE_LIMITS.MAX_FIELD_LENGTH);
const typedBounds = { min: typed, max: typed };

/** One row of the own-requirements form: "players from these …" or "the same / different …". */
export const SbcRequirementsDraftRow = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('count'),
      scope: z.enum(SBC_COUNT_SCOPES),
      ids: z.array(int.positive()).max(SBC_SOLVER_PREFERENCE_LIMITS.MAX_ROW_IDS),
      tiers: z.array(QualityTier).max(QUALITY_TIERS.length),
      ...typedBounds,
    })
    .strict(),
  z
    .object({ kind: z.enum(['same', 'different']), scope: z.enum(SBC_GROUP_SCOPES), ...typedBounds })
    .strict(),
]);
export type SbcRequirementsDraftRow = z.infer<typeof SbcRequirementsDraftRow>;

/** The own-requirements form as typed (a half-typed number is kept), not yet the rules it makes. */
export const SbcRequirementsDraft = z
  .object({
    rating: typed,
    chemistry: typed,
    formationIds: z.array(z.string().min(1).max(16)).max(SBC_SOLVER_PREFERENCE_LIMITS.MAX_FORMATIONS),
    ratedValue: typed,
    ratedCount: typed,
    rows: z.array(SbcRequirementsDraftRow).max(SBC_SOLVER_PREFERENCE_LIMITS.MAX_ROWS),
  })
  .strict();
export type SbcRequirementsDraft = z.infer<typeof SbcRequirementsDraft>;

export const SbcSolverPreferences = z.object({
  options: SbcSolverOptions,
  /** null until the user types into the form. */
  customRequirements: SbcRequirementsDraft.nullable(),
  /** When the account last took a change; null for an account that never saved any (the defaults). */
  updatedAt: z.string().nullable(),
});
export type SbcSolverPreferences = z.infer<typeof SbcSolverPreferences>;

export const UpdateSbcSolverPreferences = z
  .object({
    options: SbcSolverOptions.optional(),
    /** null empties the form. */
    customRequirements: SbcRequirementsDraft.nullable().optional(),
  })
  .strict()
  .refine((update) => update.options !== undefined || update.customRequirements !== undefined, {
    message: 'send options, customRequirements or both',
  });
export type UpdateSbcSolverPreferences = z.infer<typeof UpdateSbcSolverPreferences>;
