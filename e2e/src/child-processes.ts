import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A private NATS server with JetStream on its own port, so restarting it disturbs no other suite. */
export const startPrivateNats = async (port?: number) => {
  const chosen = port ?? (await freePort());
  const storeDir = mkdtempSync(join(tmpdir(), 'futgg-nats-'));
  const child = spawn(
    '/usr/sbin/nats-server',
    ['-a', '127.0.0.1', '-p', String(chosen), '-js', '-sd', storeDir],
    {
      stdio: 'ignore',
    },
  );
  const url = `nats://127.0.0.1:${chosen}`;
  return {
    port: chosen,
    url,
    child,
    stop: async () => {
      child.kill('SIGKILL');
      await exited(child);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
};

/** Runs a command to its end: its exit code and what it wrote to stderr. */
export const runToEnd = (command: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
