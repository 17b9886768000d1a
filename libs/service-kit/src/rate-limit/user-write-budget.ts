import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError } from '@futgg/contracts';
import { REDIS, SERVICE_CONFIG } from '../boot/tokens.js';
import type { ServiceEnv } from '../config/parse-env.js';

export interface WriteBudget {
  /** What is counted, in the key and the message: 'comment', 'report', 'message'. */
  action: string;
  /** Writes allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Per-user write budgets (comments, reports, messages): the gateway's rate limit counts per address, so
 * one account behind many addresses could still flood a thread; this counts per user id in Redis, a
 * fixed window per action. Over budget: RATE_LIMITED (429) naming the action and the limit. If Redis is
 * unreachable the write goes through (and the gateway's limit still holds): refusing every comment while
 * Redis restarts is worse than a brief gap.
 */
export class UserWriteBudgets {
  constructor(
    private readonly redis: Redis,
    private readonly config: ServiceEnv,
  ) {}

  async spend(userId: string, budget: WriteBudget, now = Date.now()): Promise<void> {
    const window = Math.floor(now / 1000 / budget.windowSeconds);
    const key = `${this.config.NATS_SUBJECT_PREFIX}wb:${budget.action}:${userId}:${window}`;
    let count: number;
    try {
      const [[, incremented]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, budget.windowSeconds + 1)
        .exec()) as [[unknown, number], [unknown, number]];
      count = incremented;
    } catch {
      return;
    }
    if (count > budget.limit) {
      throw new DomainError(
        'RATE_LIMITED',
        `Too many ${budget.action} writes: at most ${budget.limit} every ${budget.windowSeconds} s`,
      );
    }
  }
}

// Nest's metadata applied by call rather than decorator syntax: service-kit is also loaded by worker
// threads through tsx (the auto-builder's), whose transform does not take parameter decorators.
Injectable()(UserWriteBudgets);
Inject(REDIS)(UserWriteBudgets, undefined, 0);
Inject(SERVICE_CONFIG)(UserWriteBudgets, undefined, 1);
