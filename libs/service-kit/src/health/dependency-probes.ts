import { natsConnectionOptions } from '../nats/nats-servers.js';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { DependencyStatus } from '@futgg/contracts';

const timed = async (probe: () => Promise<unknown>, timeoutMs: number): Promise<DependencyStatus> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: String((error as Error)?.message ?? error),
    };
  } finally {
    clearTimeout(timer);
  }
};

export const probePostgres = (dataSource: DataSource, timeoutMs = 1000) =>
  timed(() => dataSource.query('SELECT 1'), timeoutMs);

export const probeNats = (connection: NatsConnection, timeoutMs = 1000) =>
  timed(async () => {
    if (connection.isClosed()) throw new Error('connection closed');
    await connection.flush();
  }, timeoutMs);

export const probeRedis = (redis: Redis, timeoutMs = 1000) => timed(() => redis.ping(), timeoutMs);

/** How to start each dependency on this kind of machine (printed when one is unreachable). */
export const START_HINTS = {
  postgres: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  redis: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
  nats: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server',
} as const;

export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: keyof typeof START_HINTS,
    readonly address: string,
    reason: string,
  ) {
    super(`cannot reach ${dependency} at ${address} (${reason}); start it with: ${START_HINTS[dependency]}`);
    this.name = 'DependencyUnavailableError';
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export const connectRedisOrFail = async (url: string): Promise<Redis> => {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined); // reported through health; ioredis reconnects by itself
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new DependencyUnavailableError('redis', hostOf(url), String((error as Error).message ?? error));
  }
};

export const connectNatsOrFail = async (url: string, name: string): Promise<NatsConnection> => {
  try {
    return await connect({
      ...natsConnectionOptions(url),
      name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      timeout: 3000,
      // nats.js otherwise captures a stack trace on every request (3 % of the gateway's CPU under load);
      // our failures already name the service and subject.
      noAsyncTraces: true,
    });
  } catch (error) {
    throw new DependencyUnavailableError('nats', url, String((error as Error).message ?? error));
  }
};
