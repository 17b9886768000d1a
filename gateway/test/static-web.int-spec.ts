import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runToken } from '@futgg/testing';
import type { RunningGateway } from '../src/create-gateway.js';
import { startTestGateway } from '../src/testing/start-test-gateway.js';

// Without NGINX (npm start on a machine that lacks it) the gateway serves the built web app itself: its
// files, and index.html for every client-side route, so a deep link or a reload loads the app.
describe('the gateway serving the web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'futgg-web-dist-'));
  const INDEX =
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
  let gateway: RunningGateway;

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), INDEX);
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
    gateway = await startTestGateway(`t${runToken()}web.`, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a client-side route (deep link or reload) with the app, never cached', async () => {
    for (const path of ['/26/squad-builder/new/edit/', '/26/players/?rating=90', '/']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets for a year', async () => {
    const response = await fetch(`${gateway.url}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1);');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the JSON 404 for unknown API and health paths', async () => {
    for (const path of ['/api/no-such-route/', '/health/nothing']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route GET ${path}` },
      });
    }
  });
});
