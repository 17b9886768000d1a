// The SBC solver thread's warm-up (solver-jobs/warm-up-pool.ts says why).
import { WARM_UP_SECONDS, warmUpPool } from '../solver-jobs/warm-up-pool.js';
import type { SbcCard } from './sbc-model.js';
import { solveSbc, type SbcSolveOutcome } from './sbc-solve.js';

/**
 * The SBC solver on the made-up pool: a rating and a chemistry rule, the cheapest squad only. Its first
 * squads take longer than the auto-builder's stages: two stages' time by default.
 */
export const warmUpSbcSolver = (timeLimitSeconds = 2 * WARM_UP_SECONDS): Promise<SbcSolveOutcome> => {
  const pool: SbcCard[] = warmUpPool().map((card) => ({
    ...card,
    source: 'market',
    isUntradeable: false,
    value: card.cost,
  }));
  return solveSbc({
    challenges: [
      {
        sbcChallengeId: null,
        name: 'warm-up',
        rules: [
          { type: 'squadRatingMin', value: 72 },
          { type: 'teamChemistryMin', value: 10 },
        ],
      },
    ],
    pool,
    locked: [],
    timeLimitSeconds,
    alternatives: false,
    marginalCosts: false,
  });
};
