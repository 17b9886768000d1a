import { Module, type DynamicModule } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER, NATS_CONNECTION, NATS_REQUESTER, REDIS, type NatsRequester } from '@futgg/service-kit';
import { HealthController } from './health/health.controller.js';

export interface GatewayConnections {
  nats: NatsConnection;
  redis: Redis;
  requester: NatsRequester;
  logger: Logger;
}

@Module({})
export class GatewayModule {
  static with(connections: GatewayConnections): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController],
      providers: [
        { provide: NATS_CONNECTION, useValue: connections.nats },
        { provide: REDIS, useValue: connections.redis },
        { provide: NATS_REQUESTER, useValue: connections.requester },
        { provide: LOGGER, useValue: connections.logger },
      ],
    };
  }
}
