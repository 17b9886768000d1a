// The NGINX config, rendered for a temp dir and run with the real nginx binary in front of a stand-in
// gateway and a stand-in page renderer. It is the same renderer that wrote deploy/nginx/nginx.conf for
// the web image.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  LIVE_STREAM_PATH,
  LIVE_STREAM_READ_TIMEOUT_S,
  PRODUCTION_NGINX,
  PROXY_READ_TIMEOUT_S,
  RENDER_CONNECT_TIMEOUT_S,
  RENDER_READ_TIMEOUT_S,
  UPSTREAM_KEEPALIVE_TIMEOUT_S,
  renderNginxConfig,
} from '../nginx/render-nginx-config.js';
import {
  GATEWAY_KEEPALIVE_TIMEOUT_S,
  GATEWAY_REQUEST_TIMEOUT_MS,
  WEB_RENDER,
  WEB_RENDER_KEEPALIVE_TIMEOUT_S,
  WEB_RENDER_TIMEOUT_MS,
} from '../platform-apps.js';
import { startEchoUpstream } from './support/echo-upstream.js';
import type { EchoUpstream, EchoedRequest } from './support/echo-upstream.js';
import { freePort } from './support/free-port.js';
import { httpRequest } from './support/http-request.js';
import { RENDERED_MARK, renderedRequestOf, startRenderUpstream } from './support/render-upstream.js';
import type { RenderUpstream } from './support/render-upstream.js';
import { assertNginxInstalled, startNginx } from '../nginx/start-nginx.js';
import type { RunningNginx } from '../nginx/start-nginx.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.3f9a1c2e.js"></script></head><body><div id="root"></div></body></html>';
const HASHED_ASSET = '/assets/app.3f9a1c2e.js';
const WIDGET = '/widgets/player-card.js';
const FAVICON = '/favicon.ico';
const CLUB_BADGE = '/static/clubs/26/1.svg';

interface Site {
  readonly root: string;
  readonly prefixDir: string;
  readonly webRoot: string;
}

