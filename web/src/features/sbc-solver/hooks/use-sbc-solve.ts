import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StartSbcSolveInput } from '@futgg/api-client';
import type { SbcChallengeAnswer, SbcSolveJob, SbcSolveProgress } from '@futgg/contracts';
import { apiErrorMessageOf, httpStatusOf } from '../../../lib/api';
import { isJobFinished } from '../../../lib/solver-jobs';
import { useFollowedJob } from '../../../lib/use-followed-job';
import { useSbcSolverApis } from '../api/sbc-solver-apis';

/**
 * How often a running solve is asked for when its stream is not open (docs/sbc-solver-web.md): a solve
 * lasts seconds.
 */
export const SBC_SOLVE_POLL_MS = 500;

const jobKey = (jobId: string | null) => ['sbc-solve', jobId] as const;

const startFailure = (error: unknown): string => {
  const status = httpStatusOf(error);
  if (status === 401) return 'Sign in again to solve: your session has ended.';
  if (status === 429) return 'Too many solves at once: wait a moment and try again.';
  const reason = apiErrorMessageOf(error);
  return reason ? `The solver could not start: ${reason}.` : 'The solver could not start. Try again.';
};

/**
 * One solve at a time: `start` asks the server for a job, the job is followed by its stream (or every
 * 500 ms while it cannot be) while it is waiting or active, `cancel` stops it (a running one answers
 * with its best squad so far). A job still running when the component goes away is cancelled: the
 * solver holds a core for it.
 */
export const useSbcSolve = () => {
  const apis = useSbcSolverApis();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const job = useFollowedJob(jobKey(jobId), jobId, apis.solver, SBC_SOLVE_POLL_MS);
  const data: SbcSolveJob | undefined = jobId === null ? undefined : job.data;
  const isRunning = isStarting || (jobId !== null && !isJobFinished(data) && !job.isError);

  const running = useRef<string | null>(null);
  running.current = jobId !== null && !isJobFinished(data) ? jobId : null;
  useEffect(
    () => () => {
      if (running.current) apis.solver.cancel(running.current).catch(() => undefined);
    },
    [apis],
  );

  const start = useCallback(
    async (input: StartSbcSolveInput) => {
      setError(null);
      setIsStarting(true);
      setIsCancelling(false);
      try {
        const created = await apis.solver.start(input);
        setJobId(created.jobId);
      } catch (failure) {
        console.error('SBC solver: the solve did not start', failure);
        setError(startFailure(failure));
      } finally {
        setIsStarting(false);
      }
    },
    [apis],
  );

  const cancel = useCallback(async () => {
    if (jobId === null || isJobFinished(data)) return;
    setIsCancelling(true);
    try {
      // The answer may still say active: the job stops at its next check, and the stream (or polling) sees it.
      queryClient.setQueryData(jobKey(jobId), await apis.solver.cancel(jobId));
    } catch (failure) {
      console.error('SBC solver: the solve could not be cancelled', failure);
      setIsCancelling(false);
    }
  }, [apis, queryClient, jobId, data]);

  const reset = useCallback(() => {
    setJobId(null);
    setError(null);
    setIsCancelling(false);
  }, []);

  return {
    start,
    cancel,
    reset,
    jobId,
    job: data,
    isRunning,
    isCancelling: isCancelling && !isJobFinished(data),
    /** Why the solve could not start, or could not be followed. */
    error: error ?? (job.isError ? 'The solve could not be followed. Try again.' : null),
  };
};
export type SbcSolve = ReturnType<typeof useSbcSolve>;

/**
 * The answers to show: the result's once the job has one; while it runs, those its progress holds (a
 * challenge's cheapest squad shows before its tie-break, alternatives and rule costs are solved).
 * `solvingFor(index)`: the phase still under way for that answer, null once it is whole.
 */
export const shownAnswers = (
  job: SbcSolveJob | undefined,
): {
  answers: readonly SbcChallengeAnswer[];
  solvingFor: (index: number) => SbcSolveProgress['phase'] | null;
} => {
  if (job?.result) return { answers: job.result.challenges, solvingFor: () => null };
  const progress = job?.state === 'active' ? job.progress : null;
  return {
    // A job written before its progress carried answers has none to show.
    answers: progress?.answers ?? [],
    solvingFor: (index) => (progress && index >= progress.challengeIndex ? progress.phase : null),
  };
};
