// CPU per request of each process on the player-search path (NGINX, gateway, NATS server, catalog,
// PostgreSQL) against the one-process baseline, from /proc/<pid>/stat and process.cpuUsage() around
// interleaved wrk runs. Tells where the full stack's extra time goes; figures in docs/BENCHMARKS.md.
// Run: npx tsx bench/platform/cpu-per-request.ts [--replicas 2] [--cpu-prof /tmp/prof]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@futgg/testing';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { launchPlatform } from '../../scripts/platform/launcher.js';
import { runWrk } from '../support/wrk.js';
import { startBaselineServer } from './baseline-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: options } = parseArgs({
  options: { replicas: { type: 'string', default: '1' }, 'cpu-prof': { type: 'string' } },
});
const QUERIES = {
  'overall ≥ 85, price descending': 'overall__gte=85&sort=-price',
  'name search': 'search=costa',
};
const CONNECTIONS = 10;
const SECONDS = 5;
const ROUNDS = 3;
const TICKS_PER_MS = 0.1; // USER_HZ = 100

const log = (line: string) => process.stderr.write(`${line}\n`);
const pidsOf = (pattern: string): number[] => {
  try {
    return execFileSync('pgrep', ['-f', pattern]).toString().trim().split('\n').map(Number);
  } catch {
    return [];
  }
};
/** utime + stime of the processes, in clock ticks; a process gone meanwhile counts 0. */
const ticksOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);

const main = async () => {
  const database = await createTestDatabase('cpu_per_request');
  await seedCatalog({ databaseUrl: database.url, seed: 42, players: 20_000, gameYear: 26 });
  const baseline = await startBaselineServer(database.url, 3390);
  const platform = await launchPlatform({
    root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      NATS_SUBJECT_PREFIX: 'cpuprobe.',
      LOG_LEVEL: 'warn',
      RESPONSE_CACHE: 'off',
      RATE_LIMIT: 'off',
      REDIS_KEY_PREFIX: 'futgg:cpuprobe:',
    },
    gatewayPort: 3391,
    nginxPort: 3392,
    // Explicit: the default (gateway + 10) is 3401, the health port of a fourth catalog replica.
    webRenderPort: 3397,
    webDist: join(root, 'web', 'dist'),
    services: ['catalog'],
    replicas: Number(options.replicas),
    nodeArgs: options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${options['cpu-prof']}`] : [],
    onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
  });
  try {
    const stack = {
      gateway: pidsOf('gateway/dist/main.js'),
      catalog: pidsOf('catalog/dist/main.js'),
      'NATS server': pidsOf('nats-server'),
      NGINX: pidsOf('nginx: worker'),
    };
    for (const [name, query] of Object.entries(QUERIES)) {
      const baselineUrl = `${baseline.url}/api/fut/26/player-items/?${query}`;
      const fullUrl = `${platform.url}/api/fut/26/player-items/?${query}`;
      await runWrk(baselineUrl, CONNECTIONS, 2); // warm-up: pools connected, code compiled
      await runWrk(fullUrl, CONNECTIONS, 2);
      const postgres = pidsOf('postgres:');
      for (let round = 1; round <= ROUNDS; round += 1) {
        const cpuBefore = process.cpuUsage();
        const pgBefore = ticksOf(postgres);
        const base = await runWrk(baselineUrl, CONNECTIONS, SECONDS);
        const cpu = process.cpuUsage(cpuBefore);
        const pgBase = ticksOf(postgres) - pgBefore;
        const before = Object.fromEntries(Object.entries(stack).map(([key, pids]) => [key, ticksOf(pids)]));
        const pgBefore2 = ticksOf(postgres);
        const full = await runWrk(fullUrl, CONNECTIONS, SECONDS);
        const pgFull = ticksOf(postgres) - pgBefore2;
        const perRequest = (ms: number, result: typeof base) =>
          `${(ms / (result.requestsPerSecond * SECONDS)).toFixed(2)} ms`;
        log(
          `${name}, round ${round}: baseline ${base.requestsPerSecond.toFixed(0)} req/s (p99 ${base.p99Ms.toFixed(1)} ms), ` +
            `full ${full.requestsPerSecond.toFixed(0)} req/s (p99 ${full.p99Ms.toFixed(1)} ms)\n` +
            `  baseline: node ${perRequest((cpu.user + cpu.system) / 1000, base)}, postgres ${perRequest(pgBase / TICKS_PER_MS, base)}\n` +
            `  full: ${Object.entries(stack)
              .map(
                ([key, pids]) => `${key} ${perRequest((ticksOf(pids) - before[key]!) / TICKS_PER_MS, full)}`,
              )
              .join(', ')}, postgres ${perRequest(pgFull / TICKS_PER_MS, full)}`,
        );
      }
    }
  } finally {
    await platform.stop();
    await baseline.close();
    await database.drop();
  }
};

await main();
