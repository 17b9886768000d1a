import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
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
import type { SquadRuleset } from '@futgg/game-rules';
import {
  LOGGER,
  NATS_CONNECTION,
  SERVICE_CONFIG,
  type NatsPublisher,
  type ServiceEnv,
} from '@futgg/service-kit';
import { OwnedSolverJobs, type OwnedJobData } from '../solver-jobs/owned-solver-jobs.js';
import type { AutoBuildProblem } from './auto-build-model.js';
import { playsFromClub, problemOf, resultOf } from './auto-build-request.js';
import type { AutoBuildOutcome } from './auto-build-solve.js';
import type { AutoBuildThreadInput } from './auto-build.thread.js';
import { CardPoolClient } from './card-pool.client.js';
import { ProEventsService } from '../pro-competition/pro-events.service.js';

export const AUTO_BUILD_QUEUE = 'auto-build';

export interface AutoBuildJobData extends OwnedJobData {
  request: AutoBuildRequest;
  /** The event's ruleset as it stood when the job was started (null without an event). */
  ruleset?: SquadRuleset | null;
}

/**
 * The auto-builder as a BullMQ job (docs/auto-builder.md "The job"): the request is queued, a worker
 * reads the card pool, builds the model, and solves it in a worker thread, writing the stage, elapsed
 * time, incumbent and bound as the job's progress. Jobs are their creator's only.
 */
@Injectable()
export class AutoBuilderService implements OnModuleInit, OnApplicationShutdown {
  private jobs!: OwnedSolverJobs<AutoBuildJobData, AutoBuildResult, AutoBuildProgress>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(NATS_CONNECTION) private readonly nats: NatsPublisher,
    private readonly cards: CardPoolClient,
    private readonly events: ProEventsService,
  ) {}

  onModuleInit(): void {
    this.jobs = new OwnedSolverJobs({
      queue: AUTO_BUILD_QUEUE,
      config: this.config,
      logger: this.logger,
      process: (job) => this.run(job),
      isCancelled: (result) => result.status === 'cancelled',
      live: { kind: 'auto-build', nats: this.nats },
      thread: { callerUrl: import.meta.url, name: 'auto-build.thread' },
      notFound: 'Auto-build job not found',
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs?.close();
  }

  async start(caller: Caller, request: AutoBuildRequest): Promise<AutoBuildJobCreated> {
    const ruleset = request.event ? await this.rulesetOf(request.event) : null;
    // The request is checked now (an unknown locked card, a formation or a locked card the event's
    // ruleset does not allow: 400 naming the field), not in the job. An untradeable-only ruleset needs
    // the club to tell whether the locked cards are untradeable.
    const club = ruleset?.isUntradeableOnly ? await this.cards.club(caller.id, request.gameYear) : [];
    problemOf(request, await this.cards.pool(request.gameYear, request.priceKey), club, ruleset);
    return this.jobs.add({ ownerId: caller.id, request, ruleset, cancelled: false });
  }

  /** The event's ruleset; an unknown event is 404 naming `event.guid`. */
  private async rulesetOf(event: NonNullable<AutoBuildRequest['event']>): Promise<SquadRuleset> {
    try {
      return (await this.events.eventWithRuleset(event.product, event.guid)).ruleset.squadConfigData;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND')
        throw new DomainError('NOT_FOUND', 'Event not found', { field: 'event.guid', cause: error });
      throw error;
    }
  }

  get(caller: Caller, jobId: string): Promise<AutoBuildJob> {
    return this.jobs.get(caller.id, jobId);
  }

  cancel(caller: Caller, jobId: string): Promise<AutoBuildJob> {
    return this.jobs.cancel(caller.id, jobId);
  }

  private async run(job: Job<AutoBuildJobData, AutoBuildResult>): Promise<AutoBuildResult> {
    const { request, ownerId } = job.data;
    const empty: AutoBuildOutcome = {
      squad: null,
      values: null,
      greedy: null,
      stages: [],
      pool: { cards: 0, columns: 0, removed: 0 },
      seconds: 0,
    };
    const catalog = await this.cards.pool(request.gameYear, request.priceKey);
    const ruleset = job.data.ruleset ?? null;
    const club = playsFromClub(request, ruleset) ? await this.cards.club(ownerId, request.gameYear) : null;
    const problem: AutoBuildProblem = problemOf(request, catalog, club, ruleset);
    // Cancelled while waiting: it never runs.
    if (job.data.cancelled) return resultOf(problem, empty, true);
    const { outcome, stopped } = await this.jobs.solveInThread<AutoBuildThreadInput, AutoBuildOutcome>(
      job,
      { problem, timeLimitSeconds: request.timeLimitSeconds },
      (progress) => String(progress.stageIndex),
      () => empty,
    );
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
    return resultOf(problem, outcome, stopped);
  }
}
