// The caller's resolution costs at most 10 % of throughput: the same player search through the full
// stack (NGINX → gateway → NATS → catalog), signed out and with alice's bearer token, interleaved in one
// run, with the response cache off (every request reaches the catalog) and on (the gateway answers from
// Redis, so the token's verification is a larger share of the work). Writes
// docs/benchmarks/authenticated-read.md. Run: npx tsx bench/platform/authenticated-read.bench.ts [--quick]
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, signInThroughProvider } from '@futgg/testing';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { launchPlatform, nginxBinary, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
const ROUNDS = quick ? 2 : 4;
const CONNECTIONS = 50;
const QUERY = 'overall__gte=85&sort=-price';
const log = (line: string) => process.stderr.write(`${line}\n`);

/** alice's access token, got as the web app gets it: the provider's form, then the identity state. */
const accessTokenOf = async (siteUrl: string) => {
  const { browser } = await signInThroughProvider({ siteUrl, username: 'alice', password: 'alice-dev' });
  const state = await browser.request(`${siteUrl}/api/identity/`);
  const data = (JSON.parse(state.body) as { data: { accessToken?: string } }).data;
  if (!data.accessToken) throw new Error(`Sign-in failed: ${state.body}`);
  return data.accessToken;
};

const measure = async (url: string, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  await runWrk(url, CONNECTIONS, 2);
  await runWrk(url, CONNECTIONS, 2, headers);
  const signedOut: WrkResult[] = [];
  const signedIn: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating which goes first, so neither always runs on a warmer machine.
    if (round % 2 === 0) {
      signedOut.push(await runWrk(url, CONNECTIONS, SECONDS));
      signedIn.push(await runWrk(url, CONNECTIONS, SECONDS, headers));
    } else {
      signedIn.push(await runWrk(url, CONNECTIONS, SECONDS, headers));
      signedOut.push(await runWrk(url, CONNECTIONS, SECONDS));
    }
  }
  return { signedOut: medianOfRuns(signedOut), signedIn: medianOfRuns(signedIn) };
};

const main = async () => {
  if (!nginxBinary()) throw new Error('nginx is required: apt-get install -y nginx');
  const database = await createTestDatabase('bench_auth');
  log('seeding 20,000 players...');
  await seedCatalog({ databaseUrl: database.url, seed: 42, players: 20_000, gameYear: 26 });
  const rows: { cache: string; signedOut: WrkResult; signedIn: WrkResult }[] = [];
  let platform: RunningPlatform | undefined;
  try {
    for (const cache of ['off', 'on'] as const) {
      platform = await launchPlatform({
        root,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NATS_SUBJECT_PREFIX: 'bench.',
          LOG_LEVEL: 'warn',
          RESPONSE_CACHE: cache,
          RATE_LIMIT: 'off',
          REDIS_KEY_PREFIX: `futgg:bench-auth-${cache}:`,
          ACCESS_TOKEN_SECONDS: '3600',
        },
        gatewayPort: 3491,
        nginxPort: 3492,
        webRenderPort: 3497,
        devIdentityProviderPort: 3493,
        webDist: join(root, 'web', 'dist'),
        services: ['catalog', 'identity'],
        onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
      });
      const token = await accessTokenOf(platform.url.replace('127.0.0.1', 'localhost'));
      log(`response cache ${cache}: signed out against alice's bearer token`);
      rows.push({ cache, ...(await measure(`${platform.url}/api/fut/26/player-items/?${QUERY}`, token)) });
      await platform.stop();
      platform = undefined;
    }
  } finally {
    await platform?.stop();
    await database.drop();
  }

  const lines = [
    '# An authenticated read against the same read signed out',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, with \`wrk -t1 -c${CONNECTIONS}\`,`,
    `${ROUNDS} interleaved rounds of ${SECONDS} s per target (the order alternating), medians shown.`,
    `The read: \`GET /api/fut/26/player-items/?${QUERY}\` through NGINX → gateway → NATS → catalog on 20,000 cards;`,
    "signed in, every request carries alice's access token (`Authorization: Bearer …`), got through the",
    "development provider's login form. Target: the signed-in read keeps at least 90 % of the throughput.",
    '',
    'Command: `npx tsx bench/platform/authenticated-read.bench.ts`',
    '',
    '| response cache | signed out req/s | signed in req/s | signed in / signed out | signed out p50 / p99 ms | signed in p50 / p99 ms |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.cache} | ${row.signedOut.requestsPerSecond.toFixed(0)} | ${row.signedIn.requestsPerSecond.toFixed(0)} | ${((row.signedIn.requestsPerSecond / row.signedOut.requestsPerSecond) * 100).toFixed(1)} % | ${row.signedOut.p50Ms.toFixed(1)} / ${row.signedOut.p99Ms.toFixed(1)} | ${row.signedIn.p50Ms.toFixed(1)} / ${row.signedIn.p99Ms.toFixed(1)} |`,
    ),
    '',
    `Errors or non-2xx answers during the runs: ${rows.reduce((sum, row) => sum + row.signedIn.errors + row.signedIn.non2xx + row.signedOut.errors + row.signedOut.non2xx, 0)}.`,
    '',
    'This file is rewritten by every run; the reading of the figures is in docs/BENCHMARKS.md.',
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'authenticated-read.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
