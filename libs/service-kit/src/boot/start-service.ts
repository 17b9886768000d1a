import 'reflect-metadata';
import type { Server } from 'node:http';
import {
  Controller,
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { DataSource, EntitySchema, MixedList } from 'typeorm';
import { healthSubject, serviceEntry, type HealthReport, type ServiceName } from '@futgg/contracts';
import type { ServiceEnv } from '../config/parse-env.js';
import { createQueryPool, createServiceDataSource, migrate } from '../database/data-source.js';
import { ensureDatabase } from '../database/ensure-database.js';
import { RpcErrorFilter } from '../errors/rpc-exception.filter.js';
import {
  DependencyUnavailableError,
  connectNatsOrFail,
  connectRedisOrFail,
  probeNats,
  probePostgres,
  probeRedis,
} from '../health/dependency-probes.js';
import { startHealthServer } from '../health/health.server.js';
import { PinoNestLogger, createLogger } from '../logging/logger.js';
import { NatsRequester } from '../nats/nats-requester.js';
import { natsConnectionOptions } from '../nats/nats-servers.js';
import { PrefixedNatsServer } from '../nats/prefixed-nats.server.js';
import { PlatformEvents } from '../events/platform-events.js';
import { LOGGER, NATS_CONNECTION, NATS_REQUESTER, PG_POOL, REDIS, SERVICE_CONFIG } from './tokens.js';

export interface ServiceDefinition<C extends ServiceEnv = ServiceEnv> {
  name: ServiceName;
  /** The PostgreSQL schema the service owns: the registry's unless given (a test service's own). */
  schema?: string;
  module: Type<unknown> | DynamicModule;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: MixedList<Function | string>;
  config: C;
  version?: string;
  /**
   * false for a process that only works (the pricing workers): it answers no NATS subject, not even
   * the service's health subject, so requests for the service never reach it. Default true.
   */
  servesRequests?: boolean;
}

export interface RunningService {
  /** The Nest microservice, or the bare application context of a process that serves no requests. */
  app: INestApplicationContext;
  dataSource: DataSource;
  /** The pool repositories query through (PG_POOL). */
  pool: Pool;
  nats: NatsConnection;
  redis: Redis;
  logger: Logger;
  healthPort: number;
  health(): Promise<HealthReport>;
  close(): Promise<void>;
}

const healthControllerFor = (service: ServiceName, report: () => Promise<HealthReport>): Type<unknown> => {
  @Controller()
  class HealthController {
    @MessagePattern(healthSubject(service))
    check(): Promise<HealthReport> {
      return report();
    }
  }
  return HealthController;
};

const postgresAddress = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
};

/**
 * Boots one service: checks PostgreSQL, NATS and Redis (failing with one line naming the one that is
 * down), migrates its schema, then starts the Nest microservice on NATS and the HTTP health server.
 */
