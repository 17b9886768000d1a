import { parentPort, Worker, workerData } from 'node:worker_threads';

type ThreadMessage<Outcome, Progress> =
  | { kind: 'progress'; progress: Progress }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'failed'; message: string };

/**
 * A thread's entry beside the caller: the compiled `<name>.js` in a build; from the TypeScript sources
 * (tests, `tsx`), `<name>.ts` through tsx's loader, registered inside the thread.
 */
const startThread = (callerUrl: string, name: string, data: unknown): Worker => {
  if (callerUrl.endsWith('.js')) return new Worker(new URL(`./${name}.js`, callerUrl), { workerData: data });
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(source, { eval: true, workerData: data });
};

/**
 * One solve running in its own thread, so the service's event loop only relays progress and cancel:
 * `stop()` asks the solver for its best answer so far, `terminate()` ends the thread now.
 */
export class SolverThread<Input, Outcome, Progress> {
  readonly outcome: Promise<Outcome>;
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;

  constructor(
    /** `import.meta.url` of a file beside the thread's entry, and the entry's name without extension. */
    callerUrl: string,
    name: string,
    input: Input,
    onProgress: (progress: Progress) => void,
  ) {
    this.worker = startThread(callerUrl, name, { input, stop: this.stopFlag.buffer });
    this.outcome = new Promise<Outcome>((resolve, reject) => {
      this.worker.on('message', (message: ThreadMessage<Outcome, Progress>) => {
        if (message.kind === 'progress') onProgress(message.progress);
        else if (message.kind === 'done') resolve(message.outcome);
        else reject(new Error(message.message));
      });
      this.worker.on('error', reject);
      this.worker.on('exit', (code) => reject(new Error(`The solver thread ended (code ${code})`)));
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

/**
 * The thread side: runs `solve` on the parent's input with a stop check and a progress channel, and
 * posts its outcome (or its failure) back.
 */
export const serveSolverThread = async <Input, Outcome, Progress>(
  solve: (
    input: Input,
    shouldStop: () => boolean,
    onProgress: (progress: Progress) => void,
  ) => Promise<Outcome>,
): Promise<void> => {
  const { input, stop } = workerData as { input: Input; stop: SharedArrayBuffer };
  const stopFlag = new Int32Array(stop);
  try {
    const outcome = await solve(
      input,
      () => Atomics.load(stopFlag, 0) === 1,
      (progress) => parentPort!.postMessage({ kind: 'progress', progress }),
    );
    parentPort!.postMessage({ kind: 'done', outcome });
  } catch (error) {
    parentPort!.postMessage({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
