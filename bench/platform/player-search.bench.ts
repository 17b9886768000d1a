// Player search through the full stack (NGINX → gateway → NATS → catalog → PostgreSQL) against the same
// SQL behind a bare Fastify route in one process, interleaved in one run. Writes
// docs/benchmarks/player-search.md. Run: npx tsx bench/platform/player-search.bench.ts [--quick]
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@futgg/testing';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { launchPlatform, nginxBinary, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';
import { startBaselineServer } from './baseline-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
const ROUNDS = quick ? 2 : 3;
const SIZES = quick ? [20_000] : [20_000, 100_000];

const QUERIES = {
  'overall ≥ 85, price descending': 'overall__gte=85&sort=-price',
  'name search': 'search=costa',
  '6-filter combination':
    'overall__gte=75&leagues=13,53,19,31,16&positions=50&weakFoot__gte=3&facePace__gte=70&sort=-faceDefending',
};

const log = (line: string) => process.stderr.write(`${line}\n`);

interface Row {
  size: number;
  query: string;
  connections: number;
  baseline: WrkResult;
  full: WrkResult;
}

const measurePair = async (baselineUrl: string, fullUrl: string, connections: number) => {
  await runWrk(baselineUrl, connections, 2); // warm-up both
  await runWrk(fullUrl, connections, 2);
  const baseline: WrkResult[] = [];
  const full: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    baseline.push(await runWrk(baselineUrl, connections, SECONDS));
    full.push(await runWrk(fullUrl, connections, SECONDS));
  }
  return { baseline: medianOfRuns(baseline), full: medianOfRuns(full) };
};

const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is required: apt-get install -y nginx');
  const rows: Row[] = [];
  const cacheRows: { size: number; baseline: WrkResult; cached: WrkResult }[] = [];
  let idleRss: { name: string; rssMb: number }[] = [];

  for (const size of SIZES) {
    const database = await createTestDatabase(`bench_${size}`);
    const databaseUrl = database.url;
    log(`seeding ${size} players...`);
    const seeded = await seedCatalog({ databaseUrl, seed: 42, players: size, gameYear: 26 });
    log(`seeded in ${seeded.seconds.toFixed(1)} s`);
    const baseline = await startBaselineServer(databaseUrl, 3390);
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_SUBJECT_PREFIX: 'bench.',
      LOG_LEVEL: 'warn',
      RESPONSE_CACHE: 'off',
      RATE_LIMIT: 'off',
      REDIS_KEY_PREFIX: 'futgg:bench:',
    };
    let platform: RunningPlatform | undefined;
    let cachedPlatform: RunningPlatform | undefined;
    try {
      platform = await launchPlatform({
        root,
        env,
        gatewayPort: 3391,
        nginxPort: 3392,
        // Every port explicit and distinct: this platform and the cached one below run side by side.
        webRenderPort: 3397,
        webDist: join(root, 'web', 'dist'),
        services: ['catalog'],
        onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
      });
      if (size === SIZES[0]) {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        idleRss = platform.children.map(({ name, child }) => ({ name, rssMb: rssOf(child.pid!) }));
      }
      for (const [name, query] of Object.entries(QUERIES)) {
        for (const connections of [50, 10]) {
          log(`${size} players · ${name} · ${connections} connections`);
          const pair = await measurePair(
            `${baseline.url}/api/fut/26/player-items/?${query}`,
            `${platform.url}/api/fut/26/player-items/?${query}`,
            connections,
          );
          rows.push({ size, query: name, connections, ...pair });
        }
      }
      cachedPlatform = await launchPlatform({
        root,
        env: { ...env, RESPONSE_CACHE: 'on' },
        gatewayPort: 3393,
        nginxPort: 3394,
        webRenderPort: 3398,
        webDist: join(root, 'web', 'dist'),
        services: [],
        onLog: () => undefined,
      });
      const query = Object.values(QUERIES)[0];
      const pair = await measurePair(
        `${baseline.url}/api/fut/26/player-items/?${query}`,
        `${cachedPlatform.url}/api/fut/26/player-items/?${query}`,
        50,
      );
      cacheRows.push({ size, baseline: pair.baseline, cached: pair.full });
    } finally {
      await cachedPlatform?.stop();
      await platform?.stop();
      await baseline.close();
      await database.drop();
    }
  }

  const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const lines = [
    '# Player search through the full stack',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, with \`wrk -t1\`,`,
    `${ROUNDS} interleaved rounds of ${SECONDS} s per target (baseline, full stack, baseline, …), medians shown.`,
    "Baseline: the catalog's own SQL and filter decoding behind a bare Fastify route in one process.",
    'Full stack: NGINX → gateway (NestJS on Fastify) → NATS → catalog (NestJS microservice) → PostgreSQL, response cache off.',
    '',
    'Command: `npx tsx bench/platform/player-search.bench.ts`',
    '',
    '| players | query | conns | baseline req/s | full req/s | full / baseline | baseline p50 / p99 ms | full p50 / p99 ms | p99 full / baseline |',
    '| ---: | --- | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.size.toLocaleString('en')} | ${row.query} | ${row.connections} | ${row.baseline.requestsPerSecond.toFixed(0)} | ${row.full.requestsPerSecond.toFixed(0)} | ${ratio(row.full.requestsPerSecond, row.baseline.requestsPerSecond)} | ${row.baseline.p50Ms.toFixed(1)} / ${row.baseline.p99Ms.toFixed(1)} | ${row.full.p50Ms.toFixed(1)} / ${row.full.p99Ms.toFixed(1)} | ${(row.full.p99Ms / row.baseline.p99Ms).toFixed(2)}× |`,
    ),
    '',
    '## Repeated query with the response cache on (50 connections)',
    '',
    '| players | baseline req/s | cached full stack req/s | cached / baseline |',
    '| ---: | ---: | ---: | ---: |',
    ...cacheRows.map(
      (row) =>
        `| ${row.size.toLocaleString('en')} | ${row.baseline.requestsPerSecond.toFixed(0)} | ${row.cached.requestsPerSecond.toFixed(0)} | ${(row.cached.requestsPerSecond / row.baseline.requestsPerSecond).toFixed(2)}× |`,
    ),
    '',
    '## Idle memory (RSS a few seconds after start)',
    '',
    '| process | RSS MB |',
    '| --- | ---: |',
    ...idleRss.map((entry) => `| ${entry.name} | ${entry.rssMb.toFixed(0)} |`),
    '',
    `Errors or non-2xx answers during the runs: ${rows.reduce((sum, row) => sum + row.full.errors + row.full.non2xx + row.baseline.errors + row.baseline.non2xx, 0)}.`,
    '',
    'This file is rewritten by every run; the reading of the figures (CPU per request of each process, the',
    "profile's findings, what was tried) is in docs/BENCHMARKS.md.",
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'player-search.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
