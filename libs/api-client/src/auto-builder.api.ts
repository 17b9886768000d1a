import type { AutoBuildJob, AutoBuildJobCreated, AutoBuildRequest } from '@futgg/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { followJobStream, type FollowOptions } from './event-stream.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const AUTO_BUILD = { basePath: '/api/squads/auto-build' } as const;

/** What the client sends to start a job: the contract's request before its defaults are filled in. */
export type StartAutoBuildInput = z.input<typeof AutoBuildRequest>;
export type AutoBuildJobShape = AutoBuildJob;

/** The squad auto-builder's jobs (docs/auto-builder.md): start, follow, cancel; each the caller's own. */
export const autoBuilderApi = (client: ApiClient) => ({
  start: (input: StartAutoBuildInput) =>
    client.post<Data<AutoBuildJobCreated>>('', input, AUTO_BUILD).then(dataOf),
  get: (jobId: string) => client.get<Data<AutoBuildJob>>(encodeURIComponent(jobId), AUTO_BUILD).then(dataOf),
  cancel: (jobId: string) =>
    client.post<Data<AutoBuildJob>>(`${encodeURIComponent(jobId)}/cancel`, {}, AUTO_BUILD).then(dataOf),
  /** The job's changes as they happen (server-sent events) until it finishes: see followJobStream. */
  stream: (jobId: string, onJob: (job: AutoBuildJob) => void, options?: FollowOptions) =>
    followJobStream<AutoBuildJob>(
      client,
      `${encodeURIComponent(jobId)}/stream`,
      AUTO_BUILD.basePath,
      onJob,
      options,
    ),
});
export type AutoBuilderApi = ReturnType<typeof autoBuilderApi>;
