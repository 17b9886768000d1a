import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNatsOrFail } from '@futgg/service-kit';
import { SERVICES, natsAuthorization, natsPasswordKey } from '@futgg/deploy/services';
import { exited, freePort, waitUntil } from './child-processes.js';

// The NATS users of k8s/base/nats/nats.conf, enforced by a real nats-server: each app connects with the
// credentials its Deployment puts in NATS_URL (through the kit), and may do exactly what its user allows.
describe('NATS authorisation per app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'futgg-nats-auth-'));
  const passwords = Object.fromEntries(
    [...SERVICES.map((service) => service.name), 'gateway'].map((app) => [natsPasswordKey(app), `pw-${app}`]),
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
    writeFileSync(config, `listen: 127.0.0.1:${port}\n${natsAuthorization(SERVICES)}\n`);
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

  it('refuses a wrong password', async () => {
    await expect(connectAs('catalog', 'guess')).rejects.toThrow(/nats/i);
  });
});
