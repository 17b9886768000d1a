import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startNginx } from '../../deploy/nginx/start-nginx.js';
import { CACHE_REDIS_ARGS, SERVICES, SERVICE_WORKERS } from '../../deploy/platform-apps.js';
import { isPortOpen } from './dependencies.js';

export { DEPLOYED_APPS, SERVICES, SERVICE_WORKERS } from '../../deploy/platform-apps.js';

/** The page renderer's entry point, relative to the root; built by `npx nx run web:build`. */
export const WEB_RENDER_MAIN = join('web', 'dist-server', 'main.js');

/** Where the page renderer listens unless told: beside the gateway (3010 for the gateway's 3000). */
export const defaultWebRenderPort = (gatewayPort: number): number => gatewayPort + 10;

export interface PlatformOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  gatewayPort: number;
  /** null: no NGINX (not installed); the gateway then serves the web build itself, with no renderer. */
  nginxPort: number | null;
  /** The client build NGINX serves; also the renderer's page template (its WEB_DIST). */
  webDist: string;
  /**
   * Start the page renderer (web-render) behind NGINX, default true. false: NGINX answers every page
   * with the static index.html, as before server-side rendering.
   */
  webRender?: boolean;
  /** The renderer's port; default defaultWebRenderPort(gatewayPort). */
  webRenderPort?: number;
  /** Called with each log line a process prints, already made readable. */
  onLog: (process: string, line: string) => void;
  /**
   * Services and service workers (pricing-workers) to start, by name (default all); the benchmark
   * starts only what it measures.
   */
  services?: readonly string[];
  /** Processes per service; a service's workers always run one. */
  replicas?: number;
  /** Added to every service's and worker's health port, so two platforms can run side by side (benchmarks). */
  healthPortOffset?: number;
  /** Extra Node flags for the services and the gateway (profiling, GC settings); not the renderer. */
  nodeArgs?: readonly string[];
  /**
   * Start the response cache's own Redis here (bounded, evicting), unless the environment names one
   * (CACHE_REDIS_URL). Without it the gateway caches in REDIS_URL and warns.
   */
  cacheRedisPort?: number;
  /**
   * Start the bundled development OpenID provider on this port (its users alice, bob and admin), and
   * point identity at it, unless the environment names a provider (OIDC_ISSUER_URL).
   */
  devIdentityProviderPort?: number;
}

export interface RunningPlatform {
  url: string;
  gatewayUrl: string;
  /** The page renderer's own address, or null when it was not started. */
  webRenderUrl: string | null;
  children: { name: string; child: ChildProcess }[];
  stop(): Promise<void>;
}

const LEVELS: Record<string, string> = {
  info: '',
  warn: 'warn ',
  error: 'ERROR ',
  fatal: 'FATAL ',
  debug: 'debug ',
};

/** A JSON log line as `level message key=value`, or the raw line. */
const readable = (line: string) => {
  try {
    const {
      level,
      msg,
      time: _time,
      service: _service,
      pid: _pid,
      hostname: _hostname,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>;
    const extras = Object.entries(rest)
      .filter(([, value]) => value !== undefined && typeof value !== 'object')
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(' ');
    return `${LEVELS[String(level)] ?? `${String(level)} `}${String(msg ?? '')}${extras ? ` (${extras})` : ''}`;
  } catch {
    return line;
  }
};

const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  child: ChildProcess | null,
  timeoutMs = 60_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

const httpOk = (url: string) => async () => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
};

interface ServiceProcess {
  /** The process's name in the logs: the app's, with the replica's number when there are several. */
  name: string;
  main: string;
  healthPort: number;
}

const isWanted = (options: PlatformOptions, name: string) =>
  !options.services || options.services.includes(name);

/** Every service process to start: one per replica, each on its own health port. */
const serviceProcessesOf = (options: PlatformOptions): ServiceProcess[] => {
  const replicas = options.replicas ?? 1;
  return SERVICES.filter((service) => isWanted(options, service.name)).flatMap((service) =>
    Array.from({ length: replicas }, (_, replica) => ({
      name: replicas > 1 ? `${service.name}-${replica + 1}` : service.name,
      main: service.main,
      healthPort: service.healthPort + (options.healthPortOffset ?? 0) + replica * 100,
    })),
  );
};

