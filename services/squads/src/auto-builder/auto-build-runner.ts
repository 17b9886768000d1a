import { Worker } from 'node:worker_threads';
import type { AutoBuildProblem } from './auto-build-model.js';
import type { AutoBuildOutcome, AutoBuildProgress } from './auto-build-solve.js';

type ThreadMessage =
  | { kind: 'progress'; progress: AutoBuildProgress }
  | { kind: 'done'; outcome: AutoBuildOutcome }
  | { kind: 'failed'; message: string };

/**
 * The thread's entry: the compiled `auto-build.thread.js` beside this file in a build; from the
 * TypeScript sources (tests, `tsx`), the same file through tsx's loader, registered inside the thread.
 */
const startThread = (workerData: unknown): Worker => {
  const here = import.meta.url;
  if (here.endsWith('.js')) return new Worker(new URL('./auto-build.thread.js', here), { workerData });
  const entry = new URL('./auto-build.thread.ts', here).href;
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(source, { eval: true, workerData });
};

/** One auto-build running in its own thread: `stop()` asks for the incumbent, `terminate()` ends it now. */
export class AutoBuildRun {
  readonly outcome: Promise<AutoBuildOutcome>;
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;

  constructor(
    problem: AutoBuildProblem,
    timeLimitSeconds: number,
    onProgress: (progress: AutoBuildProgress) => void,
  ) {
    this.worker = startThread({ problem, timeLimitSeconds, stop: this.stopFlag.buffer });
    this.outcome = new Promise<AutoBuildOutcome>((resolve, reject) => {
      this.worker.on('message', (message: ThreadMessage) => {
        if (message.kind === 'progress') onProgress(message.progress);
        else if (message.kind === 'done') resolve(message.outcome);
        else reject(new Error(message.message));
      });
      this.worker.on('error', reject);
      this.worker.on('exit', (code) => reject(new Error(`The auto-build thread ended (code ${code})`)));
    });
  }

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
