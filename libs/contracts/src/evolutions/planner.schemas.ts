import { z } from 'zod';
import { GAME_YEAR } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { PathHash, PathObjectiveField } from './evolution-requests.schemas.js';

const int = z.number().int();

export const PLANNER_LIMITS = {
  MAX_DEPTH: 4,
  DEFAULT_DEPTH: 3,
  MAX_CHAINS_PER_CARD: 50,
  DEFAULT_CHAINS_PER_CARD: 12,
} as const;

/**
 * The club-wide planner (docs/evolutions.md "The planner"): which of the caller's club cards should take
 * which chain of active evolutions. `objective` is what a chain gains: the overall, a face stat, an
 * attribute, or `squadFit` (the card's rating at `position`, the squad's view of a card).
 */
export const PlanEvolutionsRequest = z.object({
  gameYear: GameYear.default(GAME_YEAR.DEFAULT),
  objective: z.union([PathObjectiveField, z.literal('squadFit')]).default('overall'),
  /** The position `squadFit` rates a card at. */
  position: int.min(0).max(27).optional(),
  maxCoins: int.min(0).max(100_000_000).optional(),
  maxPoints: int.min(0).max(10_000_000).optional(),
  maxDepth: int.min(1).max(PLANNER_LIMITS.MAX_DEPTH).default(PLANNER_LIMITS.DEFAULT_DEPTH),
  /** Days of play one evolution level takes: a chain must finish before each of its evolutions ends. */
  daysPerLevel: z.number().min(0).max(14).default(1),
  /** Leave out cards marked untradeable in the club (false: every card may evolve). */
  untradeableOnly: z.boolean().default(false),
  chainsPerCard: int
    .min(1)
    .max(PLANNER_LIMITS.MAX_CHAINS_PER_CARD)
    .default(PLANNER_LIMITS.DEFAULT_CHAINS_PER_CARD),
});
export type PlanEvolutionsRequest = z.infer<typeof PlanEvolutionsRequest>;

export const PlannedChain = z.object({
  eaId: int,
  commonName: z.string(),
  evolutionIds: z.array(int),
  pathHash: PathHash,
  before: z.number(),
  after: z.number(),
  gain: z.number(),
  coinsCost: int,
  pointsCost: int,
  /** When the chain's last level is done, playing `daysPerLevel` per level from now. */
  finishesAt: z.string(),
});
export type PlannedChain = z.infer<typeof PlannedChain>;

export const EvolutionPlan = z.object({
  assignments: z.array(PlannedChain),
  totalGain: z.number(),
  coinsCost: int,
  pointsCost: int,
  /**
   * `optimal`: no better plan exists among the candidate chains (the solver proved it); `feasible`: the
   * solver stopped at its limit, `gap` says how far from the bound it may be.
   */
  status: z.enum(['optimal', 'feasible']),
  /** (bound − found) / found, 0 when proven. */
  gap: z.number(),
  bound: z.number(),
  /** The candidate chains each card was offered: the best `chainsPerCard` by gain (the heuristic part). */
  chainsPerCard: int,
  /** True when some card had more useful chains than it was offered, so the optimum is over a subset. */
  isCandidateSetTruncated: z.boolean(),
  cards: int,
  evolutions: int,
  candidateChains: int,
  elapsedMs: int,
});
export type EvolutionPlan = z.infer<typeof EvolutionPlan>;
