import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import {
  DomainError,
  type AutoBuildJob,
  type AutoBuildJobCreated,
  type AutoBuildProgress,
  type AutoBuildRequest,
  type AutoBuildResult,
  type Caller,
} from '@futgg/contracts';
import { LOGGER, SERVICE_CONFIG, createJobQueue, startJobWorker, type ServiceEnv } from '@futgg/service-kit';
import type { AutoBuildProblem } from './auto-build-model.js';
import { problemOf, resultOf } from './auto-build-request.js';
import { AutoBuildRun } from './auto-build-runner.js';
import { CardPoolClient } from './card-pool.client.js';

export const AUTO_BUILD_QUEUE = 'auto-build';

export interface AutoBuildJobData {
  ownerId: string;
  request: AutoBuildRequest;
  /** Set by the owner's cancel: a waiting job never starts, a running one stops with its incumbent. */
  cancelled: boolean;
}

/** How often a running job looks for its cancel flag, and writes its progress at most. */
const POLL_MS = 200;
/** A solver that does not stop this long after being asked is terminated. */
const STOP_GRACE_MS = 2_000;
/** Finished jobs are kept this long for their owner to read. */
const KEEP_SECONDS = 3_600;

/** The Redis prefix of the service's queues: the subject prefix keeps parallel test runs apart. */
export const autoBuildQueuePrefix = (config: ServiceEnv): string =>
  config.NATS_SUBJECT_PREFIX ? `futgg:squads:${config.NATS_SUBJECT_PREFIX}` : 'futgg:squads';

/**
 * The auto-builder as a BullMQ job (docs/auto-builder.md "The job"): the request is queued, a worker
 * reads the card pool, builds the model, and solves it in a worker thread, writing the stage, elapsed
 * time, incumbent and bound as the job's progress. Jobs are their creator's only.
 */
@Injectable()
export class AutoBuilderService implements OnModuleInit, OnApplicationShutdown {
  private queue!: Queue<AutoBuildJobData>;
  private worker!: Worker<AutoBuildJobData, AutoBuildResult>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly cards: CardPoolClient,
  ) {}

  onModuleInit(): void {
    const connection = { redisUrl: this.config.REDIS_URL, prefix: autoBuildQueuePrefix(this.config) };
    this.queue = createJobQueue<AutoBuildJobData>(AUTO_BUILD_QUEUE, connection);
    // One solve at a time per replica: HiGHS takes a core, and the machine's other core serves requests.
    this.worker = startJobWorker<AutoBuildJobData, AutoBuildResult>(
      AUTO_BUILD_QUEUE,
      (job) => this.run(job),
      {
        ...connection,
        logger: this.logger,
        concurrency: 1,
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }

  async start(caller: Caller, request: AutoBuildRequest): Promise<AutoBuildJobCreated> {
    // The request's cards are checked now (an unknown locked card is 400 naming `locked`), not in the job.
    problemOf(request, await this.cards.pool(request.gameYear, request.priceKey), []);
    const jobId = randomUUID();
    await this.queue.add(
      'build',
      { ownerId: caller.id, request, cancelled: false },
      { jobId, attempts: 1, removeOnComplete: { age: KEEP_SECONDS }, removeOnFail: { age: KEEP_SECONDS } },
    );
    return { jobId };
  }

  async get(caller: Caller, jobId: string): Promise<AutoBuildJob> {
    return this.answerOf(await this.ownJob(caller, jobId));
  }

  async cancel(caller: Caller, jobId: string): Promise<AutoBuildJob> {
    const job = await this.ownJob(caller, jobId);
    const state = await job.getState();
    if (state !== 'completed' && state !== 'failed') await job.updateData({ ...job.data, cancelled: true });
    return this.answerOf((await this.queue.getJob(jobId)) ?? job);
  }

  /** Another user's job, like a job that does not exist, is NOT_FOUND: its id tells nothing. */
  private async ownJob(caller: Caller, jobId: string): Promise<Job<AutoBuildJobData, AutoBuildResult>> {
    const job = await this.queue.getJob(jobId);
    if (!job || job.data.ownerId !== caller.id)
      throw new DomainError('NOT_FOUND', 'Auto-build job not found');
    return job;
  }

  private async answerOf(loaded: Job<AutoBuildJobData, AutoBuildResult>): Promise<AutoBuildJob> {
    const state = await loaded.getState();
    // The job may have finished between its load and this read of its state (a busy machine widens the
    // window): its result and failure are then read again, or a finished job would answer no result.
    const job =
      (state === 'completed' || state === 'failed') && loaded.finishedOn === undefined
        ? ((await this.queue.getJob(loaded.id!)) ?? loaded)
        : loaded;
    const result = state === 'completed' ? (job.returnvalue ?? null) : null;
    const progress =
      job.progress && typeof job.progress === 'object' ? (job.progress as AutoBuildProgress) : null;
    return {
      jobId: job.id!,
      state:
        state === 'completed'
          ? result?.status === 'cancelled'
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

  private async run(job: Job<AutoBuildJobData, AutoBuildResult>): Promise<AutoBuildResult> {
    const { request, ownerId } = job.data;
    const empty = { cards: 0, columns: 0, removed: 0 };
    const cancelledEmpty = (problem: AutoBuildProblem) =>
      resultOf(
        problem,
        { squad: null, values: null, greedy: null, stages: [], pool: empty, seconds: 0 },
        true,
      );
    const catalog = await this.cards.pool(request.gameYear, request.priceKey);
    const club = request.clubOnly ? await this.cards.club(ownerId, request.gameYear) : null;
    const problem = problemOf(request, catalog, club);
    // Cancelled while waiting: it never runs.
    if (job.data.cancelled) return cancelledEmpty(problem);
    let lastProgress = 0;
    let lastStage = -1;
    const run = new AutoBuildRun(problem, request.timeLimitSeconds, (progress) => {
      const now = Date.now();
      // Each stage's first report is written; then at most one every POLL_MS.
      if (progress.stageIndex === lastStage && now - lastProgress < POLL_MS) return;
      lastProgress = now;
      lastStage = progress.stageIndex;
      void job.updateProgress(progress).catch(() => undefined);
    });
    let terminating: NodeJS.Timeout | undefined;
    const stopIfCancelled = async () => {
      const fresh = await this.queue.getJob(job.id!);
      if (fresh?.data.cancelled && !run.isStopped) {
        run.stop();
        terminating = setTimeout(() => void run.terminate(), STOP_GRACE_MS);
      }
    };
    const polling = setInterval(() => void stopIfCancelled().catch(() => undefined), POLL_MS);
    try {
      const outcome = await run.outcome;
      const last = outcome.stages.at(-1);
      if (last) {
        await job.updateProgress({
          stage: last.stage,
          stageIndex: outcome.stages.length - 1,
          stageCount: outcome.stages.length,
          elapsedSeconds: outcome.seconds,
          incumbent: last.objective,
          bound: last.bound,
        });
      }
      return resultOf(problem, outcome, run.isStopped);
    } catch (error) {
      // A thread terminated by a cancel ends without an outcome: the job ends cancelled, empty.
      if (run.isStopped) return cancelledEmpty(problem);
      throw error;
    } finally {
      clearInterval(polling);
      if (terminating) clearTimeout(terminating);
      await run.terminate();
    }
  }
}
