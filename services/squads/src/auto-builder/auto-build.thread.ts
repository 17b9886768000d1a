// The auto-builder's worker thread: builds the model, the greedy start and every stage's solve off the
// service's event loop. The parent passes the problem and a shared stop flag; progress and the outcome
// come back as messages (auto-build-runner.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { AutoBuildProblem } from './auto-build-model.js';
import { solveAutoBuild } from './auto-build-solve.js';

interface ThreadInput {
  problem: AutoBuildProblem;
  timeLimitSeconds: number;
  stop: SharedArrayBuffer;
}

const { problem, timeLimitSeconds, stop } = workerData as ThreadInput;
const stopFlag = new Int32Array(stop);
try {
  const outcome = await solveAutoBuild(problem, {
    timeLimitSeconds,
    shouldStop: () => Atomics.load(stopFlag, 0) === 1,
    onProgress: (progress) => parentPort!.postMessage({ kind: 'progress', progress }),
  });
  parentPort!.postMessage({ kind: 'done', outcome });
} catch (error) {
  parentPort!.postMessage({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
  });
}
