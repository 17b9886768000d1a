// A solver thread for solver-thread.spec.ts: answers its input with the thread's id and whether its
// warm-up (300 ms) had ended; `hang` ignores the stop flag (a thread that must be terminated), `fail`
// throws, `untilStopped` returns once asked to stop.
import { threadId } from 'node:worker_threads';
import { serveSolverThread } from '../solver-jobs/solver-thread.js';

export interface EchoInput {
  label: string;
  fail?: boolean;
  hang?: boolean;
  untilStopped?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let warmedUp = false;

serveSolverThread<
  EchoInput,
  { label: string; threadId: number; stopped: boolean; warmedUp: boolean },
  string
>(
  async (input, shouldStop, onProgress) => {
    onProgress(`started ${input.label}`);
    if (input.fail) throw new Error(`no answer for ${input.label}`);
    if (input.hang) for (;;) await sleep(50);
    while (input.untilStopped && !shouldStop()) await sleep(10);
    return { label: input.label, threadId, stopped: shouldStop(), warmedUp };
  },
  async () => {
    await sleep(300);
    warmedUp = true;
  },
);