/** The services' workers to start (pricing-workers): one process each, started once the services answer. */
const workerProcessesOf = (options: PlatformOptions): ServiceProcess[] =>
  SERVICE_WORKERS.filter((worker) => isWanted(options, worker.name)).map((worker) => ({
    name: worker.name,
    main: worker.main,
    healthPort: worker.healthPort + (options.healthPortOffset ?? 0),
  }));

// Checked before anything starts: a renderer that is not built or a port given twice fails in one line,
// not after the services have booted.
const assertRendererCanStart = (options: PlatformOptions, webRenderPort: number): void => {
  if (!existsSync(join(options.root, WEB_RENDER_MAIN))) {
    throw new Error(
      `the page renderer is not built (${WEB_RENDER_MAIN} is missing): run npx nx run web:build`,
    );
  }
  const taken = [
    { name: 'the gateway', port: options.gatewayPort },
    { name: 'NGINX', port: options.nginxPort },
    ...[...serviceProcessesOf(options), ...workerProcessesOf(options)].map(({ name, healthPort }) => ({
      name: `the ${name} health server`,
      port: healthPort,
    })),
  ].find(({ port }) => port === webRenderPort);
  if (taken) {
    throw new Error(
      `the page renderer's port ${webRenderPort} is also ${taken.name}'s: pass another webRenderPort`,
    );
  }
};

/**
 * Starts the built services, the gateway, the page renderer and NGINX as child processes; stop() ends
 * them all. Without NGINX the gateway serves the web build itself and no renderer is started.
 */
/** The development provider's entry point, relative to the root; built by `npx nx build dev-oidc-provider`. */
export const DEV_OIDC_PROVIDER_MAIN = join('dev-oidc-provider', 'dist', 'main.js');

/**
 * Where the browser is (NGINX, else the gateway) and the settings identity and the gateway share:
 * the callback's origin, and one session secret (random per start unless the environment sets one: the
 * CSRF tokens it makes are asked for again on every page load).
 */
const identitySettings = (options: PlatformOptions): NodeJS.ProcessEnv => {
  const publicBaseUrl =
    options.env['PUBLIC_BASE_URL'] ?? `http://localhost:${options.nginxPort ?? options.gatewayPort}`;
  return {
    PUBLIC_BASE_URL: publicBaseUrl,
    SESSION_SECRET: options.env['SESSION_SECRET'] ?? randomBytes(32).toString('base64url'),
    ...(options.devIdentityProviderPort !== undefined && !options.env['OIDC_ISSUER_URL']
      ? { OIDC_ISSUER_URL: `http://localhost:${options.devIdentityProviderPort}` }
      : {}),
  };
};

/** The development provider as a child process, accepting the site's callback on localhost and 127.0.0.1. */
const devProviderEnv = (options: PlatformOptions, port: number, publicBaseUrl: string): NodeJS.ProcessEnv => {
  const sites = new Set([publicBaseUrl, publicBaseUrl.replace('//localhost', '//127.0.0.1')]);
  return {
    ...options.env,
    // The provider refuses production mode; `npm start` runs the platform in it, but this one
    // process is the development provider by definition.
    NODE_ENV: 'development',
    DEV_OIDC_PORT: String(port),
    DEV_OIDC_ISSUER: `http://localhost:${port}`,
    DEV_OIDC_REDIRECT_URIS: [...sites].map((site) => `${site}/api/identity/callback/`).join(','),
    DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: [...sites].map((site) => `${site}/`).join(','),
  };
};

