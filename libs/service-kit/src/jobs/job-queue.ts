import { Queue, Worker, type Job, type Processor } from 'bullmq';
import type { Logger } from 'pino';

export interface JobQueueOptions {
  /** REDIS_URL: the queues live in the same Redis as the rate limits and sessions, never the cache's. */
  redisUrl: string;
  /**
   * The Redis key prefix of the service's queues (`futgg:pricing`); tests add their run's token so parallel
   * runs never share a queue.
   */
  prefix: string;
}

/** ioredis options from a URL, with what BullMQ's blocking worker connections need. */
const connectionOf = (redisUrl: string) => ({ url: redisUrl, maxRetriesPerRequest: null });

/** A named queue a service adds jobs to (the price ingestion's scheduled fetches, its trend updates). */
export const createJobQueue = <T>(name: string, options: JobQueueOptions): Queue<T> =>
  new Queue<T>(name, { connection: connectionOf(options.redisUrl), prefix: options.prefix });

export interface JobWorkerOptions extends JobQueueOptions {
  logger: Logger;
  /** Jobs run at once by this replica (default 1); replicas of the service share the queue. */
  concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (BullMQ's default 30 s). A worker that dies (SIGKILL,
   * a lost node) stops renewing; after this the job is stalled and another worker, or this one
   * restarted, runs it again: what makes jobs that store idempotently lose nothing.
   */
  lockDuration?: number;
}

/**
 * A worker for the queue, logging each failure with its job (BullMQ retries it as the job's `attempts`
 * and `backoff` say). Close it from the service's shutdown (`onApplicationShutdown`, which the kit's
 * close() runs): worker.close() stops taking jobs and waits for the ones running, so a deploy never cuts
 * a price update in half.
 */
export const startJobWorker = <T, R = unknown>(
  name: string,
  processor: Processor<T, R>,
  options: JobWorkerOptions,
): Worker<T, R> => {
  const worker = new Worker<T, R>(name, processor, {
    connection: connectionOf(options.redisUrl),
    prefix: options.prefix,
    concurrency: options.concurrency ?? 1,
    ...(options.lockDuration
      ? { lockDuration: options.lockDuration, stalledInterval: options.lockDuration }
      : {}),
  });
  worker.on('failed', (job: Job<T, R> | undefined, error: Error) =>
    options.logger.warn(
      { queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: error.message },
      'Job failed',
    ),
  );
  worker.on('error', (error: Error) =>
    options.logger.error({ queue: name, err: error.message }, 'Worker error'),
  );
  return worker;
};
