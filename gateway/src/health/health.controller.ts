import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { SERVICE_NAMES, healthSubject, type HealthReport } from '@futgg/contracts';
import {
  NATS_CONNECTION,
  NATS_REQUESTER,
  REDIS,
  probeNats,
  probeRedis,
  type NatsRequester,
} from '@futgg/service-kit';

const SERVICE_TIMEOUT_MS = 1000;

/**
 * The gateway's readiness (`/health`: its own NATS and Redis) and the platform's state
 * (`/health/platform`: every service asked over NATS, each named with its answer or failure). Both are
 * for probes and operators on the gateway's own port; NGINX and the Ingress pass only `/api/` to it,
 * so visitors see `/api/health/` (public-health.ts) and no internals.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
  ) {}

  @Get('/health/live')
  @Header('cache-control', 'no-store')
  live() {
    return { status: 'ok' };
  }

  @Get('/health')
  @Header('cache-control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [nats, redis] = await Promise.all([probeNats(this.nats), probeRedis(this.redis)]);
    const ok = nats.ok && redis.ok;
    reply.status(ok ? 200 : 503);
    return { service: 'gateway', status: ok ? 'ok' : 'degraded', dependencies: { nats, redis } };
  }

  @Get('/health/platform')
  @Header('cache-control', 'no-store')
  async platform(@Res({ passthrough: true }) reply: FastifyReply) {
    const services = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        try {
          const report = await this.requester.request<HealthReport>(
            healthSubject(name),
            {},
            { timeoutMs: SERVICE_TIMEOUT_MS },
          );
          return [name, { status: report.status, dependencies: report.dependencies }] as const;
        } catch (error) {
          return [name, { status: 'down', error: (error as Error).message }] as const;
        }
      }),
    );
    const allOk = services.every(([, report]) => report.status === 'ok');
    reply.status(allOk ? 200 : 503);
    return { status: allOk ? 'ok' : 'degraded', services: Object.fromEntries(services) };
  }
}
