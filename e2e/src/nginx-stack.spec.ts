import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PlayerItemPage } from '@futgg/contracts';
import { catalogService, seedCatalog } from '@futgg/catalog-service/testing';
import { startNginx, type RunningNginx } from '@futgg/deploy/nginx';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { freePort } from './child-processes.js';

/** The whole path of a request: NGINX (the repository's config) → gateway → NATS → catalog → PostgreSQL. */
describe('the platform through NGINX', () => {
  let catalog: ServiceUnderTest;
  let gateway: RunningGateway;
  let nginx: RunningNginx;

  beforeAll(async () => {
    catalog = await startServiceUnderTest('nginx_stack', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 3, players: 1500, gameYear: 26 });
    gateway = await startTestGateway(catalog.subjectPrefix, { RATE_LIMIT: 'off' });
    const webRoot = mkdtempSync(join(tmpdir(), 'futgg-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>FUT</title><div id="root"></div>');
    nginx = await startNginx({
      listenPort: await freePort(),
      webRoot,
      gatewayUpstream: `127.0.0.1:${gateway.port}`,
      prefixDir: mkdtempSync(join(tmpdir(), 'futgg-nginx-')),
    });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await gateway?.close();
    await catalog?.stop();
  });

  it('answers a player search with rows that satisfy the filter, gzipped, carrying the request id', async () => {
    const response = await fetch(`${nginx.baseUrl}/api/fut/26/player-items/?overall__gte=80&sort=-overall`, {
      headers: { 'accept-encoding': 'gzip', 'x-request-id': 'e2e-request-1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('e2e-request-1');
    const page = (await response.json()) as PlayerItemPage;
    expect(page.totalCount).toBeGreaterThan(0);
    for (const row of page.data) expect(row.overall).toBeGreaterThanOrEqual(80);

    // fetch decodes gzip transparently; ask with a raw request to see the encoding on the wire.
    const raw = await import('node:http').then(
      (http) =>
        new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
          http
            .get(
              `${nginx.baseUrl}/api/fut/26/player-items/?overall__gte=80`,
              { headers: { 'accept-encoding': 'gzip' } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () =>
                  resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
                );
              },
            )
            .on('error', reject);
        }),
    );
    expect(raw.encoding).toBe('gzip');
    expect((JSON.parse(gunzipSync(raw.body).toString()) as PlayerItemPage).data.length).toBeGreaterThan(0);
  });

  it('gives each request an id when the client sends none', async () => {
    const first = await fetch(`${nginx.baseUrl}/api/fut/26/fut-core-data/`);
    const second = await fetch(`${nginx.baseUrl}/api/fut/26/fut-core-data/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it("passes the gateway's error bodies through: 400 naming the parameter, 404 for unknown cards", async () => {
    const invalid = await fetch(`${nginx.baseUrl}/api/fut/26/player-items/?overall__gte=101`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'overall__gte' } });
    const missing = await fetch(`${nginx.baseUrl}/api/fut/player-items/26-999999999/`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves the web app at / and its client-side routes', async () => {
    for (const path of ['/', '/26/players/', '/26/players/1234/']) {
      const response = await fetch(`${nginx.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});
