import { Redis } from 'ioredis';
import pino from 'pino';
import { runToken, TEST_REDIS_URL } from '@futgg/testing';
import { ResponseCache } from '../src/cache/response-cache.js';

// The cache on real Redis: the entry limit, and the warning when its Redis would never evict.
describe(ResponseCache.name, () => {
  let redis: Redis;
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  const prefix = `futgg:test:${runToken()}:cache-unit:`;

  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    await new Promise((resolve) => redis.once('ready', resolve));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('stores a reply within the entry limit and leaves a larger one out', async () => {
    const cache = new ResponseCache(redis, { prefix, maxEntryBytes: 1024 }, logger);
    const small = cache.keyFor('op', { page: 1 });
    const large = cache.keyFor('op', { page: 2 });
    expect(cache.set(small, Buffer.alloc(1024, 'a'), 60)).toBe(true);
    expect(cache.set(large, Buffer.alloc(1025, 'a'), 60)).toBe(false);
    expect((await cache.get(small))?.byteLength).toBe(1024);
    expect(await cache.get(large)).toBeNull();
  });

  it('warns once at start-up when its Redis has no memory limit with allkeys eviction', async () => {
    const [, maxmemory] = (await redis.config('GET', 'maxmemory')) as string[];
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const evicts = maxmemory !== '0' && policy!.startsWith('allkeys-');
    await new ResponseCache(redis, { prefix, maxEntryBytes: 1024 }, logger).warnUnlessEvicting();
    const warned = lines.some((line) => line.includes('no memory limit with allkeys eviction'));
    expect(warned).toBe(!evicts);
  });
});
