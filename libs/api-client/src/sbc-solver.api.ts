import type {
  SbcSolveJob,
  SbcSolveJobCreated,
  SbcSolveRequest,
  SbcSolverPreferences,
  UpdateSbcSolverPreferences,
} from '@futgg/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { followJobStream, type FollowOptions } from './event-stream.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const SBC_SOLVE = { basePath: '/api/fut/sbc/solve' } as const;
const PREFERENCES = { basePath: '/api/fut/sbc/solver-preferences' } as const;

/** What the client sends to start a solve: the contract's request before its defaults are filled in. */
export type StartSbcSolveInput = z.input<typeof SbcSolveRequest>;

/**
 * The SBC solver's jobs (docs/sbc-solver.md): start, follow, cancel; each the caller's own. And the
 * caller's preferences, kept in the account.
 */
export const sbcSolverApi = (client: ApiClient) => ({
  start: (input: StartSbcSolveInput) =>
    client.post<Data<SbcSolveJobCreated>>('', input, SBC_SOLVE).then(dataOf),
  get: (jobId: string) => client.get<Data<SbcSolveJob>>(encodeURIComponent(jobId), SBC_SOLVE).then(dataOf),
  cancel: (jobId: string) =>
    client.delete<Data<SbcSolveJob>>(encodeURIComponent(jobId), SBC_SOLVE).then(dataOf),
  /** The job's changes as they happen (server-sent events) until it finishes: see followJobStream. */
  stream: (jobId: string, onJob: (job: SbcSolveJob) => void, options?: FollowOptions) =>
    followJobStream<SbcSolveJob>(
      client,
      `${encodeURIComponent(jobId)}/stream`,
      SBC_SOLVE.basePath,
      onJob,
      options,
    ),
  preferences: () => client.get<Data<SbcSolverPreferences>>('', PREFERENCES).then(dataOf),
  /**
   * Each part sent replaces the saved one; answers the preferences as saved. `keepalive`: sent as the
   * page closes, so the write outlives it.
   */
  updatePreferences: (update: UpdateSbcSolverPreferences, options: { keepalive?: boolean } = {}) =>
    client.post<Data<SbcSolverPreferences>>('', update, { ...PREFERENCES, ...options }).then(dataOf),
});
export type SbcSolverApi = ReturnType<typeof sbcSolverApi>;
