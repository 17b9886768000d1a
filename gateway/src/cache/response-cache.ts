import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface ResponseCacheOptions {
  /** Prefix of every key (REDIS_KEY_PREFIX). */
  prefix: string;
  /** A larger reply is served but not stored: one deep page must not push out a thousand small ones. */
  maxEntryBytes: number;
}

/**
 * Response bodies in Redis, keyed by route and canonical payload (the same meaning in other words shares
 * one entry: parameter and list order, the case of a search). The cache has a Redis of its own
 * (CACHE_REDIS_URL) with a memory limit and LRU eviction, so distinct queries can never fill the Redis
 * that holds rate limits, sessions and job queues. Redis trouble never fails a request: the cache is
 * skipped.
 */
export class ResponseCache {
  constructor(
    private readonly redis: Redis,
    private readonly options: ResponseCacheOptions,
    private readonly logger: Logger,
  ) {}

  keyFor(operationId: string, payload: unknown): string {
    return `${this.options.prefix}cache:${operationId}:${JSON.stringify(payload)}`;
  }

  async get(key: string): Promise<Buffer | null> {
    if (this.redis.status !== 'ready') return null;
    try {
      return await this.redis.getBuffer(key);
    } catch (error) {
      this.logger.warn({ err: error }, 'Response cache read failed');
      return null;
    }
  }

  /** Whether the body was handed to Redis (false: over the entry limit, or Redis not ready). */
  set(key: string, body: Buffer, seconds: number): boolean {
    if (this.redis.status !== 'ready' || body.byteLength > this.options.maxEntryBytes) return false;
    this.redis.set(key, body, 'EX', seconds).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Response cache write failed');
    });
    return true;
  }

  /**
   * Says at start-up, once, when the cache's Redis would not evict: without a memory limit and an
   * allkeys policy the cache grows until Redis refuses writes (npm start, compose and k8s run it with
   * both).
   */
  async warnUnlessEvicting(): Promise<void> {
    try {
      const [, maxmemory] = (await this.redis.config('GET', 'maxmemory')) as string[];
      const [, policy] = (await this.redis.config('GET', 'maxmemory-policy')) as string[];
      if (maxmemory === '0' || !policy?.startsWith('allkeys-')) {
        this.logger.warn(
          { maxmemory, policy },
          'The response cache Redis has no memory limit with allkeys eviction: set CACHE_REDIS_URL to a bounded Redis',
        );
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not read the response cache Redis settings');
    }
  }
}
