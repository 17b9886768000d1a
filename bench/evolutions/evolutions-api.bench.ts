// Eligible players of one evolution over 20,000 cards, and paths for one card over the season, through
// the full stack (NGINX → gateway → NATS → evolutions → NATS → catalog → PostgreSQL, response cache off),
// each against the game-rules call it serves, run in this process on the same cards and evolutions.
// Target: p99 under 100 ms for both. Writes docs/benchmarks/evolutions-api.md.
// Run: npx tsx bench/evolutions/evolutions-api.bench.ts [--quick]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, signInThroughProvider } from '@futgg/testing';
import { generateEvolutionSeason, generateGameData } from '@futgg/game-data';
import { compileEligibility, findEvolutionPaths, isEvolutionActive, type Card } from '@futgg/game-rules';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { seasonAnchorOf } from '../../services/evolutions/src/evolutions/season-anchor.js';
import { launchPlatform, nginxBinary, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { median, medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
const ROUNDS = quick ? 2 : 3;
const SEED = 42;
const PLAYERS = 20_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** p50 and p99 of `run` called back to back, in ms. */
const timeInProcess = (run: () => unknown, calls: number) => {
  for (let warm = 0; warm < Math.min(20, calls); warm += 1) run();
  const times: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: median(times), p99Ms: times[Math.floor(times.length * 0.99)]! };
};

const cardOf = (item: Record<string, unknown>): Card => {
  const card = { ...item };
  for (const [field, value] of Object.entries(card)) if (value === null) delete card[field];
  return card as unknown as Card;
};

const main = async () => {
  if (!nginxBinary()) throw new Error('nginx is required: apt-get install -y nginx');
  const now = new Date();
  // The same cards and season the platform will hold (the seed and the service's own season anchor).
  const cards = generateGameData({ seed: SEED, players: PLAYERS }).playerItems.map((item) => cardOf(item));
  const season = generateEvolutionSeason({ gameYear: 26, now: seasonAnchorOf(now) });
  const active = season.filter((evolution) => isEvolutionActive(evolution, now));
  // The broadest active evolution (most eligible cards: the largest count and deepest pages) and a
  // narrow one.
  const eligibleCount = (evolution: (typeof season)[number]) =>
    cards.filter(compileEligibility(evolution)).length;
  const ranked = [...active].sort((a, b) => eligibleCount(b) - eligibleCount(a));
  const evolutions = [ranked[0]!, ranked[Math.floor(ranked.length / 2)]!];
  // The card whose path search takes longest in process, among 300 spread over the database.
  const sample = cards.filter((_, index) => index % Math.floor(PLAYERS / 300) === 0);
  const slowest = sample
    .map((card) => ({
      card,
      ...timeInProcess(() => findEvolutionPaths(card, season, { referenceDate: now }), 3),
    }))
    .sort((a, b) => b.p50Ms - a.p50Ms)[0]!.card;

  const database = await createTestDatabase('bench_evolutions');
  log(`seeding ${PLAYERS.toLocaleString('en-US')} players...`);
  await seedCatalog({ databaseUrl: database.url, seed: SEED, players: PLAYERS, gameYear: 26 });
  let platform: RunningPlatform | undefined;
  const planner: {
    took: number;
    status: string;
    totalGain: number;
    candidateChains: number;
    evolutions: number;
    elapsedMs: number;
  }[] = [];
  const rows: {
    what: string;
    inProcess: { p50Ms: number; p99Ms: number };
    at1: WrkResult;
    at10: WrkResult;
  }[] = [];
  try {
    platform = await launchPlatform({
      root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_SUBJECT_PREFIX: 'bench-evo.',
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT: 'off',
        REDIS_KEY_PREFIX: 'futgg:bench-evo:',
      },
      gatewayPort: 3481,
      nginxPort: 3482,
      webRenderPort: 3487,
      webDist: join(root, 'web', 'dist'),
      services: ['catalog', 'evolutions', 'identity'],
      devIdentityProviderPort: 3483,
      healthPortOffset: 300,
      onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
    });
    const measure = async (url: string) => {
      const check = await fetch(url);
      if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
      await runWrk(url, 10, 2);
      const at1: WrkResult[] = [];
      const at10: WrkResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        at1.push(await runWrk(url, 1, SECONDS));
        at10.push(await runWrk(url, 10, SECONDS));
      }
      return { at1: medianOfRuns(at1), at10: medianOfRuns(at10) };
    };
    for (const evolution of evolutions) {
      const isEligible = compileEligibility(evolution);
      const count = cards.filter(isEligible).length;
      log(`eligible players of ${evolution.name} (${count} cards)`);
      rows.push({
        what: `eligible players of “${evolution.name}” (${count.toLocaleString('en-US')} of 20,000 eligible), page 1 of 20, best overall first`,
        inProcess: timeInProcess(() => cards.filter(isEligible), 200),
        ...(await measure(`${platform.url}/api/fut/evolutions/${evolution.id}/eligible-players/`)),
      });
    }
    const paths = findEvolutionPaths(slowest, season, { referenceDate: now });
    log(`paths of card ${slowest.eaId} (${paths.length} paths)`);
    rows.push({
      what: `paths of card ${slowest.eaId}, the slowest of 300 in process (overall ${slowest.overall}; ${paths.length} ranked, ${active.length} active evolutions, depth 4), page 1, asked again and again (ranked once, then from the cache)`,
      inProcess: timeInProcess(() => findEvolutionPaths(slowest, season, { referenceDate: now }), 100),
      ...(await measure(`${platform.url}/api/fut/evolutions/paths/${slowest.eaId}/`)),
    });
    // A different card per request, and every run of wrk on cards no earlier run asked (a slice of its
    // own of the 20,000 in a scrambled order): each request ranks its card's paths afresh, the cost of
    // browsing many players before any is cached.
    const scrambled = [...cards]
      .sort((a, b) => ((a.eaId! * 2654435761) % 4294967296) - ((b.eaId! * 2654435761) % 4294967296))
      .map((card) => card.eaId!);
    const folder = mkdtempSync(join(tmpdir(), 'wrk-'));
    let slice = 0;
    const nextScript = () => {
      const ids = scrambled.slice(slice * 3000, (slice + 1) * 3000);
      slice += 1;
      const script = join(folder, `paths-${slice}.lua`);
      writeFileSync(
        script,
        `local ids = {${ids.join(',')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format('GET', '/api/fut/evolutions/paths/' .. ids[(i % #ids) + 1] .. '/')\nend\n`,
      );
      return script;
    };
    const coldUrl = `${platform.url}/api/fut/evolutions/paths/${scrambled[0]}/`;
    const at1: WrkResult[] = [];
    const at10: WrkResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      at1.push(await runWrk(coldUrl, 1, SECONDS, {}, nextScript()));
      at10.push(await runWrk(coldUrl, 10, SECONDS, {}, nextScript()));
    }
    const sampled = scrambled.slice(0, 200).map((id) => cards.find((card) => card.eaId === id)!);
    let next = 0;
    rows.push({
      what: 'paths of a different card per request, none asked before (each wrk run on 3,000 cards of its own), page 1',
      inProcess: timeInProcess(
        () => findEvolutionPaths(sampled[next++ % sampled.length]!, season, { referenceDate: now }),
        200,
      ),
      at1: medianOfRuns(at1),
      at10: medianOfRuns(at10),
    });
    // The planner through the full stack: alice signs in at the development provider, imports a club of
    // 560 cards spread over the database, and plans (each call solves afresh: nothing is cached).
    const siteUrl = platform.url.replace('127.0.0.1', 'localhost');
    const { browser } = await signInThroughProvider({ siteUrl, username: 'alice', password: 'alice-dev' });
    const state = JSON.parse((await browser.request(`${siteUrl}/api/identity/`)).body) as {
      data: { accessToken: string };
    };
    const bearer = { authorization: `Bearer ${state.data.accessToken}`, 'content-type': 'application/json' };
    const club = cards.filter((_, index) => index % Math.floor(PLAYERS / 560) === 0).slice(0, 560);
    const imported = await fetch(`${siteUrl}/api/fut/user-club/26/import/`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({
        content: JSON.stringify({
          format: 'futgg-club',
          version: 1,
          gameYear: 26,
          cards: club.map((card) => ({ eaId: card.eaId })),
        }),
      }),
    });
    if (!imported.ok) throw new Error(`club import: ${imported.status} ${await imported.text()}`);
    for (let call = 0; call < 6; call += 1) {
      const started = performance.now();
      const answer = await fetch(`${siteUrl}/api/fut/evolutions/planner/`, { headers: bearer });
      const took = performance.now() - started;
      const plan = (await answer.json()) as {
        data: {
          status: string;
          totalGain: number;
          candidateChains: number;
          evolutions: number;
          elapsedMs: number;
        };
      };
      if (!answer.ok) throw new Error(`planner: ${answer.status} ${JSON.stringify(plan)}`);
      // The first call also loads HiGHS's WebAssembly build into the service.
      planner.push({ took, ...plan.data });
    }
  } finally {
    await platform?.stop();
    await database.drop();
  }

  const lines = [
    '# Eligible players and paths through the full stack',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}: NGINX → gateway → NATS →`,
    'evolutions → NATS → catalog → PostgreSQL on 20,000 generated cards and the generated season, response',
    `cache off, \`wrk -t1\` at 1 and 10 connections, ${ROUNDS} rounds of ${SECONDS} s each, medians shown. The baseline`,
    'is the game-rules call the request serves, run in the benchmark’s own process on the same cards and',
    'evolutions (all 20,000 cards judged by `compileEligibility`; `findEvolutionPaths` for the card).',
    'Target: p99 under 100 ms.',
    '',
    'Command: `npx tsx bench/evolutions/evolutions-api.bench.ts`',
    '',
    '| request | in process p50 / p99 ms | full stack, 1 conn: p50 / p99 ms, req/s | full stack, 10 conns: p50 / p99 ms, req/s |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${row.inProcess.p50Ms.toFixed(2)} / ${row.inProcess.p99Ms.toFixed(2)} | ${row.at1.p50Ms.toFixed(1)} / ${row.at1.p99Ms.toFixed(1)}, ${row.at1.requestsPerSecond.toFixed(0)} | ${row.at10.p50Ms.toFixed(1)} / ${row.at10.p99Ms.toFixed(1)}, ${row.at10.requestsPerSecond.toFixed(0)} |`,
    ),
    '',
    `The planner through the same stack (alice's bearer token; a club of 560 cards spread over the database, the ` +
      `season's ${planner[0]?.evolutions ?? 0} active evolutions, defaults: chains of up to 3, the best 12 per card): ` +
      `${planner.map((call) => `${call.took.toFixed(0)} ms`).join(', ')} for six calls in a row (the first warms the ` +
      `process up), of which the service's own work ${planner.map((call) => call.elapsedMs).join(', ')} ms; ` +
      `${planner[0]?.candidateChains ?? 0} candidate chains, ${planner[0]?.status ?? ''}, total gain +${planner[0]?.totalGain ?? 0}. Target: under 3 s.`,
    '',
    `Errors or non-2xx answers: ${rows.reduce((sum, row) => sum + row.at1.errors + row.at1.non2xx + row.at10.errors + row.at10.non2xx, 0)}.`,
    '',
    'This file is rewritten by every run; the reading of the figures is in docs/BENCHMARKS.md.',
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'evolutions-api.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
