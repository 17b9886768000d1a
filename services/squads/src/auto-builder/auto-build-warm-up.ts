// The auto-builder thread's warm-up (solver-jobs/warm-up-pool.ts says why).
import { formationById } from '@futgg/game-rules';
import { WARM_UP_SECONDS, warmUpPool } from '../solver-jobs/warm-up-pool.js';
import { solveAutoBuild, type AutoBuildOutcome } from './auto-build-solve.js';

/** The auto-builder's stages (rating by sums, the chemistry probe, the price) on the made-up pool. */
export const warmUpAutoBuilder = (timeLimitSeconds = WARM_UP_SECONDS): Promise<AutoBuildOutcome> =>
  solveAutoBuild(
    {
      formations: [formationById('f442')!],
      locked: [],
      manager: null,
      pool: warmUpPool(),
      goal: 'rating',
      budget: 60_000,
    },
    { timeLimitSeconds },
  );
