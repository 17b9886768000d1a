// deploy/docker/healthcheck.mjs, the HEALTHCHECK of every Node image and compose service, run as the
// container runs it: a node process whose exit code Docker reads.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.js';

const SCRIPT = fileURLToPath(new URL('../docker/healthcheck.mjs', import.meta.url));

const runHealthcheck = (
  argv: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string; elapsedMs: number }> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [SCRIPT, ...argv], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr, elapsedMs: Date.now() - started }));
  });

describe('deploy/docker/healthcheck.mjs', () => {
  let server: Server;
  let port: number;
  const requests: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/hang') return; // never answers
      const status = req.url === '/health' ? 200 : 503;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('exits 0 when the URL answers 200', async () => {
    expect((await runHealthcheck([`http://127.0.0.1:${port}/health`])).code).toBe(0);
  });

  it('exits 1 and says why when the app is not ready (503)', async () => {
    const result = await runHealthcheck([`http://127.0.0.1:${port}/not-ready`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('answered 503');
  });

  it('exits 1 when nothing listens', async () => {
    const closed = await freePort();
    const result = await runHealthcheck([`http://127.0.0.1:${closed}/health`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ECONNREFUSED');
  });

  it('gives up after its timeout instead of hanging', async () => {
    const result = await runHealthcheck([`http://127.0.0.1:${port}/hang`], { HEALTHCHECK_TIMEOUT_MS: '300' });
    expect(result.code).toBe(1);
    expect(result.elapsedMs).toBeLessThan(3_000);
  });

  it('defaults to /health on HEALTH_PORT', async () => {
    requests.length = 0;
    expect((await runHealthcheck([], { HEALTH_PORT: String(port) })).code).toBe(0);
    expect(requests).toEqual(['/health']);
  });

  it('falls back to PORT (the gateway) when HEALTH_PORT is unset', async () => {
    expect((await runHealthcheck([], { PORT: String(port) })).code).toBe(0);
  });
});
