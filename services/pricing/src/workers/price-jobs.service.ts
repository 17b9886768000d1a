import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Job, JobsOptions, Queue, Worker } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { LOGGER, PG_POOL, SERVICE_CONFIG, createJobQueue, startJobWorker } from '@futgg/service-kit';
import { PriceEventsPublisher } from '../events/price-events.publisher.js';
import { RetentionRepository } from '../history/retention.repository.js';
import { IngestionService } from '../ingestion/ingestion.service.js';
import { MarketFactsClient } from '../market/market-facts.client.js';
import { SimulatedMarket } from '../sources/simulated-market.source.js';
import { TrendsRepository } from '../trends/trends.repository.js';
import { DAY_MS, PriceBackfill, isHistoryEmpty } from './price-backfill.js';
import type { PricingWorkersEnv } from './workers.config.js';

/** The queues, each with its own worker, so a long backfill never delays a minute's prices. */
export const PRICE_QUEUES = {
  ingest: 'price-ingest',
  trends: 'price-trends',
  retention: 'price-retention',
  backfill: 'price-backfill',
} as const;

interface BackfillDay {
  day: number;
  until: string;
  keepRaw: boolean;
  /** The oldest day, written last: the roll-ups of whole old months follow it. */
  isLast: boolean;
}

/** Retried with backoff (1 s, 2 s, 4 s …); finished jobs are kept a while for inspection, then go. */
const JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 200 },
  removeOnFail: { count: 500 },
};
/** The catalog's card list is read again after this long (new cards, extinct ones). */
const MARKET_REFRESH_MS = 10 * 60_000;

/**
 * The scheduled price-tracking workers (docs/pricing.md "Workers"), in their own process: the simulated
 * market's ingestion every minute, the trend pass and its events, the retention roll-ups, and on an
 * empty history the backfill. Every job stores idempotently and names its own instant, so a job run
 * twice (a retry, a stalled job taken up after its worker was killed) adds nothing the first run stored
 * and leaves no gap.
 */
