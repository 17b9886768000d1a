import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  DomainError,
  SBC_CONTRACTS,
  SBC_SOLVE_LIMITS,
  type Caller,
  type SbcChallenge,
  type SbcSet,
  type SbcSolveJob,
  type SbcSolveJobCreated,
  type SbcSolveProgress,
  type SbcSolveRequest,
  type SbcSolveResult,
  type SquadPoolCard,
} from '@futgg/contracts';
import {
  LOGGER,
  NATS_CONNECTION,
  NATS_REQUESTER,
  REDIS,
  SERVICE_CONFIG,
  UserWriteBudgets,
  type NatsPublisher,
  type NatsRequester,
  type ServiceEnv,
  type WriteBudget,
} from '@futgg/service-kit';
import { CardPoolClient } from '../auto-builder/card-pool.client.js';
import { OwnedSolverJobs, solverQueuePrefix, type OwnedJobData } from '../solver-jobs/owned-solver-jobs.js';
import { SquadReader } from '../squads/squad-reader.js';
import { ruleFactsOf, UnsupportedRuleError } from './sbc-model.js';
import { sbcPoolOf, type SbcPool } from './sbc-pool.js';
import { sbcResultOf } from './sbc-result.js';
import type { SbcSolveChallenge, SbcSolveInput, SbcSolveOutcome } from './sbc-solve.js';

export const SBC_SOLVE_QUEUE = 'sbc-solve';

/** Solves a user may start a minute (each spends a core for seconds); over it, 429 naming the action. */
export const SBC_SOLVE_BUDGET: WriteBudget = { action: 'sbc-solve', limit: 20, windowSeconds: 60 };

export interface SbcSolveJobData extends OwnedJobData {
  request: SbcSolveRequest;
}

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The prices version of a card pool: a digest of every card's price, computed once per pool read. */
const pricesVersions = new WeakMap<readonly SquadPoolCard[], string>();
const pricesVersionOf = (catalog: readonly SquadPoolCard[]): string => {
  let version = pricesVersions.get(catalog);
  if (!version) {
    version = sha(catalog.map((card) => [card.eaId, card.price]));
    pricesVersions.set(catalog, version);
  }
  return version;
};

/**
 * The SBC solver as a BullMQ job (docs/sbc-solver.md "The job"): the request is checked and queued; the
 * worker reads the challenges from the catalog, the card pool, the caller's club and current squad, looks
 * the answer up in the cache (same requirements, pool options, club version and prices version), or
 * solves it in a worker thread, writing the phase, challenge, elapsed time, incumbent and bound as the
 * job's progress. Jobs are their creator's only.
 */
