import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, runToken, TEST_REDIS_URL, type TestDatabase } from '@futgg/testing';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';
import { exited, freePort, startPrivateNats, waitUntil } from './child-processes.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CATALOG_MAIN = join(ROOT, 'services', 'catalog', 'dist', 'main.js');

/**
 * The catalog runs as a real child process (so it can be killed hard) on a private NATS server (so
 * NATS can be restarted without disturbing other suites). `npm test` builds the services first.
 */
describe('platform reliability', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let gateway: RunningGateway;
  let catalog: ChildProcess | undefined;
  const prefix = `t${runToken()}.`;
  const searchUrl = () => `${gateway.url}/api/fut/26/player-items/?overall__gte=80`;

  const startCatalog = async () => {
    const healthPort = await freePort();
    const child = spawn(process.execPath, [CATALOG_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        REDIS_URL: TEST_REDIS_URL,
        NATS_SUBJECT_PREFIX: prefix,
        HEALTH_PORT: String(healthPort),
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    await waitUntil(
      'the catalog health endpoint',
      async () => (await fetch(`http://127.0.0.1:${healthPort}/health`)).ok,
    );
    catalog = child;
  };

  beforeAll(async () => {
    if (!existsSync(CATALOG_MAIN)) throw new Error(`${CATALOG_MAIN} is missing: build first (npm test does)`);
    database = await createTestDatabase('reliability');
    nats = await startPrivateNats();
    await waitUntil('NATS', async () => {
      const { connect } = await import('@nats-io/transport-node');
      const connection = await connect({ servers: nats.url, timeout: 500 });
      await connection.close();
      return true;
    });
    await startCatalog();
    gateway = await startTestGateway(prefix, {
      NATS_URL: nats.url,
      REQUEST_TIMEOUT_MS: '1000',
      RESPONSE_CACHE: 'off',
      RATE_LIMIT: 'off',
    });
  }, 60_000);

  afterAll(async () => {
    catalog?.kill('SIGKILL');
    if (catalog) await exited(catalog);
    await gateway?.close();
    await nats?.stop();
    await database?.drop();
  });

  it('answers 504 when the catalog dies mid-request, 503 while it is gone, 200 once it is back', async () => {
    expect((await fetch(searchUrl())).status).toBe(200);

    // Hold the catalog's query inside PostgreSQL so the request is in flight when the process dies.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE catalog.player_items IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const inFlight = fetch(searchUrl());
    // The request is in flight once the catalog's query waits on the lock: wait for exactly that.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const waiting = await blocker.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (waiting.rows[0].n > 0) break;
      if (Date.now() > deadline) throw new Error('the catalog never reached the locked table');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    catalog!.kill('SIGKILL');
    await exited(catalog!);
    const dead = await inFlight;
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect(dead.status).toBe(504);
    expect(await dead.json()).toMatchObject({
      error: { code: 'TIMEOUT', message: expect.stringContaining('catalog') },
    });
    // The gateway's own timeout (1 s) ended it: not before, and not long after on a loaded machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(8000);

    const gone = await fetch(searchUrl());
    expect(gone.status).toBe(503);
    expect(await gone.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('catalog') },
    });

    await startCatalog();
    expect((await fetch(searchUrl())).status).toBe(200);
  }, 60_000);

  it('recovers by itself when NATS restarts: services and gateway reconnect', async () => {
    expect((await fetch(searchUrl())).status).toBe(200);
    const port = nats.port;
    await nats.stop();
    const during = await fetch(searchUrl());
    expect([503, 504]).toContain(during.status);
    nats = await startPrivateNats(port);
    await waitUntil(
      'the platform answering again after the NATS restart',
      async () => (await fetch(searchUrl())).status === 200,
      20_000,
    );
    expect((await fetch(searchUrl())).status).toBe(200);
  }, 60_000);
});
