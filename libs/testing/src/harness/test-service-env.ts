import { TEST_NATS_URL, TEST_REDIS_URL, runToken } from './test-database.js';

/** The environment a service gets in a test: its own database, a unique subject prefix, a free health port. */
export const testServiceEnv = (databaseUrl: string, subjectPrefix = `t${runToken()}.`) => ({
  DATABASE_URL: databaseUrl,
  NATS_URL: TEST_NATS_URL,
  REDIS_URL: TEST_REDIS_URL,
  LOG_LEVEL: (process.env['TEST_LOG_LEVEL'] ?? 'silent') as 'silent',
  NATS_SUBJECT_PREFIX: subjectPrefix,
  DB_POOL_SIZE: 5,
  HEALTH_PORT: 0,
});
