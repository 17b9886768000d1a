import { parentPort, Worker } from 'node:worker_threads';

type ThreadMessage<Outcome, Progress> =
  | { kind: 'progress'; progress: Progress }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'failed'; message: string };

/** What the service posts to a thread: one solve, with its own stop flag. */
interface RunMessage<Input> {
  kind: 'run';
  input: Input;
  stop: SharedArrayBuffer;
}

/**
 * A thread's entry beside the caller: the compiled `<name>.js` in a build; from the TypeScript sources
 * (tests, `tsx`), `<name>.ts` through tsx's loader, registered inside the thread.
 */
const startThread = (entry: URL): Worker => {
  if (entry.href.endsWith('.js')) return new Worker(entry);
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(source, { eval: true });
};

const entryOf = (callerUrl: string, name: string): URL =>
  new URL(`./${name}.${callerUrl.endsWith('.js') ? 'js' : 'ts'}`, callerUrl);

/**
 * Threads whose solve ended normally wait here, one per entry, for the next solve. A new thread loads
 * the solver's modules, compiles HiGHS's WebAssembly and runs the solver's code cold; on a 2 s stage
 * that was a good part of its time (the auto-builder's rating stage took 1.2 s in a new thread where a
 * warm one proved the same optimum in 0.7 s).
 */
const idle = new Map<string, Worker>();
/** Threads solving now, per entry. */
const busy = new Map<string, number>();

/** Leaves a thread waiting for its entry's next solve; one that fails or ends meanwhile is dropped. */
const park = (entry: string, worker: Worker): void => {
  const drop = () => idle.get(entry) === worker && idle.delete(entry);
  worker.on('error', drop);
  worker.on('exit', drop);
  worker.unref();
  idle.set(entry, worker);
};

/**
 * Starts a thread for an entry ahead of a solve, unless one is waiting or solving already (a service does
 * it when a job is queued: the thread loads while the job reads its cards).
 */
export const prepareSolverThread = (callerUrl: string, name: string): void => {
  const entry = entryOf(callerUrl, name);
  if (!idle.has(entry.href) && !busy.get(entry.href)) park(entry.href, startThread(entry));
};

/** Ends an entry's waiting thread (its service's shutdown). */
export const closeSolverThread = async (callerUrl: string, name: string): Promise<void> => {
  const entry = entryOf(callerUrl, name).href;
  const waiting = idle.get(entry);
  idle.delete(entry);
  await waiting?.terminate();
};

/**
 * One solve running in its own thread, so the service's event loop only relays progress and cancel:
 * `stop()` asks the solver for its best answer so far, `terminate()` ends the thread now, `release()`
 * hands a thread whose solve ended normally back for the next solve.
 */
export class SolverThread<Input, Outcome, Progress> {
  readonly outcome: Promise<Outcome>;
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;
  private readonly entry: string;
  private settled: 'done' | 'failed' | null = null;
  private detach: () => void = () => undefined;
  /** Terminated, or handed back: the thread is no longer this solve's. */
  private released = false;

  constructor(
    /** `import.meta.url` of a file beside the thread's entry, and the entry's name without extension. */
    callerUrl: string,
    name: string,
    input: Input,
    onProgress: (progress: Progress) => void,
  ) {
    const entry = entryOf(callerUrl, name);
    this.entry = entry.href;
    const waiting = idle.get(this.entry);
    idle.delete(this.entry);
    this.worker = waiting ?? startThread(entry);
    busy.set(this.entry, (busy.get(this.entry) ?? 0) + 1);
    this.worker.removeAllListeners();
    this.worker.ref();
    this.outcome = new Promise<Outcome>((resolve, reject) => {
      const onMessage = (message: ThreadMessage<Outcome, Progress>) => {
        if (message.kind === 'progress') onProgress(message.progress);
        else if (message.kind === 'done') {
          this.settled = 'done';
          resolve(message.outcome);
        } else {
          this.settled = 'failed';
          reject(new Error(message.message));
        }
      };
      const onError = (error: Error) => {
        this.settled = 'failed';
        reject(error);
      };
      const onExit = (code: number) => {
        this.settled = 'failed';
        reject(new Error(`The solver thread ended (code ${code})`));
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', onError);
      this.worker.on('exit', onExit);
      this.detach = () => {
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        this.worker.off('exit', onExit);
      };
    });
    const run: RunMessage<Input> = { kind: 'run', input, stop: this.stopFlag.buffer as SharedArrayBuffer };
    this.worker.postMessage(run);
  }

  stop(): void {
    Atomics.store(this.stopFlag, 0, 1);
  }

  get isStopped(): boolean {
    return Atomics.load(this.stopFlag, 0) === 1;
  }

  /** Ends the thread now; a solve still running rejects its outcome (the thread's exit). */
  async terminate(): Promise<void> {
    if (this.settled !== 'done') this.settled = 'failed';
    this.letGo();
    await this.worker.terminate();
  }

  /** Done with the thread: a solve that ended with an outcome leaves it warm for the next, else it ends. */
  async release(): Promise<void> {
    if (this.released) return;
    if (this.settled !== 'done' || idle.has(this.entry)) {
      await this.terminate();
      return;
    }
    this.letGo();
    this.detach();
    park(this.entry, this.worker);
  }

  private letGo(): void {
    if (this.released) return;
    this.released = true;
    busy.set(this.entry, (busy.get(this.entry) ?? 1) - 1);
  }
}

/**
 * The thread side: runs `solve` on each input the service posts, with that solve's stop check and a
 * progress channel, and posts its outcome (or its failure) back. The thread then waits for the next.
 */
export const serveSolverThread = <Input, Outcome, Progress>(
  solve: (
    input: Input,
    shouldStop: () => boolean,
    onProgress: (progress: Progress) => void,
  ) => Promise<Outcome>,
  /**
   * Run once as the thread starts (warm-up-pool.ts: a small solve, so the first job does not run the
   * solver's code cold); a solve posted meanwhile waits for it. A failed warm-up only costs the first
   * solve speed.
   */
  warmUp?: () => Promise<unknown>,
): void => {
  const port = parentPort!;
  const ready = (warmUp?.() ?? Promise.resolve()).catch(() => undefined);
  port.on('message', (message: RunMessage<Input>) => {
    if (message.kind !== 'run') return;
    const stopFlag = new Int32Array(message.stop);
    void ready
      .then(() =>
        solve(
          message.input,
          () => Atomics.load(stopFlag, 0) === 1,
          (progress) => port.postMessage({ kind: 'progress', progress }),
        ),
      )
      .then(
        (outcome) => port.postMessage({ kind: 'done', outcome }),
        (error: unknown) =>
          port.postMessage({
            kind: 'failed',
            message: error instanceof Error ? error.message : String(error),
          }),
      );
  });
};
