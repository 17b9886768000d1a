import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowOptions } from '@futgg/api-client';
import { pollUntilFinished, type SolverJobState } from './solver-jobs';

/**
 * While the stream is open the job is still read this seldom: a stream's delivery is best effort (core
 * NATS), and a job whose last event was lost would otherwise wait on a silent stream until it ends.
 */
export const LIVE_JOB_CHECK_MS = 5_000;

export interface FollowedJobCalls<Job> {
  /** The job's status route. */
  get: (jobId: string) => Promise<Job>;
  /** The job's stream (server-sent events): each change, until the job finishes. */
  stream: (jobId: string, onJob: (job: Job) => void, options: FollowOptions) => Promise<void>;
}

/**
 * A solver job followed as it runs: read once, then kept current by its stream (each event is the whole
 * job and replaces it in the query's cache); while the stream is open the job is read only every
 * LIVE_JOB_CHECK_MS. When the stream cannot be opened, or ends before the job has finished, the job is
 * polled every `pollMs` until it has (pollUntilFinished), so the page never depends on the stream.
 */
export const useFollowedJob = <Job extends { state: SolverJobState }>(
  queryKey: readonly unknown[],
  jobId: string | null,
  calls: FollowedJobCalls<Job>,
  pollMs: number,
) => {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const { get, stream } = calls;
  const job = useQuery({
    queryKey,
    queryFn: () => get(jobId!),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: pollUntilFinished(isLive ? Math.max(pollMs, LIVE_JOB_CHECK_MS) : pollMs),
  });
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (jobId === null) return;
    const controller = new AbortController();
    stream(jobId, (next) => queryClient.setQueryData(JSON.parse(keyText) as unknown[], next), {
      signal: controller.signal,
      onOpen: () => setIsLive(true),
    })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setIsLive(false);
      });
    return () => {
      controller.abort();
      setIsLive(false);
    };
  }, [jobId, keyText, stream, queryClient]);
  return job;
};
