// The SBC solver's worker thread: every solve of a job off the service's event loop
// (solver-jobs/solver-thread.ts carries the input, the stop flag and progress).
import type { SbcSolveProgress } from '@futgg/contracts';
import { loadSolver } from '@futgg/service-kit';
import { serveSolverThread } from '../solver-jobs/solver-thread.js';
import { warmUpSbcSolver } from './sbc-solve-warm-up.js';
import { jobProgressRelay } from './sbc-result.js';
import { solveSbc, type SbcSolveInput, type SbcSolveOutcome } from './sbc-solve.js';

// HiGHS's WebAssembly compiled, then the solver's code warmed on a small problem, while the thread waits
// for its first solve, not in that solve's time.
serveSolverThread<SbcSolveInput, SbcSolveOutcome, SbcSolveProgress>(
  (input, shouldStop, onProgress) =>
    solveSbc(input, {
      shouldStop,
      onProgress: jobProgressRelay(
        input.locked.map((card) => card.eaId),
        onProgress,
      ),
    }),
  () => loadSolver().then(() => warmUpSbcSolver()),
);
