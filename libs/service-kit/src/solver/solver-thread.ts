import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  solveWithHighs,
  type MixedProgramSolution,
  type SolveProgress,
  type ThreadSolveOptions,
} from './highs-solver.js';

type ThreadReply =
  | { kind: 'progress'; progress: SolveProgress }
  | { kind: 'done'; solution: Omit<MixedProgramSolution, 'values'> & { values: [string, number][] } }
  | { kind: 'failed'; message: string };

// The thread's whole program: CommonJS run from text (`eval`), loading the package's CommonJS build by
// its resolved path and running the same solve function as the main thread.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loader = require(workerData.highsPath);
const solveWithHighs = ${solveWithHighs.toString()};
const stopFlag = new Int32Array(workerData.stop);
const highsReady = loader();
parentPort.on('message', async ({ lp, options }) => {
  try {
    const highs = await highsReady;
    const solution = solveWithHighs(highs, lp, {
      ...options,
      start: options.start ? new Map(options.start) : undefined,
      onProgress: (progress) => parentPort.postMessage({ kind: 'progress', progress }),
      shouldStop: () => Atomics.load(stopFlag, 0) === 1,
    });
    parentPort.postMessage({ kind: 'done', solution: { ...solution, values: [...solution.values] } });
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', message: String(error && error.message ? error.message : error) });
  }
});
`;

/**
 * HiGHS in a worker thread: a long solve never blocks the service's event loop, `stop()` asks the solver
 * to return its incumbent at its next checkpoint, and `terminate()` ends the thread at once.
 */
export class SolverThread {
  private readonly worker: Worker;
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  private pending:
    | {
        resolve: (solution: MixedProgramSolution) => void;
        reject: (error: Error) => void;
        onProgress?: (progress: SolveProgress) => void;
      }
    | undefined;

  constructor() {
    const highsPath = createRequire(import.meta.url).resolve('highs');
    this.worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { highsPath, stop: this.stopFlag.buffer },
    });
    this.worker.on('message', (reply: ThreadReply) => {
      const pending = this.pending;
      if (!pending) return;
      if (reply.kind === 'progress') pending.onProgress?.(reply.progress);
      else {
        this.pending = undefined;
        if (reply.kind === 'done')
          pending.resolve({ ...reply.solution, values: new Map(reply.solution.values) });
        else pending.reject(new Error(reply.message));
      }
    });
    const fail = (error: Error) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The solver thread ended (code ${code})`)));
  }

  /** One solve at a time per thread. */
  solve(
    lp: string,
    options: ThreadSolveOptions,
    onProgress?: (progress: SolveProgress) => void,
  ): Promise<MixedProgramSolution> {
    if (this.pending) return Promise.reject(new Error('The solver thread is busy'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, ...(onProgress ? { onProgress } : {}) };
      this.worker.postMessage({
        lp,
        options: { ...options, start: options.start ? [...options.start] : undefined },
      });
    });
  }

  /** Asks the running solve (and every later one) to stop with its incumbent. */
  stop(): void {
    Atomics.store(this.stopFlag, 0, 1);
  }

  get isStopped(): boolean {
    return Atomics.load(this.stopFlag, 0) === 1;
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
