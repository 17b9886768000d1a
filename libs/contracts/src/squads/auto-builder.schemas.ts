import { z } from 'zod';
import { FORMATIONS } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { PriceKey } from '../pricing/pricing.schemas.js';
import { ProCompetitionProduct } from './pro-competition.schemas.js';

const int = z.number().int();
const rating = int.min(1).max(99);
const ids = z.array(int.min(0)).min(1).max(500);

/** The auto-builder's goals, each a sequence of lexicographic stages (docs/auto-builder.md). */
export const AUTO_BUILD_GOALS = ['chemistry', 'rating', 'price'] as const;
export const AUTO_BUILD_STAGES = ['chemistry', 'rating', 'price'] as const;
/** Seconds each stage may take: 2 by default, 10 at most (a job runs 1 to 3 stages). */
export const AUTO_BUILD_TIME_LIMIT = { DEFAULT: 2, MIN: 0.1, MAX: 10 } as const;

/** A ruleset as inline constraints: card filters, squad rating bounds, a chemistry minimum. */
export const AutoBuildConstraints = z
  .object({
    leagueEaIds: ids.optional(),
    nationEaIds: ids.optional(),
    clubEaIds: ids.optional(),
    rarityEaIds: ids.optional(),
    minCardRating: rating.optional(),
    maxCardRating: rating.optional(),
    minSquadRating: rating.optional(),
    maxSquadRating: rating.optional(),
    minChemistry: int.min(0).max(33).optional(),
  })
  .strict();
export type AutoBuildConstraints = z.infer<typeof AutoBuildConstraints>;

export const AutoBuildLock = z.object({ slotIndex: int.min(0).max(10), eaId: int.positive() }).strict();

export const AutoBuildRequest = z
  .object({
    gameYear: GameYear,
    formationId: z
      .string()
      .refine((id) => FORMATIONS.some((formation) => formation.id === id), { message: 'unknown formation' }),
    /** Let the builder choose the formation too (locked cards then play any slot they are in position in). */
    freeFormation: z.boolean().default(false),
    locked: z.array(AutoBuildLock).max(11).default([]),
    manager: z
      .object({ leagueEaId: int.min(0), nationEaId: int.min(0) })
      .strict()
      .nullable()
      .default(null),
    goal: z.enum(AUTO_BUILD_GOALS).default('chemistry'),
    /** Coins the added cards may cost together. */
    budget: int.min(0).optional(),
    /** Only cards of the caller's club (untradeable ones cost nothing). */
    clubOnly: z.boolean().default(false),
    priceKey: PriceKey.default('console'),
    constraints: AutoBuildConstraints.default({}),
    /**
     * A pro-competition event whose ruleset every answer must pass, on top of `constraints` (the event's
     * card filters, formations, rating and chemistry rules, per-club/league/nation caps; docs/auto-builder.md
     * "Within an event's ruleset").
     */
    event: z.object({ product: ProCompetitionProduct, guid: z.string().uuid() }).strict().optional(),
    timeLimitSeconds: z
      .number()
      .min(AUTO_BUILD_TIME_LIMIT.MIN)
      .max(AUTO_BUILD_TIME_LIMIT.MAX)
      .default(AUTO_BUILD_TIME_LIMIT.DEFAULT),
  })
  .strict()
  .superRefine((request, context) => {
    const slots = request.locked.map((lock) => lock.slotIndex);
    if (new Set(slots).size !== slots.length) {
      context.addIssue({ code: 'custom', path: ['locked'], message: 'two locked players in one slot' });
    }
    const eaIds = request.locked.map((lock) => lock.eaId);
    if (new Set(eaIds).size !== eaIds.length) {
      context.addIssue({ code: 'custom', path: ['locked'], message: 'a card locked twice' });
    }
    const { minSquadRating, maxSquadRating, minCardRating, maxCardRating } = request.constraints;
    if (minSquadRating !== undefined && maxSquadRating !== undefined && minSquadRating > maxSquadRating) {
      context.addIssue({
        code: 'custom',
        path: ['constraints', 'maxSquadRating'],
        message: 'below minSquadRating',
      });
    }
    if (minCardRating !== undefined && maxCardRating !== undefined && minCardRating > maxCardRating) {
      context.addIssue({
        code: 'custom',
        path: ['constraints', 'maxCardRating'],
        message: 'below minCardRating',
      });
    }
  });
