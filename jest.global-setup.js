// Optional: with TEST_CONTAINERS=on and a container runtime present, the test run gets its own
// PostgreSQL, Redis and NATS (JetStream) from testcontainers; otherwise the tests use the servers at
// TEST_DATABASE_URL / TEST_REDIS_URL / TEST_NATS_URL (default: the local ones). Never required.
import { execFileSync } from 'node:child_process';

const containerRuntimeAnswers = () => {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
};

export default async function globalSetup() {
  if (process.env.TEST_CONTAINERS !== 'on') return;
  if (!containerRuntimeAnswers()) {
    console.warn('\nTEST_CONTAINERS=on but no container runtime answers; using the local servers instead.');
    return;
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:15-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  const nats = await new GenericContainer('nats:2-alpine')
    .withCommand(['-js'])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  process.env.TEST_DATABASE_URL = `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`;
  process.env.TEST_REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  process.env.TEST_NATS_URL = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
  globalThis.__TEST_CONTAINERS__ = [postgres, redis, nats];
}
