import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { JobsOptions, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_CONFIG, createJobQueue, startJobWorker, type ServiceEnv } from '@futgg/service-kit';
import { loadLiveScoresConfig, type LiveScoresEnv } from './live-scores.config.js';
import { LiveScoresRepository } from './live-scores.repository.js';
import { LiveScoresService } from './live-scores.service.js';
import { nextSimulatedUpdate } from './simulated-feed.js';

export const LIVE_SCORES_QUEUE = 'live-scores-feed';
const SCHEDULER_ID = 'simulated-feed';
/**
 * Tick numbers count from here, so a revision fits the column's integer (2^31) for years even at the
 * shortest tick (100 ms: 6.8 years; the default 15 s: centuries).
 */
const REVISION_EPOCH_MS = Date.UTC(2026, 0, 1);
const JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 50 },
  removeOnFail: { count: 200 },
};

/**
 * The live-score ingestion, like pricing's (docs/live-scores.md "Ingestion"): a BullMQ job scheduler
 * on the catalog's Redis runs the simulated feed every LIVE_SCORES_TICK_MS, once per tick across every
 * catalog replica; each tick advances the open fixtures through the same `ingest` as any feed, which
 * stores idempotently by revision and publishes each change on `catalog.live.fixture.<id>`.
 */
@Injectable()
export class LiveScoresFeedService implements OnModuleInit, OnApplicationShutdown {
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly settings: LiveScoresEnv = loadLiveScoresConfig();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly repository: LiveScoresRepository,
    private readonly live: LiveScoresService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The subject prefix keeps test stacks (each its own prefix) from sharing a queue.
    const connection = {
      redisUrl: this.config.REDIS_URL,
      prefix: `futgg:catalog-live${this.config.NATS_SUBJECT_PREFIX ? `:${this.config.NATS_SUBJECT_PREFIX}` : ''}`,
    };
    this.queue = createJobQueue(LIVE_SCORES_QUEUE, connection);
    if (this.settings.LIVE_SCORES_SIMULATION === 'off') {
      await this.queue.removeJobScheduler(SCHEDULER_ID);
      return;
    }
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.settings.LIVE_SCORES_TICK_MS },
      { name: SCHEDULER_ID, opts: JOB_OPTIONS },
    );
    this.worker = startJobWorker(
      LIVE_SCORES_QUEUE,
      async (job) => this.tick(new Date((job.opts as { prevMillis?: number }).prevMillis ?? job.timestamp)),
      { ...connection, logger: this.logger },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }

  /**
   * One tick of the simulated feed at instant `at`: each open fixture one minute on. The revision is the
   * tick's number (ticks since 2026-01-01), so the same tick run again applies nothing twice.
   */
  async tick(at: Date): Promise<{ applied: number }> {
    const revision = Math.max(
      1,
      Math.floor((at.getTime() - REVISION_EPOCH_MS) / this.settings.LIVE_SCORES_TICK_MS),
    );
    let applied = 0;
    for (const fixture of await this.repository.openFixtures(at)) {
      const [home, away] = await Promise.all([
        this.repository.squad(fixture.home.participantId),
        this.repository.squad(fixture.away.participantId),
      ]);
      const update = nextSimulatedUpdate(fixture, { home, away }, revision);
      if (!update) continue;
      const result = await this.live.ingest(update);
      if (result.applied) applied += 1;
    }
    return { applied };
  }
}
