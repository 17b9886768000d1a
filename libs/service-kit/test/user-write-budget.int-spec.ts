import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DomainError } from '@futgg/contracts';
import type { ServiceEnv } from '../src/config/parse-env.js';
import { UserWriteBudgets } from '../src/rate-limit/user-write-budget.js';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('per-user write budgets (real Redis)', () => {
  const redis = new Redis(REDIS_URL);
  const prefix = `futgg-test-${randomUUID()}.`;
  const budgets = new UserWriteBudgets(redis, { NATS_SUBJECT_PREFIX: prefix } as ServiceEnv);
  const budget = { action: 'comment', limit: 3, windowSeconds: 60 };
  const now = Date.UTC(2026, 10, 27, 12, 0, 30);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets `limit` writes through in a window, refuses the next with RATE_LIMITED naming the action, and counts each user apart', async () => {
    for (let write = 0; write < 3; write++) await budgets.spend('alice', budget, now);
    const refused = await budgets.spend('alice', budget, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('RATE_LIMITED');
    expect((refused as DomainError).message).toContain('comment');
    await expect(budgets.spend('bob', budget, now)).resolves.toBeUndefined();
    await expect(budgets.spend('alice', { ...budget, action: 'report' }, now)).resolves.toBeUndefined();
  });

  it('starts a fresh budget in the next window, and its key expires', async () => {
    for (let write = 0; write < 3; write++) await budgets.spend('carol', budget, now);
    await expect(budgets.spend('carol', budget, now)).rejects.toBeInstanceOf(DomainError);
    await expect(budgets.spend('carol', budget, now + 60_000)).resolves.toBeUndefined();
    const keys = await redis.keys(`${prefix}wb:comment:carol:*`);
    expect(keys.length).toBe(2);
    for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(0);
  });

  it('lets writes through when Redis cannot be reached', async () => {
    // No connection is ever made and the offline queue is off: every command fails at once, as with Redis down.
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const offline = new UserWriteBudgets(down, { NATS_SUBJECT_PREFIX: prefix } as ServiceEnv);
    for (let write = 0; write < 5; write++)
      await expect(offline.spend('dave', budget, now)).resolves.toBeUndefined();
    down.disconnect();
  });
});