export const startService = async <C extends ServiceEnv>(
  definition: ServiceDefinition<C>,
): Promise<RunningService> => {
  const { config, name } = definition;
  const registered = serviceEntry(name);
  const schema = definition.schema ?? registered.schema;
  const logger = createLogger(name, config.LOG_LEVEL);
  const started = Date.now();

  try {
    await ensureDatabase(config.DATABASE_URL);
  } catch (error) {
    throw new DependencyUnavailableError(
      'postgres',
      postgresAddress(config.DATABASE_URL),
      String((error as Error).message ?? error),
    );
  }
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema,
    entities: definition.entities ?? [],
    migrations: definition.migrations ?? [],
    applicationName: `futgg-${name}`,
  });
  await dataSource.initialize();
  const pool = createQueryPool({
    url: config.DATABASE_URL,
    poolSize: config.DB_POOL_SIZE,
    applicationName: `futgg-${name}`,
  });
  // An idle connection the server ends (a restart, a failover, an administrator) is an event to log,
  // not a crash: the pool opens a new one on the next query. Without a listener, pg's pool would throw.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'PostgreSQL closed an idle connection'));
  const nats = await connectNatsOrFail(config.NATS_URL, `${name}-kit`).catch(async (error) => {
    await Promise.all([dataSource.destroy(), pool.end()]);
    throw error;
  });
  const redis = await connectRedisOrFail(config.REDIS_URL).catch(async (error) => {
    await Promise.all([dataSource.destroy(), pool.end(), nats.close()]);
    throw error;
  });

  const applied = await migrate(dataSource, schema);
  if (applied.length) logger.info({ migrations: applied }, 'Applied migrations');

  const health = async (): Promise<HealthReport> => {
    const [postgres, natsStatus, redisStatus] = await Promise.all([
      probePostgres(dataSource),
      probeNats(nats),
      probeRedis(redis),
    ]);
    const ok = postgres.ok && natsStatus.ok && redisStatus.ok;
    return {
      service: name,
      status: ok ? 'ok' : 'degraded',
      version: definition.version ?? '0.1.0',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      dependencies: { postgres, nats: natsStatus, redis: redisStatus },
    };
  };

  const events = new PlatformEvents(nats, pool, config.NATS_SUBJECT_PREFIX, schema, logger);

  @Module({})
  class KitModule {}
  const kitModule: DynamicModule = {
    module: KitModule,
    global: true,
    providers: [
      { provide: LOGGER, useValue: logger },
      { provide: NATS_CONNECTION, useValue: nats },
      { provide: NATS_REQUESTER, useValue: new NatsRequester(nats, config.NATS_SUBJECT_PREFIX) },
      { provide: REDIS, useValue: redis },
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: PG_POOL, useValue: pool },
      { provide: PlatformEvents, useValue: events },
    ],
    exports: [LOGGER, NATS_CONNECTION, NATS_REQUESTER, REDIS, SERVICE_CONFIG, PG_POOL, PlatformEvents],
  };

  @Module({})
  class RootModule {}
  const root: DynamicModule = {
    module: RootModule,
    imports: [
      kitModule,
      TypeOrmModule.forRootAsync({
        useFactory: () => ({ ...dataSource.options }),
        dataSourceFactory: async () => dataSource,
      }),
      definition.module,
    ],
    controllers: definition.servesRequests === false ? [] : [healthControllerFor(name, health)],
  };

  const releaseConnections = () =>
    Promise.all([
      dataSource.destroy().catch(() => undefined),
      pool.end().catch(() => undefined),
      nats.close().catch(() => undefined),
      redis.quit().catch(() => undefined),
    ]);
  let app: INestApplicationContext | undefined;
  try {
    if (definition.servesRequests === false) {
      app = await NestFactory.createApplicationContext(root, {
        logger: new PinoNestLogger(logger),
        bufferLogs: false,
      });
      await app.init();
    } else {
      const microservice = await NestFactory.createMicroservice(root, {
        strategy: new PrefixedNatsServer({
          ...natsConnectionOptions(config.NATS_URL),
          queue: registered.queueGroup,
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          name,
        }),
        logger: new PinoNestLogger(logger),
        bufferLogs: false,
      });
      app = microservice;
      microservice.useGlobalFilters(new RpcErrorFilter(logger));
      await microservice.listen();
    }
  } catch (error) {
    // A module that fails to start (a bad setting found in onModuleInit) must not leave the
    // connections open: the process would neither serve nor exit.
    await app?.close().catch(() => undefined);
    await events.stop().catch(() => undefined);
    await releaseConnections();
    throw error;
  }

  let healthServer: Server | undefined;
  let healthPort = config.HEALTH_PORT;
  try {
    const startedServer = await startHealthServer(config.HEALTH_PORT, health);
    healthServer = startedServer.server;
    healthPort = startedServer.port;
  } catch (error) {
    await app.close();
    await events.stop().catch(() => undefined);
    await releaseConnections();
    throw error;
  }
  logger.info({ healthPort, startupMs: Date.now() - started }, `${name} service ready`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      healthServer?.closeAllConnections();
      await new Promise<void>((resolve) => healthServer?.close(() => resolve()) ?? resolve());
      await app.close(); // drains the NATS subscriptions, then TypeORM closes its pool
      await events.stop(); // the event consumers finish the event in hand while the pool is still open
      if (dataSource.isInitialized) await dataSource.destroy();
      await pool.end().catch(() => undefined);
      await nats.drain().catch(() => undefined);
      await redis.quit().catch(() => redis.disconnect());
      logger.info(`${name} service stopped`);
    })());

  return { app, dataSource, pool, nats, redis, logger, healthPort, health, close };
};
