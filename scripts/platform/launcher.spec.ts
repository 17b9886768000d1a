// launchPlatform with the real NGINX in front of stand-ins for the built gateway, page renderer, services
// and pricing workers: small scripts written where the launcher looks for gateway/dist/main.js,
// web/dist-server/main.js and each service's and worker's entry point in a temp root. They report what they were started with, so the tests see the launcher's contract
// (order, environment, ports, NGINX wiring) without building or booting the platform.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { dirname, join } from 'node:path';
import { assertNginxInstalled } from '../../deploy/nginx/start-nginx.js';
import { freePort } from '../../deploy/test/support/free-port.js';
import { httpRequest } from '../../deploy/test/support/http-request.js';
import { isPortOpen } from './dependencies.js';
import {
  DEPLOYED_APPS,
  SERVICES,
  SERVICE_WORKERS,
  WEB_RENDER_MAIN,
  defaultWebRenderPort,
  launchPlatform,
} from './launcher.js';
import type { PlatformOptions, RunningPlatform } from './launcher.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

// Answers /health, and any other path with JSON naming itself; logs one line when listening.
const STAND_IN_GATEWAY = `
import { createServer } from 'node:http';
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url === '/health' ? { status: 'ok' } : req.url === '/cache-redis'
    ? { cacheRedisUrl: process.env.CACHE_REDIS_URL ?? null } : { from: 'gateway', url: req.url }));
}).listen(Number(process.env.PORT), process.env.HOST, () =>
  console.log(JSON.stringify({ level: 'info', msg: 'gateway listening' })));
`;

// Renders every page as HTML carrying its request, its environment and what the gateway answered it.
const STAND_IN_RENDERER = `
import { createServer } from 'node:http';
if (process.env.STAND_IN_RENDERER_EXIT) process.exit(Number(process.env.STAND_IN_RENDERER_EXIT));
const { PORT, HOST, GATEWAY_URL, WEB_DIST } = process.env;
createServer(async (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"status":"ok"}');
  }
  const gateway = await (await fetch(GATEWAY_URL + '/api/fut/26/fut-core-data/')).json();
  const echo = { url: req.url, env: { PORT, HOST, GATEWAY_URL, WEB_DIST }, gateway };
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><html data-echo="' + Buffer.from(JSON.stringify(echo)).toString('base64') + '"></html>');
}).listen(Number(PORT), HOST, () => console.log(JSON.stringify({ level: 'info', msg: 'renderer listening' })));
`;

// A service or a service's workers: answers /health on HEALTH_PORT, and any other path with what it was
// started as; exits with 3 when STAND_IN_EXIT names its entry point.
const STAND_IN_SERVICE_PROCESS = `
import { createServer } from 'node:http';
import { relative } from 'node:path';
const main = relative(process.cwd(), process.argv[1]);
if (process.env.STAND_IN_EXIT === main) process.exit(3);
const { HEALTH_PORT, STAND_IN_MARKER } = process.env;
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url === '/health' ? { status: 'ok' } : { main, HEALTH_PORT, STAND_IN_MARKER }));
}).listen(Number(HEALTH_PORT), '127.0.0.1', () =>
  console.log(JSON.stringify({ level: 'info', msg: 'listening', main })));
`;

interface RenderedEcho {
  url: string;
  env: { PORT: string; HOST: string; GATEWAY_URL: string; WEB_DIST: string };
  gateway: { from: string; url: string };
}

const echoOf = (html: string): RenderedEcho => {
  const encoded = /data-echo="([A-Za-z0-9+/=]+)"/.exec(html)?.[1];
  if (!encoded) throw new Error(`not a page of the stand-in renderer: ${html.slice(0, 200)}`);
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as RenderedEcho;
};

interface Workspace {
  readonly root: string;
  readonly webDist: string;
}

