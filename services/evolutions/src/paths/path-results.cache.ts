import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { EvolutionPathRow, FindPathsRequest } from '@futgg/contracts';
import { REDIS, SERVICE_CONFIG, type ServiceEnv } from '@futgg/service-kit';

/** A card's ranked paths stay this long unless their inputs change first (which changes the key). */
const TTL_SECONDS = 600;

export interface PathResultsKey {
  request: Pick<FindPathsRequest, 'gameYear' | 'eaId' | 'objective' | 'maxCoins' | 'maxPoints' | 'maxDepth'>;
  /** The card's version in the catalog. */
  historyVersion: number;
  /** The evolutions' revision and which of them are active now: an edit or an end makes a new key. */
  evolutionsRevision: string;
  activeIds: readonly number[];
}

/**
 * A card's ranked paths in Redis, shared by every replica: the path search is the paths route's cost,
 * and its answer depends only on what the key names.
 */
@Injectable()
export class PathResultsCache {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
  ) {
    this.prefix = `futgg:evolutions:${config.NATS_SUBJECT_PREFIX}paths:`;
  }

  private keyOf({ request, historyVersion, evolutionsRevision, activeIds }: PathResultsKey): string {
    const options = [
      request.objective,
      request.maxCoins ?? '',
      request.maxPoints ?? '',
      request.maxDepth,
    ].join(',');
    return `${this.prefix}${request.gameYear}:${request.eaId}:${historyVersion}:${options}:${evolutionsRevision}:${activeIds.join('.')}`;
  }

  async get(key: PathResultsKey): Promise<EvolutionPathRow[] | null> {
    const cached = await this.redis.get(this.keyOf(key));
    return cached === null ? null : (JSON.parse(cached) as EvolutionPathRow[]);
  }

  async set(key: PathResultsKey, rows: readonly EvolutionPathRow[]): Promise<void> {
    await this.redis.set(this.keyOf(key), JSON.stringify(rows), 'EX', TTL_SECONDS);
  }
}
