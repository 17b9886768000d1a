import type { FastifyInstance } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { probeNats, probeRedis } from '@futgg/service-kit';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/**
 * `/api/health/`, the public one: whether the API can answer, from the gateway's own connections, with
 * nothing about what is behind it. It asks no service (the fan-out is `/health/platform`, which NGINX
 * does not expose) and counts against the caller's read budget like any read.
 */
export const registerPublicHealth = (
  fastify: FastifyInstance,
  deps: { nats: NatsConnection; redis: Redis; limiter: RateLimiter | null },
) => {
  fastify.get('/api/health/', async (request, reply) => {
    if (await refusedByRateLimit(deps.limiter, request, reply, 'read')) return reply;
    const [nats, redis] = await Promise.all([probeNats(deps.nats), probeRedis(deps.redis)]);
    const ok = nats.ok && redis.ok;
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable' });
  });
};
