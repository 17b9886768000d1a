// The server's solver jobs (the auto-builder's and the SBC solver's) share one life cycle: waiting,
// active, then completed, failed or cancelled. The pages follow a job by polling until it finishes.

export type SolverJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

export const isJobFinished = (job: { state: SolverJobState } | null | undefined): boolean =>
  job !== undefined &&
  job !== null &&
  (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled');

/**
 * React Query's `refetchInterval` for a job: every `intervalMs` until it has finished, then no more; nor
 * once the job cannot be read (after the client's retry): a 404 would answer the same every time.
 */
export const pollUntilFinished =
  (intervalMs: number) =>
  (query: { state: { status: string; data: { state: SolverJobState } | undefined } }): number | false =>
    query.state.status === 'error' || isJobFinished(query.state.data) ? false : intervalMs;

/** A solver's relative gap (0.034) as the pages show it: "3.4 %". */
export const gapPercent = (gap: number): string => `${(gap * 100).toFixed(1)} %`;
