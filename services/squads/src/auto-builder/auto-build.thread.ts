// The auto-builder's worker thread: builds the model, the greedy start and every stage's solve off the
// service's event loop (solver-jobs/solver-thread.ts carries the problem, the stop flag and progress).
import { loadSolver } from '@futgg/service-kit';
import { serveSolverThread } from '../solver-jobs/solver-thread.js';
import { warmUpAutoBuilder } from './auto-build-warm-up.js';
import type { AutoBuildProblem } from './auto-build-model.js';
import { solveAutoBuild, type AutoBuildOutcome, type AutoBuildProgress } from './auto-build-solve.js';

export interface AutoBuildThreadInput {
  problem: AutoBuildProblem;
  timeLimitSeconds: number;
}

// HiGHS's WebAssembly compiled, then the solver's code warmed on a small problem, while the thread waits
// for its first solve, not in that solve's time.
serveSolverThread<AutoBuildThreadInput, AutoBuildOutcome, AutoBuildProgress>(
  ({ problem, timeLimitSeconds }, shouldStop, onProgress) =>
    solveAutoBuild(problem, { timeLimitSeconds, shouldStop, onProgress }),
  () => loadSolver().then(() => warmUpAutoBuilder()),
);
