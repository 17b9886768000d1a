import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNatsOrFail } from '@futgg/service-kit';
import { SERVICES, SERVICE_WORKERS, natsAuthorization, natsPasswordKey } from '@futgg/deploy/services';
import { exited, freePort, waitUntil } from './child-processes.js';

// The NATS users of k8s/base/nats/nats.conf, enforced by a real nats-server: each app connects with the
// credentials its Deployment puts in NATS_URL (through the kit), and may do exactly what its user allows.
describe('NATS authorisation per app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'futgg-nats-auth-'));
  const passwords = Object.fromEntries(
    [...SERVICES, ...SERVICE_WORKERS, { name: 'gateway' }].map(({ name }) => [
      natsPasswordKey(name),
      `pw-${name}`,
    ]),
  );
  let port: number;
  let server: ReturnType<typeof spawn>;
  const open: NatsConnection[] = [];

  const connectAs = async (app: string, password = `pw-${app}`) => {
    const connection = await connectNatsOrFail(`nats://${app}:${password}@127.0.0.1:${port}`, app);
    open.push(connection);
    return connection;
  };
  const subscribeOutcome = async (connection: NatsConnection, subject: string) => {
    const subscription = connection.subscribe(subject);
    await connection.flush();
    return Promise.race([
      subscription.closed.then((error) => (error ? 'refused' : 'closed')),
      new Promise((resolve) => setTimeout(() => resolve('allowed'), 500)),
    ]);
  };

  beforeAll(async () => {
    port = await freePort();
    const config = join(dir, 'nats.conf');
    writeFileSync(config, `listen: 127.0.0.1:${port}\n${natsAuthorization(SERVICES, SERVICE_WORKERS)}\n`);
    server = spawn('/usr/sbin/nats-server', ['--config', config], {
      env: { ...process.env, ...passwords },
      stdio: 'ignore',
    });
    await waitUntil('nats-server with authorisation', async () => {
      await (await connectAs('catalog')).close();
      return true;
    });
  });

  afterAll(async () => {
    for (const connection of open) await connection.close().catch(() => undefined);
    server?.kill('SIGTERM');
    if (server) await exited(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a service listen on its own subjects only', async () => {
    const catalog = await connectAs('catalog');
    expect(await subscribeOutcome(catalog, 'catalog.player-items.search')).toBe('allowed');
    expect(await subscribeOutcome(catalog, 'evolutions.eligible.list')).toBe('refused');
  });

  it('lets the gateway ask the services but answer in nobody’s name', async () => {
    const gateway = await connectAs('gateway');
    expect(await subscribeOutcome(gateway, 'catalog.player-items.search')).toBe('refused');
    expect(await subscribeOutcome(gateway, '_INBOX.probe')).toBe('allowed');
  });

  it('lets the pricing workers ask and publish events but answer in nobody’s name, not even pricing’s', async () => {
    const workers = await connectAs('pricing-workers');
    expect(await subscribeOutcome(workers, 'pricing.prices.ingest')).toBe('refused');
    expect(await subscribeOutcome(workers, '_INBOX.probe')).toBe('allowed');
    const catalog = await connectAs('catalog');
    const asked = catalog.subscribe('catalog.player-items.market-facts', { max: 1 });
    await catalog.flush();
    const answered = (async () => {
      for await (const message of asked) message.respond('cards');
    })();
    const reply = await workers.request('catalog.player-items.market-facts', 'page', { timeout: 2000 });
    expect(reply.string()).toBe('cards');
    await answered;
    // The events' subject (JetStream stores what is published there; this server runs without it).
    const pricing = await connectAs('pricing');
    const events = pricing.subscribe('pricing.prices.updated', { max: 1 });
    await pricing.flush();
    workers.publish('pricing.prices.updated', 'event');
    for await (const message of events) expect(message.string()).toBe('event');
  });

  it('refuses a wrong password', async () => {
    await expect(connectAs('catalog', 'guess')).rejects.toThrow(/nats/i);
  });
});