export const launchPlatform = async (options: PlatformOptions): Promise<RunningPlatform> => {
  const isRendering = options.nginxPort !== null && options.webRender !== false;
  const webRenderPort = options.webRenderPort ?? defaultWebRenderPort(options.gatewayPort);
  if (isRendering) assertRendererCanStart(options, webRenderPort);

  const children: { name: string; child: ChildProcess }[] = [];
  const startProcess = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(command, args, { cwd: options.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => options.onLog(name, readable(line)));
    }
    children.push({ name, child });
    return child;
  };

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(stoppers.map((stopOne) => stopOne()));
    for (const { child } of [...children].reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 8000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
          }),
      ),
    );
  };

  try {
    const shared = identitySettings(options);
    const platformEnv: NodeJS.ProcessEnv = { ...options.env, ...shared };
    const gatewayEnv: NodeJS.ProcessEnv = {
      ...platformEnv,
      PORT: String(options.gatewayPort),
      HOST: '127.0.0.1',
      // The gateway refuses its development token in production: random per start unless the
      // environment sets one (a local scraper then sends that one).
      PRICE_INGEST_TOKEN: options.env['PRICE_INGEST_TOKEN'] ?? randomBytes(32).toString('base64url'),
    };
    const providerPort = options.devIdentityProviderPort;
    if (providerPort !== undefined && !options.env['OIDC_ISSUER_URL']) {
      const provider = startProcess(
        'identity-provider',
        process.execPath,
        [DEV_OIDC_PROVIDER_MAIN],
        devProviderEnv(options, providerPort, shared['PUBLIC_BASE_URL']!),
      );
      await waitFor(
        'the development identity provider',
        httpOk(`http://127.0.0.1:${providerPort}/.well-known/openid-configuration`),
        provider,
        20_000,
      );
    }
    if (options.cacheRedisPort !== undefined && !options.env['CACHE_REDIS_URL']) {
      const port = options.cacheRedisPort;
      const cacheRedis = startProcess(
        'cache',
        'redis-server',
        ['--bind', '127.0.0.1', '--port', String(port), ...CACHE_REDIS_ARGS],
        options.env,
      );
      await waitFor('the response cache Redis', () => isPortOpen('127.0.0.1', port), cacheRedis, 15_000);
      gatewayEnv['CACHE_REDIS_URL'] = `redis://127.0.0.1:${port}`;
    }

    // The same environment as the services; the health port is each process's own.
    const startServiceProcess = async ({ name, main, healthPort }: ServiceProcess) => {
      const child = startProcess(name, process.execPath, [...(options.nodeArgs ?? []), main], {
        ...platformEnv,
        HEALTH_PORT: String(healthPort),
      });
      await waitFor(`the ${name} process`, httpOk(`http://127.0.0.1:${healthPort}/health`), child);
    };
    await Promise.all(serviceProcessesOf(options).map(startServiceProcess));
    // After the services: the simulated market asks the catalog for its cards as the workers start.
    await Promise.all(workerProcessesOf(options).map(startServiceProcess));

    if (options.nginxPort === null) gatewayEnv['WEB_DIST'] = options.webDist;
    const gateway = startProcess(
      'gateway',
      process.execPath,
      [...(options.nodeArgs ?? []), join('gateway', 'dist', 'main.js')],
      gatewayEnv,
    );
    const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
    await waitFor('the gateway', httpOk(`${gatewayUrl}/health`), gateway);

    if (options.nginxPort === null)
      return { url: gatewayUrl, gatewayUrl, webRenderUrl: null, children, stop };

    let webRenderUrl: string | null = null;
    if (isRendering) {
      const renderer = startProcess('web-render', process.execPath, [WEB_RENDER_MAIN], {
        ...options.env,
        PORT: String(webRenderPort),
        HOST: '127.0.0.1',
        GATEWAY_URL: gatewayUrl,
        WEB_DIST: options.webDist,
      });
      webRenderUrl = `http://127.0.0.1:${webRenderPort}`;
      await waitFor('the page renderer (web-render)', httpOk(`${webRenderUrl}/health`), renderer);
    }

    const nginx = await startNginx({
      listenPort: options.nginxPort,
      webRoot: options.webDist,
      gatewayUpstream: `127.0.0.1:${options.gatewayPort}`,
      ...(isRendering ? { webRenderUpstream: `127.0.0.1:${webRenderPort}` } : {}),
      prefixDir: mkdtempSync(join(tmpdir(), 'futgg-nginx-')),
    });
    stoppers.push(nginx.stop);
    const url = nginx.baseUrl;
    return { url, gatewayUrl, webRenderUrl, children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

export const nginxBinary = (): string | null => {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx']);
  return found.status === 0 ? found.stdout.toString().trim() : null;
};
