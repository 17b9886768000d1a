import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '@futgg/service-kit';

export const TEST_DATABASE_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL =
  process.env['TEST_NATS_URL'] ?? process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
export const TEST_REDIS_URL =
  process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const adminClient = async () => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  return client;
};

/** A unique token for one test run: databases, NATS subjects and Redis keys carry it. */
export const runToken = (): string => `${process.pid.toString(36)}${randomBytes(4).toString('hex')}`;

/** A fresh, empty database for one suite; drop() removes it (and any connection still open to it). */
export const createTestDatabase = async (label: string): Promise<TestDatabase> => {
  const name = `futgg_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${runToken()}`;
  const client = await adminClient();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(url.toString()),
  };
};

/** Removes databases left behind by test runs whose process no longer exists (e.g. a killed run). */
export const dropStaleTestDatabases = async (): Promise<string[]> => {
  const client = await adminClient();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'futgg\\_test\\_%' AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)",
    );
    const dropped: string[] = [];
    for (const { datname } of rows) {
      const pidToken = /_([0-9a-z]+)[0-9a-f]{8}$/.exec(datname)?.[1];
      const pid = pidToken ? parseInt(pidToken, 36) : NaN;
      if (Number.isFinite(pid) && isAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      dropped.push(datname);
    }
    return dropped;
  } finally {
    await client.end();
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
