import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { HealthReport, SERVICE_REGISTRY, healthSubject } from '@futgg/contracts';
import { NatsRequester } from '@futgg/service-kit';
import {
  createTestDatabase,
  runToken,
  TEST_NATS_URL,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@futgg/testing';
import { exited, freePort, waitUntil } from './child-processes.js';

// Each service as its image runs it: its own built main.js, alone (no other service, no gateway), with
// nothing but PostgreSQL, NATS and Redis and its own environment. It must boot, migrate its schema,
// answer its health over HTTP and NATS, and stop cleanly on SIGTERM: what "deploy each service alone"
// needs of it.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('each service started alone from its build', () => {
  let database: TestDatabase;
  let nats: NatsConnection;

  beforeAll(async () => {
    database = await createTestDatabase('services_alone');
    nats = await connect({ servers: TEST_NATS_URL });
  });
  afterAll(async () => {
    await nats?.close();
    await database?.drop();
  });

  it.each(SERVICE_REGISTRY.map((entry) => [entry.name, entry] as const))(
    '%s boots, answers its health on HTTP and NATS, and stops cleanly',
    async (name, entry) => {
      const main = `${ROOT}${entry.path}/dist/main.js`;
      expect(existsSync(main)).toBe(true);
      const prefix = `t${runToken()}${name}.`;
      const healthPort = await freePort();
      const child: ChildProcess = spawn(process.execPath, [main], {
        env: {
          PATH: process.env['PATH'],
          DATABASE_URL: database.url,
          NATS_URL: TEST_NATS_URL,
          REDIS_URL: TEST_REDIS_URL,
          NATS_SUBJECT_PREFIX: prefix,
          HEALTH_PORT: String(healthPort),
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      try {
        await waitUntil(
          `${name}'s /health`,
          async () => (await fetch(`http://127.0.0.1:${healthPort}/health`)).ok,
          30_000,
        );
        const report = HealthReport.parse(
          await new NatsRequester(nats, prefix, 3000).request(healthSubject(name), {}),
        );
        expect(report).toMatchObject({ service: name, status: 'ok' });
        // Its migrations ran in its own schema.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const tables = await client
          .query('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1', [
            entry.schema,
          ])
          .finally(() => client.end());
        expect(tables.rows[0].n).toBeGreaterThan(0);
      } finally {
        child.kill('SIGTERM');
        await exited(child);
      }
      expect(child.exitCode).toBe(0);
    },
    60_000,
  );
});