const makeWorkspace = ({
  isRendererBuilt,
  areServicesBuilt = false,
}: {
  isRendererBuilt: boolean;
  areServicesBuilt?: boolean;
}): Workspace => {
  const root = mkdtempSync(join(tmpdir(), 'futgg-launcher-'));
  const write = (relative: string, text: string) => {
    mkdirSync(dirname(join(root, relative)), { recursive: true });
    writeFileSync(join(root, relative), text);
  };
  write('package.json', '{ "type": "module" }');
  write('gateway/dist/main.js', STAND_IN_GATEWAY);
  if (isRendererBuilt) write(WEB_RENDER_MAIN, STAND_IN_RENDERER);
  if (areServicesBuilt) for (const app of DEPLOYED_APPS) write(app.main, STAND_IN_SERVICE_PROCESS);
  // NGINX may run as nobody (deploy/nginx/start-nginx.ts): it must be able to walk into the root.
  chmodSync(root, 0o755);
  const webDist = join(root, 'web', 'dist');
  write('web/dist/index.html', INDEX_HTML);
  write('web/dist/favicon.ico', 'icon');
  return { root, webDist };
};

// Below Linux's ephemeral range (32768 up), where the services of suites running in parallel get their
// OS-assigned ports: a free ephemeral port found here could be taken by one of them before the stand-in
// service binds it (seen as "the social process exited with code 1" in full runs).
const HEALTH_PORT_RANGE = { from: 20_000, to: 32_000 } as const;

/** An offset that leaves every service's and worker's health port free. */
const freeHealthPortOffset = async (): Promise<number> => {
  const ports = DEPLOYED_APPS.map((app) => app.healthPort);
  const lowest = Math.min(...ports);
  const span = Math.max(...ports) - lowest;
  for (;;) {
    const base =
      HEALTH_PORT_RANGE.from +
      Math.floor(Math.random() * (HEALTH_PORT_RANGE.to - span - HEALTH_PORT_RANGE.from));
    const offset = base - lowest;
    const shifted = ports.map((port) => port + offset);
    const taken = await Promise.all(shifted.map((port) => isPortOpen('127.0.0.1', port)));
    if (!taken.includes(true)) return offset;
  }
};

/** A port p with p + 10 free too, for the default renderer port. */
const freePortWithRendererBeside = async (): Promise<number> => {
  for (;;) {
    const port = await freePort();
    if (port + 10 <= 65535 && !(await isPortOpen('127.0.0.1', port + 10))) return port;
  }
};

