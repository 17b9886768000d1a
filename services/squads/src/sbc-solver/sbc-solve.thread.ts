// The SBC solver's worker thread: every solve of a job off the service's event loop
// (solver-jobs/solver-thread.ts carries the input, the stop flag and progress).
import { serveSolverThread } from '../solver-jobs/solver-thread.js';
import { solveSbc, type SbcSolveInput, type SbcSolveOutcome, type SbcSolveProgress } from './sbc-solve.js';

await serveSolverThread<SbcSolveInput, SbcSolveOutcome, SbcSolveProgress>((input, shouldStop, onProgress) =>
  solveSbc(input, { shouldStop, onProgress }),
);