export type AutoBuildRequest = z.infer<typeof AutoBuildRequest>;

export const AutoBuildJobRequest = z.object({ jobId: z.string().uuid() }).strict();
export type AutoBuildJobRequest = z.infer<typeof AutoBuildJobRequest>;

export const AutoBuildJobCreated = z.object({ jobId: z.string() });
export type AutoBuildJobCreated = z.infer<typeof AutoBuildJobCreated>;

export const AUTO_BUILD_JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'cancelled'] as const;
export const AUTO_BUILD_STAGE_STATUSES = [
  'optimal',
  'time-limit',
  'interrupted',
  'infeasible',
  'error',
] as const;

export const AutoBuildProgress = z.object({
  stage: z.enum(AUTO_BUILD_STAGES),
  stageIndex: int,
  stageCount: int,
  elapsedSeconds: z.number(),
  incumbent: z.number().nullable(),
  bound: z.number().nullable(),
});
export type AutoBuildProgress = z.infer<typeof AutoBuildProgress>;

export const AutoBuildStageReport = z.object({
  stage: z.enum(AUTO_BUILD_STAGES),
  status: z.enum(AUTO_BUILD_STAGE_STATUSES),
  /** The stage's value (chemistry, rating or price) of its answer; null without one. */
  objective: z.number().nullable(),
  /** The best bound the solver proved. */
  bound: z.number().nullable(),
  /** |bound − objective| / max(1, |objective|): 0 when proved optimal. */
  gap: z.number().nullable(),
  seconds: z.number(),
});
export type AutoBuildStageReport = z.infer<typeof AutoBuildStageReport>;

export const AutoBuildSlot = z.object({
  slotIndex: int,
  /** The slot's position id (side-specific where the formation has one). */
  position: int,
  eaId: int,
  overall: int,
  /** What adding the card cost (0 for a locked card or an untradeable club card). */
  cost: int,
  isLocked: z.boolean(),
  /**
   * An untradeable card of the caller's club (club only, or an untradeable-only event): the builder
   * marks the slot untradeable when it applies the answer, as the event's check reads it.
   */
  isUntradeable: z.boolean(),
});

export const AutoBuildResult = z.object({
  /**
   * optimal: every stage proved; feasible: a squad, some stage stopped at its limit; infeasible: proved
   * that none exists; unsolved: no squad found within the time limit; cancelled: stopped by its owner.
   */
  status: z.enum(['optimal', 'feasible', 'infeasible', 'unsolved', 'cancelled']),
  formationId: z.string().nullable(),
  slots: z.array(AutoBuildSlot),
  chemistry: int.nullable(),
  rating: int.nullable(),
  price: int.nullable(),
  stages: z.array(AutoBuildStageReport),
  /** The greedy start's values (the baseline the solver improves on). */
  greedy: z.object({ chemistry: int, rating: int, price: int }).nullable(),
  pool: z.object({ cards: int, columns: int, removed: int }),
  seconds: z.number(),
});
export type AutoBuildResult = z.infer<typeof AutoBuildResult>;

export const AutoBuildJob = z.object({
  jobId: z.string(),
  state: z.enum(AUTO_BUILD_JOB_STATES),
  progress: AutoBuildProgress.nullable(),
  result: AutoBuildResult.nullable(),
  /** Why a failed job failed. */
  error: z.string().nullable(),
});
export type AutoBuildJob = z.infer<typeof AutoBuildJob>;
