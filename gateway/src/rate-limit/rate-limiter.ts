import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Budgets: reads, writes, and the identity calls an attacker would hammer (sign-ins, token refreshes). */
export type RateLimitKind = 'read' | 'write' | 'sign-in' | 'refresh';
export type RateLimits = Record<RateLimitKind, number>;

const KEY_LETTER: Record<RateLimitKind, string> = { read: 'r', write: 'w', 'sign-in': 's', refresh: 'f' };

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  retryAfterSeconds: number;
}

const WINDOW_MS = 60_000;

// One round trip: count the hit and start the window's expiry on its first hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Fixed one-minute windows per client address in Redis, so every gateway replica counts against the
 * same budget. Writes get a much smaller budget than reads, sign-ins smaller still. If Redis is unreachable the limiter lets
 * requests through (and logs): losing rate limiting briefly beats refusing every visitor.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: RateLimits,
    private readonly logger: Logger,
  ) {}

  async hit(client: string, kind: RateLimitKind): Promise<RateLimitVerdict> {
    const limit = this.limits[kind];
    const window = Math.floor(Date.now() / WINDOW_MS);
    const key = `${this.prefix}rl:${KEY_LETTER[kind]}:${client}:${window}`;
    if (this.redis.status !== 'ready')
      return { allowed: true, limit, remaining: limit, retryAfterSeconds: 0 };
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, WINDOW_MS)) as [number, number];
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'Rate limiter unavailable; letting the request through');
      return { allowed: true, limit, remaining: limit, retryAfterSeconds: 0 };
    }
  }
}