describe('launchPlatform', () => {
  const built = makeWorkspace({ isRendererBuilt: true });
  const unbuilt = makeWorkspace({ isRendererBuilt: false });
  const withServices = makeWorkspace({ isRendererBuilt: false, areServicesBuilt: true });
  const running: RunningPlatform[] = [];
  let logs: { name: string; line: string }[];

  const launch = async (overrides: Partial<PlatformOptions> & Pick<PlatformOptions, 'root' | 'webDist'>) => {
    const platform = await launchPlatform({
      env: { PATH: process.env['PATH'] },
      gatewayPort: await freePortWithRendererBeside(),
      nginxPort: await freePort(),
      services: [],
      onLog: (name, line) => logs.push({ name, line }),
      ...overrides,
    });
    running.push(platform);
    return platform;
  };

  beforeAll(() => assertNginxInstalled());
  beforeEach(() => {
    logs = [];
  });
  afterEach(async () => {
    for (const platform of running.splice(0)) await platform.stop();
  });
  afterAll(() => {
    for (const { root } of [built, unbuilt, withServices]) rmSync(root, { recursive: true, force: true });
  });

  describe('with NGINX', () => {
    it('starts web-render after the gateway and has NGINX send it the pages', async () => {
      const webRenderPort = await freePort();
      const platform = await launch({ ...built, webRenderPort });
      expect(platform.children.map(({ name }) => name)).toEqual(['gateway', 'web-render']);
      expect(platform.webRenderUrl).toBe(`http://127.0.0.1:${webRenderPort}`);

      const res = await httpRequest(`${platform.url}/26/players/?sort=-price&page=2`);
      expect(res.status).toBe(200);
      const echo = echoOf(res.text);
      expect(echo.url).toBe('/26/players/?sort=-price&page=2');
      expect(echo.env).toEqual({
        PORT: String(webRenderPort),
        HOST: '127.0.0.1',
        GATEWAY_URL: platform.gatewayUrl,
        WEB_DIST: built.webDist,
      });
      // GATEWAY_URL reaches the platform's own gateway.
      expect(echo.gateway).toEqual({ from: 'gateway', url: '/api/fut/26/fut-core-data/' });
    });

    it('keeps /api/ on the gateway and files on disk with NGINX', async () => {
      const platform = await launch({ ...built, webRenderPort: await freePort() });
      const api = await httpRequest(`${platform.url}/api/fut/26/player-items/`);
      expect(JSON.parse(api.text)).toEqual({ from: 'gateway', url: '/api/fut/26/player-items/' });
      expect((await httpRequest(`${platform.url}/favicon.ico`)).text).toBe('icon');
    });

    it('puts the renderer beside the gateway (gateway port + 10) unless told', async () => {
      const gatewayPort = await freePortWithRendererBeside();
      const platform = await launch({ ...built, gatewayPort });
      expect(defaultWebRenderPort(3000)).toBe(3010);
      expect(platform.webRenderUrl).toBe(`http://127.0.0.1:${gatewayPort + 10}`);
      expect((await httpRequest(`${platform.webRenderUrl}/health`)).status).toBe(200);
    });

    it('stops the renderer with the rest', async () => {
      const webRenderPort = await freePort();
      const platform = await launch({ ...built, webRenderPort });
      await platform.stop();
      const renderer = platform.children.find(({ name }) => name === 'web-render')?.child;
      expect(renderer?.exitCode !== null || renderer?.signalCode !== null).toBe(true);
      expect(await isPortOpen('127.0.0.1', webRenderPort)).toBe(false);
    });

    it('fails in one line naming the build when the renderer is not built, before starting anything', async () => {
      const gatewayPort = await freePortWithRendererBeside();
      const launching = launch({ ...unbuilt, gatewayPort });
      await expect(launching).rejects.toThrow(
        `the page renderer is not built (${WEB_RENDER_MAIN} is missing): run npx nx run web:build`,
      );
      await expect(launching).rejects.toThrow(/^[^\n]+$/);
      expect(logs).toEqual([]);
      expect(await isPortOpen('127.0.0.1', gatewayPort)).toBe(false);
    });

    it('refuses a renderer port that another process of the platform has', async () => {
      const gatewayPort = await freePort();
      await expect(launch({ ...built, gatewayPort, webRenderPort: gatewayPort })).rejects.toThrow(
        `the page renderer's port ${gatewayPort} is also the gateway's: pass another webRenderPort`,
      );
      await expect(
        launch({ ...built, services: ['catalog'], healthPortOffset: 10, webRenderPort: 3111 }),
      ).rejects.toThrow("the page renderer's port 3111 is also the catalog health server's");
      expect(logs).toEqual([]);
    });

    it('stops what it started and names the renderer when it dies at start', async () => {
      const gatewayPort = await freePortWithRendererBeside();
      await expect(
        launch({
          ...built,
          gatewayPort,
          env: { PATH: process.env['PATH'], STAND_IN_RENDERER_EXIT: '3' },
        }),
      ).rejects.toThrow('the page renderer (web-render) exited with code 3');
      expect(await isPortOpen('127.0.0.1', gatewayPort)).toBe(false);
    });

    it('starts no renderer with webRender: false, and NGINX serves the static index.html', async () => {
      const platform = await launch({ ...unbuilt, webRender: false });
      expect(platform.children.map(({ name }) => name)).toEqual(['gateway']);
      expect(platform.webRenderUrl).toBeNull();
      const res = await httpRequest(`${platform.url}/26/players/`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
    });
  });

  describe('the response cache Redis', () => {
    it('starts a bounded, evicting Redis for the cache and points the gateway at it', async () => {
      const cacheRedisPort = await freePort();
      const platform = await launch({ ...unbuilt, nginxPort: null, cacheRedisPort });
      expect(platform.children.map(({ name }) => name)).toEqual(['cache', 'gateway']);
      const told = JSON.parse((await httpRequest(`${platform.gatewayUrl}/cache-redis`)).text);
      expect(told).toEqual({ cacheRedisUrl: `redis://127.0.0.1:${cacheRedisPort}` });
      const redis = new Redis(told.cacheRedisUrl);
      try {
        expect(await redis.config('GET', 'maxmemory')).toEqual(['maxmemory', String(64 * 1024 * 1024)]);
        expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'allkeys-lru']);
      } finally {
        redis.disconnect();
      }
      await platform.stop();
      expect(await isPortOpen('127.0.0.1', cacheRedisPort)).toBe(false);
    });

    it('leaves a cache Redis named by the environment to it', async () => {
      const platform = await launch({
        ...unbuilt,
        nginxPort: null,
        cacheRedisPort: await freePort(),
        env: { PATH: process.env['PATH'], CACHE_REDIS_URL: 'redis://cache.internal:6379' },
      });
      expect(platform.children.map(({ name }) => name)).toEqual(['gateway']);
      const told = JSON.parse((await httpRequest(`${platform.gatewayUrl}/cache-redis`)).text);
      expect(told).toEqual({ cacheRedisUrl: 'redis://cache.internal:6379' });
    });
  });

  describe('without NGINX', () => {
    it('starts no renderer: the gateway serves the web build itself', async () => {
      const platform = await launch({ ...unbuilt, nginxPort: null });
      expect(platform.children.map(({ name }) => name)).toEqual(['gateway']);
      expect(platform.webRenderUrl).toBeNull();
      expect(platform.url).toBe(platform.gatewayUrl);
    });
  });

  describe('the services and the pricing workers', () => {
    const askProcess = async (port: number) =>
      JSON.parse((await httpRequest(`http://127.0.0.1:${port}/started-as`)).text) as Record<string, string>;

    it('starts every service, then the workers, with the platform environment, each on its own health port', async () => {
      const healthPortOffset = await freeHealthPortOffset();
      const platform = await launch({
        ...withServices,
        nginxPort: null,
        services: undefined,
        healthPortOffset,
        env: { PATH: process.env['PATH'], STAND_IN_MARKER: 'the platform environment' },
      });
      // In start order: the workers' simulated market asks the catalog for its cards as they start.
      expect(platform.children.map(({ name }) => name)).toEqual([
        ...SERVICES.map((service) => service.name),
        'pricing-workers',
        'gateway',
      ]);
      for (const app of DEPLOYED_APPS) {
        const port = app.healthPort + healthPortOffset;
        expect(await askProcess(port)).toEqual({
          main: app.main,
          HEALTH_PORT: String(port),
          STAND_IN_MARKER: 'the platform environment',
        });
        expect(logs).toContainEqual({ name: app.name, line: `listening (main=${app.main})` });
      }
      expect(SERVICE_WORKERS.map((worker) => worker.main)).toEqual(['services/pricing/dist/workers/main.js']);

      await platform.stop();
      for (const app of DEPLOYED_APPS)
        expect(await isPortOpen('127.0.0.1', app.healthPort + healthPortOffset)).toBe(false);
    });

    it('starts no worker that the services option leaves out (the benchmarks)', async () => {
      const platform = await launch({
        ...withServices,
        nginxPort: null,
        services: ['catalog'],
        healthPortOffset: await freeHealthPortOffset(),
      });
      expect(platform.children.map(({ name }) => name)).toEqual(['catalog', 'gateway']);
    });

    it('names the workers when they die at start, and stops what it started', async () => {
      const healthPortOffset = await freeHealthPortOffset();
      const gatewayPort = await freePort();
      await expect(
        launch({
          ...withServices,
          nginxPort: null,
          gatewayPort,
          services: ['catalog', 'pricing-workers'],
          healthPortOffset,
          env: { PATH: process.env['PATH'], STAND_IN_EXIT: 'services/pricing/dist/workers/main.js' },
        }),
      ).rejects.toThrow('the pricing-workers process exited with code 3');
      const catalog = SERVICES.find((service) => service.name === 'catalog')!;
      expect(await isPortOpen('127.0.0.1', catalog.healthPort + healthPortOffset)).toBe(false);
      expect(await isPortOpen('127.0.0.1', gatewayPort)).toBe(false);
    });
  });
});
