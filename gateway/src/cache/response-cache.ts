import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Response bodies in Redis, keyed by route and canonical payload (two queries naming the same filters in
 * another order share one entry). Redis trouble never fails a request: the cache is skipped.
 */
export class ResponseCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  keyFor(operationId: string, payload: unknown): string {
    return `${this.prefix}cache:${operationId}:${JSON.stringify(payload)}`;
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

  set(key: string, body: Buffer, seconds: number): void {
    if (this.redis.status !== 'ready') return;
    this.redis.set(key, body, 'EX', seconds).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Response cache write failed');
    });
  }
}
