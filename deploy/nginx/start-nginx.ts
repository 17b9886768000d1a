import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { renderNginxConfig } from './render-nginx-config.js';
import type { NginxConfigOptions } from './render-nginx-config.js';

export const NGINX_BINARY = process.env['NGINX_BINARY'] ?? '/usr/sbin/nginx';
// An unprivileged account present on Debian and Alpine: the test runs nginx as it when we are root,
// proving the config needs no root (no "user", no writes outside prefixDir).
const NOBODY = 65534;

export const assertNginxInstalled = (): void => {
  try {
    accessSync(NGINX_BINARY, constants.X_OK);
  } catch {
    throw new Error(
      `NGINX is required but ${NGINX_BINARY} is missing. ` +
        'Install it (Debian: apt-get update && apt-get install -y nginx) or set NGINX_BINARY.',
    );
  }
};

export interface RunningNginx {
  readonly baseUrl: string;
  readonly configPath: string;
  readonly stop: () => Promise<void>;
  readonly errorLog: () => string;
}

const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(true);
      return;
    }
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** Renders the config into prefixDir, starts the real nginx in the foreground and waits until it answers. */
export const startNginx = async (options: NginxConfigOptions): Promise<RunningNginx> => {
  assertNginxInstalled();
  const configPath = join(options.prefixDir, 'nginx.conf');
  writeFileSync(configPath, renderNginxConfig({ ...options, logs: 'files' }));

  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    chownSync(options.prefixDir, NOBODY, NOBODY);
    chmodSync(options.webRoot, 0o755);
  }
  const stderr: Buffer[] = [];
  const child = spawn(NGINX_BINARY, ['-p', options.prefixDir, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));

  const errorLog = (): string => {
    const file = join(options.prefixDir, 'error.log');
    return `${Buffer.concat(stderr).toString()}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGQUIT is nginx's graceful stop; the master takes its workers down with it.
    child.kill('SIGQUIT');
    if (!(await waitForExit(child, 5_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };

  const baseUrl = `http://127.0.0.1:${options.listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode} before answering:\n${errorLog()}`);
    }
    try {
      await (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1_000) })).arrayBuffer();
      return { baseUrl, configPath, stop, errorLog };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${baseUrl} within 10 s (${String(error)}):\n${errorLog()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};
