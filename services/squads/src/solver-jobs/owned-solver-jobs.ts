import { randomUUID } from 'node:crypto';
import type { Job, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { DomainError, SQUADS_LIVE, type SolverJobKind } from '@futgg/contracts';
import { createJobQueue, startJobWorker, type NatsPublisher, type ServiceEnv } from '@futgg/service-kit';
import { closeSolverThread, prepareSolverThread, SolverThread } from './solver-thread.js';

/** A solver job's data: its owner, and the owner's cancel. */
export interface OwnedJobData {
  ownerId: string;
  /** Set by the owner's cancel: a waiting job never starts, a running one stops with its best answer. */
  cancelled: boolean;
}

export type SolverJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface SolverJobAnswer<Result, Progress> {
  jobId: string;
  state: SolverJobState;
  progress: Progress | null;
  result: Result | null;
  /** Why a failed job failed. */
  error: string | null;
}

/** How often a running job looks for its cancel flag, and writes its progress at most. */
const POLL_MS = 200;
/** A solver that does not stop this long after being asked is terminated. */
const STOP_GRACE_MS = 2_000;
/** Finished jobs are kept this long for their owner to read. */
const KEEP_SECONDS = 3_600;

/** The Redis prefix of the service's queues: the subject prefix keeps parallel test runs apart. */
export const solverQueuePrefix = (config: ServiceEnv): string =>
  config.NATS_SUBJECT_PREFIX ? `futgg:squads:${config.NATS_SUBJECT_PREFIX}` : 'futgg:squads';

export interface OwnedSolverJobsOptions<Data extends OwnedJobData, Result> {
  queue: string;
  config: ServiceEnv;
  logger: Logger;
  /** Runs one job (the worker's processor). */
  process: (job: Job<Data, Result>) => Promise<Result>;
  /** Whether a finished job's result says it was cancelled. */
  isCancelled: (result: Result) => boolean;
  /** The NOT_FOUND message of an unknown (or another user's) job. */
  notFound: string;
  /** The solver thread's entry (`import.meta.url` beside it, and its name): started at boot, kept warm. */
  thread: { callerUrl: string; name: string };
  /**
   * Where the job's changes are published for the gateway's job streams (SQUADS_LIVE.jobSubject): the
   * kind of job, and the service's NATS connection.
   */
  live: { kind: SolverJobKind; nats: NatsPublisher };
}

/**
 * The squads service's solver jobs (the auto-builder, the SBC solver): a BullMQ queue, one solve at a
 * time per replica (HiGHS takes a core; the machine's other core serves requests), jobs read and
 * cancelled by their creator only, finished jobs kept an hour.
 */
export class OwnedSolverJobs<Data extends OwnedJobData, Result, Progress> {
  // BullMQ's types cannot resolve a job's name and result from a generic data type: the queue is read
  // through `jobOf`, which names them.
  private readonly queue: Queue;
  private readonly worker: Worker<Data, Result>;

  constructor(private readonly options: OwnedSolverJobsOptions<Data, Result>) {
    const connection = { redisUrl: options.config.REDIS_URL, prefix: solverQueuePrefix(options.config) };
    this.queue = createJobQueue<Data>(options.queue, connection) as Queue;
    this.worker = startJobWorker<Data, Result>(options.queue, (job) => options.process(job), {
      ...connection,
      logger: options.logger,
      concurrency: 1,
    });
    // A job's end reaches its open streams as its status route would answer it, result included.
    for (const end of ['completed', 'failed'] as const) {
      this.worker.on(end, (job: Job<Data, Result> | undefined) => {
        if (job)
          void this.answerOf(job).then(
            (answer) => this.publish(answer),
            () => undefined,
          );
      });
    }
    // Started at boot, so that even the first job finds the solver's modules loaded.
    prepareSolverThread(options.thread.callerUrl, options.thread.name);
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
    await closeSolverThread(this.options.thread.callerUrl, this.options.thread.name);
  }

  async add(data: Data): Promise<{ jobId: string }> {
    // Again after a thread was terminated: the next loads while this job waits and reads its cards.
    prepareSolverThread(this.options.thread.callerUrl, this.options.thread.name);
    const jobId = randomUUID();
    await this.queue.add('solve', data, {
      jobId,
      attempts: 1,
      removeOnComplete: { age: KEEP_SECONDS },
      removeOnFail: { age: KEEP_SECONDS },
    });
    return { jobId };
  }

  async get(ownerId: string, jobId: string): Promise<SolverJobAnswer<Result, Progress>> {
    return this.answerOf(await this.ownJob(ownerId, jobId));
  }

  async cancel(ownerId: string, jobId: string): Promise<SolverJobAnswer<Result, Progress>> {
    const job = await this.ownJob(ownerId, jobId);
    const state = await job.getState();
    if (state !== 'completed' && state !== 'failed') await job.updateData({ ...job.data, cancelled: true });
    return this.answerOf((await this.jobOf(jobId)) ?? job);
  }

  /** Whether the owner has cancelled the job since it was read. */
  async isCancelled(job: Job<Data, Result>): Promise<boolean> {
    return (await this.jobOf(job.id!))?.data.cancelled ?? false;
  }

  /**
   * Runs one solve of a job in the solver's thread (warm from the last job when it can be), relaying its
   * progress to the job (each phase's first report, then at most every 200 ms, as `phaseOf` tells phases
   * apart) and stopping it when the owner cancels. A thread that ignores the stop is terminated; its
   * outcome is then `onTerminated()`. `stopped`: the owner's cancel reached the solve.
   */
  async solveInThread<Input, Outcome>(
    job: Job<Data, Result>,
    input: Input,
    phaseOf: (progress: Progress) => string,
    onTerminated: () => Outcome,
  ): Promise<{ outcome: Outcome; stopped: boolean }> {
    const { callerUrl, name } = this.options.thread;
    const thread = new SolverThread<Input, Outcome, Progress>(
      callerUrl,
      name,
      input,
      this.progressWriter(job, phaseOf),
    );
    const outcome = await this.follow(job, thread, onTerminated);
    return { outcome, stopped: thread.isStopped };
  }

  /**
   * Waits for a thread's outcome, stopping it when the owner cancels and terminating it when it ignores
   * the stop; the thread is then handed back (warm for the next job when its solve ended with an outcome).
   */
  private async follow<Input, Outcome>(
    job: Job<Data, Result>,
    thread: SolverThread<Input, Outcome, Progress>,
    onTerminated: () => Outcome,
  ): Promise<Outcome> {
    let terminating: NodeJS.Timeout | undefined;
    const stopIfCancelled = async () => {
      if ((await this.isCancelled(job)) && !thread.isStopped) {
        thread.stop();
        terminating = setTimeout(() => void thread.terminate(), STOP_GRACE_MS);
      }
    };
    const polling = setInterval(() => void stopIfCancelled().catch(() => undefined), POLL_MS);
    try {
      return await thread.outcome;
    } catch (error) {
      // A thread terminated by a cancel ends without an outcome.
      if (thread.isStopped) return onTerminated();
      throw error;
    } finally {
      clearInterval(polling);
      if (terminating) clearTimeout(terminating);
      // Warm for the next job when the solve ended with an outcome; ended otherwise.
      await thread.release();
    }
  }

  /** A progress writer for a job: each new phase at once, then at most one write every 200 ms. */
  private progressWriter(
    job: Job<Data, Result>,
    phaseOf: (progress: Progress) => string,
  ): (progress: Progress) => void {
    let last = 0;
    let lastPhase = '';
    return (progress) => {
      const now = Date.now();
      const phase = phaseOf(progress);
      if (phase === lastPhase && now - last < POLL_MS) return;
      last = now;
      lastPhase = phase;
      void job.updateProgress(progress as object).catch(() => undefined);
      this.publish({ jobId: job.id!, state: 'active', progress, result: null, error: null });
    };
  }

  /**
   * Tells the job's open streams (the gateway's GET …/{jobId}/stream/) its new state, on core NATS: a
   * stream opened later starts with the job as read then, and a missed change is followed by the next or
   * by the job's end, so nothing needs keeping.
   */
  private publish(answer: SolverJobAnswer<Result, Progress>): void {
    const { live, config, logger } = this.options;
    const subject = SQUADS_LIVE.jobSubject(live.kind, answer.jobId);
    if (subject === null) return;
    try {
      live.nats.publish(
        `${config.NATS_SUBJECT_PREFIX}${subject}`,
        JSON.stringify({ event: 'job', data: answer }),
      );
    } catch (error) {
      // The stream is a convenience: the job's state stays readable by its status route.
      logger.warn({ err: error, jobId: answer.jobId }, 'Could not publish a solver job change');
    }
  }

  private async jobOf(jobId: string): Promise<Job<Data, Result> | undefined> {
    return (await this.queue.getJob(jobId)) as Job<Data, Result> | undefined;
  }

  /** Another user's job, like a job that does not exist, is NOT_FOUND: its id tells nothing. */
  private async ownJob(ownerId: string, jobId: string): Promise<Job<Data, Result>> {
    const job = await this.jobOf(jobId);
    if (!job || job.data.ownerId !== ownerId) throw new DomainError('NOT_FOUND', this.options.notFound);
    return job;
  }

  private async answerOf(loaded: Job<Data, Result>): Promise<SolverJobAnswer<Result, Progress>> {
    const state = await loaded.getState();
    // The job may have finished between its load and this read of its state (a busy machine widens the
    // window): its result and failure are then read again, or a finished job would answer no result.
    const job =
      (state === 'completed' || state === 'failed') && loaded.finishedOn === undefined
        ? ((await this.jobOf(loaded.id!)) ?? loaded)
        : loaded;
    const result = state === 'completed' ? (job.returnvalue ?? null) : null;
    const progress = job.progress && typeof job.progress === 'object' ? (job.progress as Progress) : null;
    return {
      jobId: job.id!,
      state:
        state === 'completed'
          ? result !== null && this.options.isCancelled(result)
            ? 'cancelled'
            : 'completed'
          : state === 'failed'
            ? 'failed'
            : state === 'active'
              ? 'active'
              : job.data.cancelled
                ? 'cancelled'
                : 'waiting',
      progress,
      result,
      error: state === 'failed' ? (job.failedReason ?? 'failed') : null,
    };
  }
}
