import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startNginx } from '../../deploy/nginx/start-nginx.js';

export const SERVICES = [
  { name: 'catalog', healthPort: 3101 },
  { name: 'evolutions', healthPort: 3102 },
  { name: 'squads', healthPort: 3103 },
  { name: 'social', healthPort: 3104 },
  { name: 'identity', healthPort: 3105 },
  { name: 'pricing', healthPort: 3106 },
] as const;

export interface PlatformOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  gatewayPort: number;
  /** null: no NGINX (not installed); the gateway then serves the web build itself. */
  nginxPort: number | null;
  webDist: string;
  /** Called with each log line a process prints, already made readable. */
  onLog: (process: string, line: string) => void;
  /** Services to start (default all); the benchmark starts only what it measures. */
  services?: readonly string[];
  replicas?: number;
  /** Added to every service's health port, so two platforms can run side by side (benchmarks). */
  healthPortOffset?: number;
  /** Extra Node flags for the services and the gateway (profiling, GC settings). */
  nodeArgs?: readonly string[];
}

export interface RunningPlatform {
  url: string;
  gatewayUrl: string;
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

/** Starts the built services, the gateway and NGINX as child processes; stop() ends them all. */
export const launchPlatform = async (options: PlatformOptions): Promise<RunningPlatform> => {
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
    const wanted = SERVICES.filter((service) => !options.services || options.services.includes(service.name));
    const replicas = options.replicas ?? 1;
    await Promise.all(
      wanted.flatMap((service) =>
        Array.from({ length: replicas }, async (_, replica) => {
          const healthPort = service.healthPort + (options.healthPortOffset ?? 0) + replica * 100;
          const child = startProcess(
            replicas > 1 ? `${service.name}-${replica + 1}` : service.name,
            process.execPath,
            [...(options.nodeArgs ?? []), join('services', service.name, 'dist', 'main.js')],
            { ...options.env, HEALTH_PORT: String(healthPort) },
          );
          await waitFor(
            `the ${service.name} service`,
            httpOk(`http://127.0.0.1:${healthPort}/health`),
            child,
          );
        }),
      ),
    );

    const gatewayEnv: NodeJS.ProcessEnv = {
      ...options.env,
      PORT: String(options.gatewayPort),
      HOST: '127.0.0.1',
    };
    if (options.nginxPort === null) gatewayEnv['WEB_DIST'] = options.webDist;
    const gateway = startProcess(
      'gateway',
      process.execPath,
      [...(options.nodeArgs ?? []), join('gateway', 'dist', 'main.js')],
      gatewayEnv,
    );
    const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
    await waitFor('the gateway', httpOk(`${gatewayUrl}/health`), gateway);

    if (options.nginxPort === null) return { url: gatewayUrl, gatewayUrl, children, stop };

    const nginx = await startNginx({
      listenPort: options.nginxPort,
      webRoot: options.webDist,
      gatewayUpstream: `127.0.0.1:${options.gatewayPort}`,
      prefixDir: mkdtempSync(join(tmpdir(), 'futgg-nginx-')),
    });
    stoppers.push(nginx.stop);
    const url = nginx.baseUrl;
    return { url, gatewayUrl, children, stop };
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