@Injectable()
export class PriceJobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly queues: Queue[] = [];
  private readonly workers: Worker[] = [];
  private market: { built: number; market: Promise<SimulatedMarket> } | undefined;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PricingWorkersEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly ingestion: IngestionService,
    private readonly trends: TrendsRepository,
    private readonly events: PriceEventsPublisher,
    private readonly retention: RetentionRepository,
    private readonly facts: MarketFactsClient,
    private readonly backfill: PriceBackfill,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = { redisUrl: this.config.REDIS_URL, prefix: this.config.PRICE_QUEUE_PREFIX };
    const queue = (name: string) => {
      const created = createJobQueue(name, connection);
      this.queues.push(created);
      return created;
    };
    const work = <T>(name: string, processor: (job: Job<T>) => Promise<unknown>) =>
      this.workers.push(
        startJobWorker<T>(name, processor, {
          ...connection,
          logger: this.logger,
          lockDuration: this.config.PRICE_JOB_LOCK_MS,
        }),
      );

    const ingest = queue(PRICE_QUEUES.ingest);
    const trends = queue(PRICE_QUEUES.trends);
    const retention = queue(PRICE_QUEUES.retention);
    const backfill = queue(PRICE_QUEUES.backfill);

    if (this.config.PRICE_SIMULATED_MARKET === 'on') {
      await ingest.upsertJobScheduler(
        'simulated-market',
        { every: this.config.PRICE_INGEST_EVERY_MS },
        { name: 'simulated-market', opts: JOB_OPTIONS },
      );
      if (this.config.PRICE_BACKFILL_DAYS > 0 && (await isHistoryEmpty(this.pool))) {
        await this.scheduleBackfill(backfill);
      }
    } else {
      await ingest.removeJobScheduler('simulated-market');
    }
    await trends.upsertJobScheduler(
      'trend-pass',
      { every: this.config.PRICE_TRENDS_EVERY_MS },
      { name: 'trend-pass', opts: JOB_OPTIONS },
    );
    await retention.upsertJobScheduler(
      'retention',
      { every: this.config.PRICE_RETENTION_EVERY_MS },
      { name: 'retention', opts: JOB_OPTIONS },
    );

    work<IngestJob>(PRICE_QUEUES.ingest, (job) => this.ingestSimulated(scheduledInstantOf(job)));
    work(PRICE_QUEUES.trends, () => this.trendPass());
    work(PRICE_QUEUES.retention, () => this.applyRetention());
    work<BackfillDay>(PRICE_QUEUES.backfill, (job) => this.backfillDay(job.data));
  }

  async onApplicationShutdown(): Promise<void> {
    // Workers first: each lets its running job finish, so a deploy never cuts a batch in half.
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(this.queues.map((queue) => queue.close()));
  }

  /** The minute's observations of the simulated market, through the same ingestion as any source. */
  async ingestSimulated(at: Date): Promise<{ stored: number; duplicates: number; refused: number }> {
    const market = await this.simulatedMarket();
    const totals = { stored: 0, duplicates: 0, refused: 0 };
    for await (const rows of market.sourceAt(at, this.config.PRICE_INGEST_BATCH_ROWS).batches()) {
      const reply = await this.ingestion.ingest(
        { gameYear: this.config.PRICE_GAME_YEAR, source: 'simulated', rows },
        at.getTime(),
      );
      totals.stored += reply.stored;
      totals.duplicates += reply.duplicates;
      totals.refused += reply.refused.length;
    }
    return totals;
  }

  /** One trend pass, then its events (also any a failed earlier publish left behind). */
  async trendPass(): Promise<{ recomputed: number; events: number }> {
    const pass = await this.trends.runPass();
    const events = await this.events.publishPending();
    if (pass) this.logger.info({ ...pass, events }, 'Trend pass');
    return { recomputed: pass?.recomputed ?? 0, events };
  }

  /**
   * The roll-ups, except while a backfill is writing: rolling a month up while its older days are still
   * to come would leave days made of part of their hours. The backfill's last day runs it instead.
   */
  async applyRetention(isBackfillsLast = false) {
    const backfill = this.queues.find((queue) => queue.name === PRICE_QUEUES.backfill);
    const { active = 0, ...waiting } =
      (await backfill?.getJobCounts('active', 'waiting', 'prioritized', 'delayed')) ?? {};
    const isBackfilling =
      active > (isBackfillsLast ? 1 : 0) || Object.values(waiting).some((count) => count > 0);
    if (isBackfilling) return { rawDays: [], hourlyMonths: [] };
    const done = await this.retention.apply(
      { rawDays: this.config.PRICE_RAW_DAYS, hourlyDays: this.config.PRICE_HOURLY_DAYS },
      new Date(),
    );
    if (done.rawDays.length || done.hourlyMonths.length) this.logger.info(done, 'History rolled up');
    return done;
  }

  private async backfillDay({ day, until, keepRaw, isLast }: BackfillDay): Promise<number> {
    const stored = await this.backfill.writeDay(
      await this.simulatedMarket(),
      this.config.PRICE_GAME_YEAR,
      day,
      new Date(until),
      keepRaw,
    );
    this.logger.info({ day: new Date(day).toISOString().slice(0, 10), stored }, 'Backfilled a day of prices');
    if (isLast) await this.applyRetention(true);
    return stored;
  }

  /**
   * The backfill's days, newest first (the trends need only the last day), each its own job with a
   * fixed id: a worker restarted mid-backfill finds the remaining days still queued. When the last day
   * is written the retention job rolls whole old months into days, as for any history.
   */
  private async scheduleBackfill(backfill: Queue): Promise<void> {
    const until = new Date();
    const today = Math.floor(until.getTime() / DAY_MS) * DAY_MS;
    const rawFrom = today - this.config.PRICE_RAW_DAYS * DAY_MS;
    const days = Array.from(
      { length: this.config.PRICE_BACKFILL_DAYS + 1 },
      (_, back) => today - back * DAY_MS,
    );
    await backfill.addBulk(
      days.map((day, order) => ({
        name: 'backfill-day',
        data: { day, until: until.toISOString(), keepRaw: day >= rawFrom, isLast: order === days.length - 1 },
        opts: {
          ...JOB_OPTIONS,
          jobId: `backfill-${this.config.PRICE_GAME_YEAR}-${day}`,
          priority: order + 1,
        },
      })),
    );
    this.logger.info(
      { days: days.length, from: new Date(days[days.length - 1]!).toISOString().slice(0, 10) },
      'The price history is empty: backfilling the simulated market',
    );
  }

  private async simulatedMarket(): Promise<SimulatedMarket> {
    if (!this.market || Date.now() - this.market.built > MARKET_REFRESH_MS) {
      const market = this.facts
        .all(this.config.PRICE_GAME_YEAR)
        .then((facts) => new SimulatedMarket(facts, this.config.PRICE_MARKET_SEED));
      this.market = { built: Date.now(), market };
      market.catch(() => (this.market = undefined));
    }
    return this.market.market;
  }
}

/** A market observation job: the scheduler's carry no data; one added by hand names its minute. */
export interface IngestJob {
  at?: string;
}

/**
 * The instant an ingestion job stands for (its slot, not when a worker got to it), so a retry or a
 * stalled job taken up later observes the same minute: the one it names, else its scheduler slot.
 */
export const scheduledInstantOf = (job: Job<IngestJob>): Date =>
  new Date(job.data?.at ?? (job.opts as { prevMillis?: number }).prevMillis ?? job.timestamp);