const makeSite = (): Site => {
  const root = mkdtempSync(join(tmpdir(), 'futgg-nginx-'));
  // nginx may run as nobody (see nginx/start-nginx.ts): it must be able to walk into the temp root.
  chmodSync(root, 0o755);
  const prefixDir = join(root, 'prefix');
  const webRoot = join(root, 'web');
  mkdirSync(prefixDir);
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  mkdirSync(join(webRoot, 'widgets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, HASHED_ASSET), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(webRoot, WIDGET), 'export const mount = () => {};');
  writeFileSync(join(webRoot, FAVICON), Buffer.from([0, 0, 1, 0]));
  mkdirSync(join(webRoot, 'static', 'clubs', '26'), { recursive: true });
  writeFileSync(join(webRoot, CLUB_BADGE), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, prefixDir, webRoot };
};

describe('NGINX config (deploy/nginx/render-nginx-config.ts)', () => {
  describe('rendering', () => {
    it('matches the committed deploy/nginx/nginx.conf the web image ships', () => {
      const committed = readFileSync(new URL('../nginx/nginx.conf', import.meta.url), 'utf8');
      // If this fails, run: npx tsx deploy/nginx/write-nginx-config.ts
      expect(committed).toBe(renderNginxConfig(PRODUCTION_NGINX));
    });

    it('holds a rendered page and a page of players in memory, not in a temp file per slow client', () => {
      const config = renderNginxConfig(PRODUCTION_NGINX);
      const bytesOf = (block: string) => {
        const [count, size] = /proxy_buffers (\d+) (\d+)k;/.exec(block)!.slice(1).map(Number);
        return count! * size! * 1024;
      };
      const renderBlock = config.slice(config.indexOf('location @render'));
      const apiBlock = config.slice(config.indexOf('location /api/'));
      // A server-rendered player database page is ≈ 300 kB, a page of 50 players ≈ 35 kB (before gzip).
      expect(bytesOf(renderBlock)).toBeGreaterThanOrEqual(400 * 1024);
      expect(bytesOf(apiBlock)).toBeGreaterThanOrEqual(64 * 1024);
    });

    it('points production at the gateway service on 3000 and listens on 8080', () => {
      const config = renderNginxConfig(PRODUCTION_NGINX);
      expect(config).toMatch(/upstream futgg_gateway \{\s*server gateway:3000\b/);
      expect(config).toMatch(/^\s*listen 8080;$/m);
      expect(config).not.toMatch(/^\s*user\s/m);
    });

    it('waits for the gateway longer than the gateway waits for a service, so its 504 body wins', () => {
      expect(PROXY_READ_TIMEOUT_S * 1000).toBeGreaterThan(GATEWAY_REQUEST_TIMEOUT_MS);
      expect(renderNginxConfig(PRODUCTION_NGINX)).toContain(`proxy_read_timeout ${PROXY_READ_TIMEOUT_S}s;`);
    });

    it('sends every live stream, and only the streams, through the unbuffered long-read location', () => {
      const live = new RegExp(LIVE_STREAM_PATH);
      const job = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
      for (const path of [
        '/api/direct-messages/stream/',
        '/api/fut/live/fixtures/11/stream/',
        `/api/fut/sbc/solve/${job}/stream/`,
        `/api/squads/auto-build/${job}/stream/`,
      ])
        expect(live.test(path)).toBe(true);
      for (const path of [
        '/api/fut/sbc/solve/',
        `/api/fut/sbc/solve/${job}/`,
        `/api/squads/auto-build/${job}/cancel/`,
        '/api/fut/live/fixtures/11/',
      ])
        expect(live.test(path)).toBe(false);
      const config = renderNginxConfig(PRODUCTION_NGINX);
      expect(config).toContain(`location ~ ${LIVE_STREAM_PATH} {`);
      expect(config).toContain(`proxy_read_timeout ${LIVE_STREAM_READ_TIMEOUT_S}s;`);
    });

    it('drops idle upstream connections before the gateway would', () => {
      expect(UPSTREAM_KEEPALIVE_TIMEOUT_S).toBeLessThan(GATEWAY_KEEPALIVE_TIMEOUT_S);
      expect(renderNginxConfig(PRODUCTION_NGINX)).toContain(
        `keepalive_timeout ${UPSTREAM_KEEPALIVE_TIMEOUT_S}s;`,
      );
    });

    it.each([
      [{ listenPort: 0 }, /listenPort/],
      [{ webRoot: 'web/dist' }, /webRoot must be an absolute path/],
      [{ prefixDir: '/tmp/a b' }, /prefixDir must not contain spaces/],
      [{ gatewayUpstream: 'http://gateway:3000' }, /gatewayUpstream must be host:port/],
      [{ webRenderUpstream: 'http://web-render:3010' }, /webRenderUpstream must be host:port/],
      [{ webRenderUpstream: 'web-render:3010; evil' }, /webRenderUpstream must be host:port/],
    ])('rejects %j', (override, message) => {
      expect(() => renderNginxConfig({ ...PRODUCTION_NGINX, ...override })).toThrow(message);
    });

    it('points production pages at the web-render service on its port, kept alive', () => {
      const config = renderNginxConfig(PRODUCTION_NGINX);
      expect(PRODUCTION_NGINX.webRenderUpstream).toBe(`${WEB_RENDER.name}:${WEB_RENDER.healthPort}`);
      expect(config).toMatch(
        /upstream futgg_web_render \{\s*server web-render:3010 max_fails=0;\s*keepalive \d+;\s*keepalive_timeout \d+s;/,
      );
      expect(config).toMatch(/location \/ \{\s*try_files \$uri @render;/);
    });

    it('without a renderer is the static SPA: no renderer upstream, every page is index.html', () => {
      const config = renderNginxConfig({ ...PRODUCTION_NGINX, webRenderUpstream: undefined });
      expect(config).not.toMatch(/web_render|@render|@spa/);
      expect(config).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;/);
    });

    it('gives up connecting to the renderer after a second and waits longer than the renderer renders', () => {
      const config = renderNginxConfig(PRODUCTION_NGINX);
      const render = /location @render \{([^}]*)\}/.exec(config)?.[1] ?? '';
      expect(render).toContain(`proxy_connect_timeout ${RENDER_CONNECT_TIMEOUT_S}s;`);
      expect(RENDER_CONNECT_TIMEOUT_S).toBe(1);
      expect(render).toContain(`proxy_read_timeout ${RENDER_READ_TIMEOUT_S}s;`);
      // The renderer sends the bare shell itself after RENDER_TIMEOUT_MS; NGINX only catches a hang.
      expect(RENDER_READ_TIMEOUT_S * 1000).toBeGreaterThan(WEB_RENDER_TIMEOUT_MS);
      expect(UPSTREAM_KEEPALIVE_TIMEOUT_S).toBeLessThan(WEB_RENDER_KEEPALIVE_TIMEOUT_S);
    });
  });

  describe('served by the real nginx binary', () => {
    let site: Site;
    let upstream: EchoUpstream;
    let nginx: RunningNginx;
    let down: RunningNginx;
    let downSite: Site;

    beforeAll(async () => {
      // Fails the suite (not skips it) when nginx is missing: deployment is not tested without it.
      assertNginxInstalled();
      site = makeSite();
      upstream = await startEchoUpstream(await freePort());
      nginx = await startNginx({
        listenPort: await freePort(),
        webRoot: site.webRoot,
        gatewayUpstream: `127.0.0.1:${upstream.port}`,
        prefixDir: site.prefixDir,
      });
      // A second instance whose gateway port has nothing listening.
      downSite = makeSite();
      down = await startNginx({
        listenPort: await freePort(),
        webRoot: downSite.webRoot,
        gatewayUpstream: `127.0.0.1:${await freePort()}`,
        prefixDir: downSite.prefixDir,
      });
    }, 30_000);

    afterAll(async () => {
      await nginx?.stop();
      await down?.stop();
      await upstream?.close();
      for (const dir of [site?.root, downSite?.root]) if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const echoed = async (path: string, headers: Record<string, string> = {}): Promise<EchoedRequest> => {
      const res = await httpRequest(`${nginx.baseUrl}${path}`, { headers });
      expect(res.status).toBe(200);
      return JSON.parse(res.text) as EchoedRequest;
    };

    it('serves index.html at / with no-cache and the security headers', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    });

    it('does not reveal the nginx version', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/`);
      expect(res.headers['server']).toBe('nginx');
    });

    it('falls back to index.html for a client-side route', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/players/26/231747/kylian-mbappe`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('caches hashed assets for a year', async () => {
      const res = await httpRequest(`${nginx.baseUrl}${HASHED_ASSET}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers 404 for a missing asset instead of index.html', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/assets/app.00000000.js`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    });

    it('serves widgets to other origins with a short cache', async () => {
      const res = await httpRequest(`${nginx.baseUrl}${WIDGET}`);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('answers its own health probes without the gateway', async () => {
      for (const path of ['/health', '/health/live']) {
        const res = await httpRequest(`${down.baseUrl}${path}`);
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toEqual({ status: 'ok' });
      }
    });

    it('passes /api/ path and query to the gateway untouched, with forwarding headers', async () => {
      const request = await echoed('/api/fut/26/player-items/?overall__gte=85&leagues=13%2C53&sort=-price');
      expect(request.method).toBe('GET');
      expect(request.url).toBe('/api/fut/26/player-items/?overall__gte=85&leagues=13%2C53&sort=-price');
      expect(request.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(request.headers['x-forwarded-proto']).toBe('http');
      expect(request.headers['x-forwarded-host']).toBe(`127.0.0.1`);
      expect(request.headers['host']).toBe('127.0.0.1');
    });

    it('keeps the client request id and appends to an existing X-Forwarded-For', async () => {
      const request = await echoed('/api/health/', {
        'x-request-id': 'req-from-client-1',
        'x-forwarded-for': '203.0.113.7',
      });
      expect(request.headers['x-request-id']).toBe('req-from-client-1');
      expect(request.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    });

    it.each(['/health/platform', '/health/platform/', '/health/detail'])(
      "keeps the gateway's own health pages (%s) away from visitors",
      async (path) => {
        const res = await httpRequest(`${nginx.baseUrl}${path}`);
        // Answered as a page of the site (no renderer here: index.html), never passed to the gateway.
        expect(res.text).not.toContain('"url"');
        expect(res.text).toBe(INDEX_HTML);
      },
    );

    it('gives each request its own generated id', async () => {
      const [a, b] = await Promise.all([echoed('/api/a'), echoed('/api/b')]);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('talks HTTP/1.1 keep-alive to the gateway (no "Connection: close")', async () => {
      const request = await echoed('/api/fut/26/');
      expect(request.headers['connection']).toBeUndefined();
    });

    it('does not add its own security headers to API answers (the gateway owns them)', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/api/fut/26/`);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeUndefined();
    });

    it('gzips a large JSON answer when the client accepts gzip', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/api/test/big-json`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      const json = JSON.parse(gunzipSync(res.body).toString('utf8')) as { rows: unknown[] };
      expect(json.rows).toHaveLength(500);
      expect(res.body.length).toBeLessThan(JSON.stringify(json).length / 3);
    });

    it('gzips JavaScript assets too', async () => {
      const res = await httpRequest(`${nginx.baseUrl}${HASHED_ASSET}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
    });

    it('sends plain bytes to a client that does not accept gzip', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/api/test/big-json`);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(res.text) as { rows: unknown[] }).rows).toHaveLength(500);
    });

    it('passes the gateway own 504 error body through unchanged', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/api/test/gateway-timeout`);
      expect(res.status).toBe(504);
      expect(JSON.parse(res.text)).toEqual({
        error: { code: 'TIMEOUT', message: 'catalog did not answer in 5000 ms' },
      });
    });

    it('accepts a body under the limit', async () => {
      const body = Buffer.alloc(512 * 1024, 'a');
      const res = await httpRequest(`${nginx.baseUrl}/api/squads/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        body,
      });
      expect(res.status).toBe(200);
      expect((JSON.parse(res.text) as EchoedRequest).bodyBytes).toBe(body.length);
    });

    it('refuses a body over 1m with 413 and the platform error shape', async () => {
      const body = Buffer.alloc(2 * 1024 * 1024, 'a');
      const res = await httpRequest(`${nginx.baseUrl}/api/squads/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        body,
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'request body is larger than 1m' },
      });
    });

    it('takes a club file up to 10m on the club import path only', async () => {
      const post = (path: string, megabytes: number) => {
        const body = Buffer.alloc(megabytes * 1024 * 1024, 'a');
        return httpRequest(`${nginx.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
          body,
        });
      };
      const imported = await post('/api/fut/user-club/26/import/', 3);
      expect(imported.status).toBe(200);
      expect(JSON.parse(imported.text) as EchoedRequest).toMatchObject({
        url: '/api/fut/user-club/26/import/',
        bodyBytes: 3 * 1024 * 1024,
      });
      const tooLarge = await post('/api/fut/user-club/26/import/', 11);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.text)).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'request body is larger than 10m' },
      });
      // The club's other routes keep the 1m limit.
      expect((await post('/api/fut/user-club/26/add/', 2)).status).toBe(413);
    });

    it('answers 502 at once, in the platform error shape, when the gateway is down', async () => {
      const res = await httpRequest(`${down.baseUrl}/api/fut/26/player-items/`, { timeoutMs: 5_000 });
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({
        error: { code: 'UNAVAILABLE', message: 'gateway is not reachable' },
      });
      // Well under proxy_connect_timeout (2 s): a refused connection must not wait for it.
      expect(res.elapsedMs).toBeLessThan(2_000);
    });

    it('logs no errors of its own while serving the suite', () => {
      // The down instance logs its refused connections; the healthy one must have nothing above warn
      // apart from the deliberate 413.
      const lines = nginx
        .errorLog()
        .split('\n')
        .filter((line) => /\[(emerg|alert|crit)\]/.test(line));
      expect(lines).toEqual([]);
    });
  });
  describe('with the page renderer, served by the real nginx binary', () => {
    let site: Site;
    let gateway: EchoUpstream;
    let renderer: RenderUpstream;
    let nginx: RunningNginx;
    // A second instance whose renderer the tests stop, and a third with nothing on the renderer port.
    let stoppedSite: Site;
    let stoppedRenderer: RenderUpstream;
    let stopped: RunningNginx;
    let neverUpSite: Site;
    let neverUp: RunningNginx;

    beforeAll(async () => {
      assertNginxInstalled();
      gateway = await startEchoUpstream(await freePort());
      renderer = await startRenderUpstream(await freePort());
      stoppedRenderer = await startRenderUpstream(await freePort());
      const start = async (site: Site, rendererPort: number) =>
        startNginx({
          listenPort: await freePort(),
          webRoot: site.webRoot,
          gatewayUpstream: `127.0.0.1:${gateway.port}`,
          webRenderUpstream: `127.0.0.1:${rendererPort}`,
          prefixDir: site.prefixDir,
        });
      site = makeSite();
      nginx = await start(site, renderer.port);
      stoppedSite = makeSite();
      stopped = await start(stoppedSite, stoppedRenderer.port);
      neverUpSite = makeSite();
      neverUp = await start(neverUpSite, await freePort());
    }, 30_000);

    afterAll(async () => {
      for (const instance of [nginx, stopped, neverUp]) await instance?.stop();
      await renderer?.close();
      await stoppedRenderer?.close();
      await gateway?.close();
      for (const dir of [site?.root, stoppedSite?.root, neverUpSite?.root]) {
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    });

    const pathsSeen = (): string[] => renderer.seen.map((request) => request.url);

    it.each(['/', '/26/players/', '/26/players/231747/kylian-mbappe/'])(
      'has the renderer answer the page %s',
      async (path) => {
        const res = await httpRequest(`${nginx.baseUrl}${path}`);
        expect(res.status).toBe(200);
        expect(res.text).toContain(RENDERED_MARK);
        expect(renderedRequestOf(res.text).url).toBe(path);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      },
    );

    it('passes path and query untouched, with the request id and forwarding headers', async () => {
      const path = '/26/players/?overall__gte=85&leagues=13%2C53&sort=-price';
      const res = await httpRequest(`${nginx.baseUrl}${path}`, {
        headers: { 'x-request-id': 'page-request-1', 'x-forwarded-for': '203.0.113.7' },
      });
      const request = renderedRequestOf(res.text);
      expect(request.method).toBe('GET');
      expect(request.url).toBe(path);
      expect(request.headers['x-request-id']).toBe('page-request-1');
      expect(request.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
      expect(request.headers['x-forwarded-proto']).toBe('http');
      expect(request.headers['x-forwarded-host']).toBe('127.0.0.1');
      expect(request.headers['host']).toBe('127.0.0.1');
    });

    it('generates a request id for a page when the client sent none', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/26/players/`);
      expect(renderedRequestOf(res.text).headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });

    it('talks HTTP/1.1 keep-alive to the renderer (no "Connection: close")', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/26/players/`);
      expect(renderedRequestOf(res.text).headers['connection']).toBeUndefined();
    });

    it('gives a rendered page no-cache and exactly one copy of each security header', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/26/players/`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toBe(
        "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
      );
    });

    it("keeps the renderer's own Cache-Control", async () => {
      const res = await httpRequest(`${nginx.baseUrl}/test/cached`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it("passes the renderer's redirect through untouched", async () => {
      const res = await httpRequest(`${nginx.baseUrl}/test/redirect`);
      expect(res.status).toBe(302);
      expect(res.headers['location']).toBe('/26/players/');
    });

    it("passes the renderer's own 404 page through, not index.html", async () => {
      const res = await httpRequest(`${nginx.baseUrl}/test/missing`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<h1>No such player</h1>');
      expect(res.text).toContain(RENDERED_MARK);
    });

    it("passes the renderer's other errors through (only 502, 503 and 504 fall back)", async () => {
      const res = await httpRequest(`${nginx.baseUrl}/test/status/500`);
      expect(res.status).toBe(500);
      expect(res.text).toContain('<h1>renderer answered 500</h1>');
    });

    it.each([502, 503, 504])(
      'answers the static index.html with 200 when the renderer answers %i',
      async (code) => {
        const res = await httpRequest(`${nginx.baseUrl}/test/status/${code}`);
        expect(res.status).toBe(200);
        expect(res.text).toBe(INDEX_HTML);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      },
    );

    it('gzips a large rendered page when the client accepts gzip', async () => {
      const res = await httpRequest(`${nginx.baseUrl}/test/big`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(res.body).toString('utf8');
      expect(html).toContain('<td>Player 499</td>');
      expect(res.body.length).toBeLessThan(html.length / 3);
    });

    it('serves a file that exists from disk without asking the renderer', async () => {
      const res = await httpRequest(`${nginx.baseUrl}${FAVICON}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/x-icon');
      expect([...res.body]).toEqual([0, 0, 1, 0]);
      expect(pathsSeen()).not.toContain(FAVICON);
    });

    it('serves hashed assets from disk and answers 404 for a missing one without asking the renderer', async () => {
      expect((await httpRequest(`${nginx.baseUrl}${HASHED_ASSET}`)).status).toBe(200);
      const missing = await httpRequest(`${nginx.baseUrl}/assets/app.00000000.js`);
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain(RENDERED_MARK);
      const widget = await httpRequest(`${nginx.baseUrl}/widgets/missing.js`);
      expect(widget.status).toBe(404);
      expect(
        pathsSeen().filter((path) => path.startsWith('/assets/') || path.startsWith('/widgets/')),
      ).toEqual([]);
    });

    it('serves core-data images from disk for a day, and a missing one is a 404, never a page', async () => {
      const badge = await httpRequest(`${nginx.baseUrl}${CLUB_BADGE}`);
      expect(badge.status).toBe(200);
      expect(badge.headers['content-type']).toBe('image/svg+xml');
      expect(badge.headers['cache-control']).toBe('public, max-age=86400');
      expect(badge.headers['x-content-type-options']).toBe('nosniff');
      const missing = await httpRequest(`${nginx.baseUrl}/static/clubs/26/999999.svg`);
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain(RENDERED_MARK);
      expect(pathsSeen().filter((path) => path.startsWith('/static/'))).toEqual([]);
    });

    it('still sends /api/ to the gateway and answers /health itself', async () => {
      const api = await httpRequest(`${nginx.baseUrl}/api/fut/26/player-items/?page=2`);
      expect(api.status).toBe(200);
      expect((JSON.parse(api.text) as EchoedRequest).url).toBe('/api/fut/26/player-items/?page=2');
      const health = await httpRequest(`${nginx.baseUrl}/health`);
      expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
      expect(pathsSeen().filter((path) => path.startsWith('/api/') || path.startsWith('/health'))).toEqual(
        [],
      );
    });

    it('falls back to the static index.html at once when the renderer stops', async () => {
      const before = await httpRequest(`${stopped.baseUrl}/26/players/`);
      expect(before.text).toContain(RENDERED_MARK);
      await stoppedRenderer.close();
      for (const path of ['/26/players/', '/', '/26/players/231747/kylian-mbappe/?tab=stats']) {
        const res = await httpRequest(`${stopped.baseUrl}${path}`, { timeoutMs: 5_000 });
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(res.text).toBe(INDEX_HTML);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // A refused connection must not wait for proxy_connect_timeout (1 s).
        expect(res.elapsedMs).toBeLessThan(1_000);
      }
    });

    it('serves the static index.html for pages when the renderer never came up', async () => {
      const res = await httpRequest(`${neverUp.baseUrl}/26/players/?sort=-price`, { timeoutMs: 5_000 });
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.elapsedMs).toBeLessThan(1_000);
      expect((await httpRequest(`${neverUp.baseUrl}${FAVICON}`)).status).toBe(200);
    });

    it('logs no errors of its own while the renderer is up', () => {
      const lines = nginx
        .errorLog()
        .split('\n')
        .filter((line) => /\[(error|emerg|alert|crit)\]/.test(line));
      expect(lines).toEqual([]);
    });
  });
});