@Injectable()
export class SbcSolverService implements OnModuleInit, OnApplicationShutdown {
  private jobs!: OwnedSolverJobs<SbcSolveJobData, SbcSolveResult, SbcSolveProgress>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(NATS_CONNECTION) private readonly nats: NatsPublisher,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cards: CardPoolClient,
    private readonly squads: SquadReader,
    private readonly budgets: UserWriteBudgets,
  ) {}

  onModuleInit(): void {
    this.jobs = new OwnedSolverJobs({
      queue: SBC_SOLVE_QUEUE,
      config: this.config,
      logger: this.logger,
      process: (job) => this.run(job),
      isCancelled: (result) => result.status === 'cancelled',
      live: { kind: 'sbc-solve', nats: this.nats },
      thread: { callerUrl: import.meta.url, name: 'sbc-solve.thread' },
      notFound: 'SBC solve job not found',
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs?.close();
  }

  /** Checks what can be checked now (the challenge exists, its rules can be solved, locked cards are known). */
  async start(caller: Caller, request: SbcSolveRequest): Promise<SbcSolveJobCreated> {
    await this.budgets.spend(caller.id, SBC_SOLVE_BUDGET);
    const challenges = await this.challengesOf(request);
    for (const challenge of challenges) {
      try {
        ruleFactsOf(challenge.rules);
      } catch (error) {
        if (error instanceof UnsupportedRuleError)
          throw new DomainError('INVALID_INPUT', error.message, {
            field: request.requirements ? 'requirements' : 'sbcChallengeId',
          });
        throw error;
      }
    }
    if (request.pool.lockedEaIds.length || request.pool.duplicates.length)
      await this.poolOf(caller.id, request);
    return this.jobs.add({ ownerId: caller.id, request, cancelled: false });
  }

  get(caller: Caller, jobId: string): Promise<SbcSolveJob> {
    return this.jobs.get(caller.id, jobId);
  }

  cancel(caller: Caller, jobId: string): Promise<SbcSolveJob> {
    return this.jobs.cancel(caller.id, jobId);
  }

  private async challengesOf(request: SbcSolveRequest): Promise<SbcSolveChallenge[]> {
    const own = (challenge: SbcChallenge): SbcSolveChallenge => ({
      sbcChallengeId: challenge.id,
      name: challenge.name,
      rules: challenge.requirements.rules,
    });
    if (request.requirements)
      return [{ sbcChallengeId: null, name: 'Custom requirements', rules: request.requirements.rules }];
    if (request.sbcSetId !== undefined) {
      const set = await this.requester.request<{ data: SbcSet }>(SBC_CONTRACTS.set.subject, {
        id: request.sbcSetId,
      });
      return [...set.data.challenges].sort((a, b) => a.order - b.order).map(own);
    }
    const challenge = await this.requester.request<{ data: SbcChallenge }>(SBC_CONTRACTS.challenge.subject, {
      id: request.sbcChallengeId,
    });
    return [own(challenge.data)];
  }

  private async poolOf(
    ownerId: string,
    request: SbcSolveRequest,
  ): Promise<SbcPool & { catalog: readonly SquadPoolCard[]; clubVersion: string }> {
    const { pool: options, gameYear } = request;
    const [catalog, club, keep] = await Promise.all([
      this.cards.pool(gameYear, options.priceKey),
      options.club ? this.cards.club(ownerId, gameYear) : Promise.resolve(null),
      options.keepActiveSquad ? this.squads.currentSquadCards(ownerId, gameYear) : Promise.resolve([]),
    ]);
    const pool = sbcPoolOf(catalog, club, options, keep);
    // The club version: what the solve reads of the club (its cards, their tradeability and duplicates,
    // the current squad).
    const clubVersion = sha([
      club?.map((card) => [card.eaId, card.isUntradeable, card.duplicates]) ?? null,
      [...keep].sort(),
    ]);
    return { ...pool, catalog, clubVersion };
  }

  private cacheKey(request: SbcSolveRequest, challenges: SbcSolveChallenge[], versions: string[]): string {
    const { gameYear, pool, timeLimitSeconds, alternatives, marginalCosts } = request;
    const key = sha({ challenges, gameYear, pool, timeLimitSeconds, alternatives, marginalCosts, versions });
    return `${solverQueuePrefix(this.config)}:sbc-solve-cache:${key}`;
  }

  private async run(job: Job<SbcSolveJobData, SbcSolveResult>): Promise<SbcSolveResult> {
    const { request, ownerId } = job.data;
    const challenges = await this.challengesOf(request);
    const pool = await this.poolOf(ownerId, request);
    const context = {
      priceKey: request.pool.priceKey,
      locked: request.pool.lockedEaIds,
      pool: { club: pool.club, market: pool.market, candidates: pool.pool.length },
    };
    const empty: SbcSolveOutcome = { challenges: [], cancelled: true, seconds: 0 };
    // Cancelled while waiting: it never runs.
    if (job.data.cancelled) return sbcResultOf(empty, context);
    const key = this.cacheKey(request, challenges, [pool.clubVersion, pricesVersionOf(pool.catalog)]);
    const cached = await this.redis.get(key);
    if (cached) return { ...(JSON.parse(cached) as SbcSolveResult), cached: true };
    const input: SbcSolveInput = {
      challenges,
      pool: pool.pool,
      spares: pool.spares,
      locked: pool.locked,
      timeLimitSeconds: request.timeLimitSeconds,
      alternatives: request.alternatives,
      marginalCosts: request.marginalCosts,
    };
    const { outcome, stopped } = await this.jobs.solveInThread<SbcSolveInput, SbcSolveOutcome>(
      job,
      input,
      (progress) => `${progress.challengeIndex}:${progress.phase}`,
      () => empty,
    );
    const result = sbcResultOf({ ...outcome, cancelled: outcome.cancelled || stopped }, context);
    if (result.status !== 'cancelled') {
      await this.redis.set(key, JSON.stringify(result), 'EX', SBC_SOLVE_LIMITS.KEEP_SECONDS);
    }
    return result;
  }
}
