// A saved squad fetched with its chemistry, rating and price through the full stack (NGINX → gateway →
// NATS → squads → NATS → catalog and pricing → PostgreSQL, response cache off), against the computation
// the answer carries, run in this process on the same cards: chemistry per slot with its club, league and
// nation points, EA's rating, and the price per market summed over the XI and the bench.
// Target: p99 under 50 ms. Writes docs/benchmarks/squad-fetch.md.
// Run: npx tsx bench/squads/squad-fetch.bench.ts [--quick]
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase, signInThroughProvider } from '@futgg/testing';
import { generateGameData } from '@futgg/game-data';
import {
  formationById,
  specialCardMarkers,
  squadChemistryBreakdown,
  squadRating,
  type ChemistryCard,
} from '@futgg/game-rules';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { PRICE_KEY_CODE, PRICE_SOURCE_CODE } from '../../services/pricing/src/history/codes.js';
import { launchPlatform, nginxBinary, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { median, medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
const ROUNDS = quick ? 2 : 3;
const SEED = 42;
const PLAYERS = 20_000;
const FORMATION_ID = 'f433';
const SUBSTITUTES = 9;
const PRICE_KEYS = ['console', 'pc'] as const;
const log = (line: string) => process.stderr.write(`${line}\n`);

type Item = ReturnType<typeof generateGameData>['playerItems'][number];

/** p50 and p99 of `run` called back to back, in ms. */
const timeInProcess = (run: () => unknown, calls: number) => {
  for (let warm = 0; warm < 200; warm += 1) run();
  const times: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: median(times), p99Ms: times[Math.floor(times.length * 0.99)]! };
};

const chemistryCardOf = (item: Item): ChemistryCard => ({ ...item, ...specialCardMarkers(item) });

/** A full XI of one league (the best card for each slot's position) and a bench of the next best. */
const squadOf = (items: Item[]) => {
  const formation = formationById(FORMATION_ID)!;
  const leagues = new Map<number, number>();
  for (const item of items) leagues.set(item.leagueEaId, (leagues.get(item.leagueEaId) ?? 0) + 1);
  const league = [...leagues.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const pool = items.filter((item) => item.leagueEaId === league).sort((a, b) => b.overall - a.overall);
  const used = new Set<number>();
  const field = formation.slots.map((slot) => {
    const card = pool.find((item) => !used.has(item.eaId) && item.position === slot.generalPositionId);
    if (!card) throw new Error(`no card of league ${league} for position ${slot.generalPositionId}`);
    used.add(card.eaId);
    return card;
  });
  const bench = pool.filter((item) => !used.has(item.eaId)).slice(0, SUBSTITUTES);
  return { formation, field, bench };
};

const main = async () => {
  if (!nginxBinary()) throw new Error('nginx is required: apt-get install -y nginx');
  const items = generateGameData({ seed: SEED, players: PLAYERS }).playerItems;
  const { formation, field, bench } = squadOf(items);
  const priced = [...field, ...bench];
  const priceOf = (item: Item, key: (typeof PRICE_KEYS)[number]) =>
    (key === 'console' ? 1000 : 1100) * item.overall;

  // The baseline: what the squads service computes for an answer, on the same cards.
  const chemistryInput = {
    slots: formation.slots.map((slot, index) => ({
      position: slot.uniquePositionId,
      card: chemistryCardOf(field[index]!),
    })),
    manager: { leagueEaId: field[0]!.leagueEaId, nationEaId: field[0]!.nationEaId },
  };
  const inProcess = timeInProcess(() => {
    const chemistry = squadChemistryBreakdown(chemistryInput);
    const rating = squadRating(field.map((item) => item.overall));
    const prices = PRICE_KEYS.map((key) => priced.reduce((sum, item) => sum + priceOf(item, key), 0));
    return [chemistry, rating, prices];
  }, 5000);
  const expected = squadChemistryBreakdown(chemistryInput).total;

  const database = await createTestDatabase('bench_squads');
  log(`seeding ${PLAYERS.toLocaleString('en-US')} players...`);
  await seedCatalog({ databaseUrl: database.url, seed: SEED, players: PLAYERS, gameYear: 26 });
  let platform: RunningPlatform | undefined;
  let at1: WrkResult | undefined;
  let at10: WrkResult | undefined;
  let answered:
    { chemistry: number; rating: number | null; price: Record<string, number | null> } | undefined;
  try {
    platform = await launchPlatform({
      root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_SUBJECT_PREFIX: 'bench-squads.',
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT: 'off',
        REDIS_KEY_PREFIX: 'futgg:bench-squads:',
      },
      gatewayPort: 3491,
      nginxPort: 3492,
      webRenderPort: 3497,
      webDist: join(root, 'web', 'dist'),
      services: ['catalog', 'evolutions', 'identity', 'pricing', 'squads'],
      devIdentityProviderPort: 3493,
      healthPortOffset: 400,
      onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
    });
    // The market's current prices, as the pricing workers' trend pass leaves them.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const key of PRICE_KEYS) {
        for (const item of priced) {
          await client.query(
            `INSERT INTO pricing.current_prices (game_year, price_key, ea_id, price, observed_at, source,
               first_observed_at, observations_24h, low_24h, high_24h)
             VALUES (26, $1, $2, $3, now(), $4, now(), 1, $3, $3)`,
            [PRICE_KEY_CODE[key], item.eaId, priceOf(item, key), PRICE_SOURCE_CODE.scraper],
          );
        }
      }
    } finally {
      await client.end();
    }
    const siteUrl = platform.url.replace('127.0.0.1', 'localhost');
    const { browser } = await signInThroughProvider({ siteUrl, username: 'alice', password: 'alice-dev' });
    const state = JSON.parse((await browser.request(`${siteUrl}/api/identity/`)).body) as {
      data: { accessToken: string };
    };
    const saved = await fetch(`${siteUrl}/api/squads/save/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${state.data.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Benchmark XI',
        formationId: FORMATION_ID,
        manager: chemistryInput.manager,
        positions: [
          ...field.map((item, positionIdx) => ({ group: 'FIELD', positionIdx, playerEaId: item.eaId })),
          ...bench.map((item, positionIdx) => ({ group: 'SUBSTITUTE', positionIdx, playerEaId: item.eaId })),
        ],
      }),
    });
    const body = (await saved.json()) as {
      data: {
        uuid: string;
        chemistry: { total: number };
        rating: number | null;
        price: Record<string, number>;
      };
    };
    if (!saved.ok) throw new Error(`save: ${saved.status} ${JSON.stringify(body)}`);
    answered = { chemistry: body.data.chemistry.total, rating: body.data.rating, price: body.data.price };
    if (answered.chemistry !== expected) {
      throw new Error(`the service answers chemistry ${answered.chemistry}, game-rules ${expected}`);
    }
    const url = `${platform.url}/api/squads/${body.data.uuid}/`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
    await runWrk(url, 10, 2);
    const ones: WrkResult[] = [];
    const tens: WrkResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ones.push(await runWrk(url, 1, SECONDS));
      tens.push(await runWrk(url, 10, SECONDS));
    }
    at1 = medianOfRuns(ones);
    at10 = medianOfRuns(tens);
  } finally {
    await platform?.stop();
    await database.drop();
  }

  const lines = [
    '# A squad fetched with chemistry, rating and price through the full stack',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}: NGINX → gateway → NATS →`,
    'squads → NATS → catalog and pricing → PostgreSQL on 20,000 generated cards, response cache off, a',
    `saved ${formation.name} squad of 11 players of one league and ${SUBSTITUTES} substitutes, each with a price per market, fetched`,
    `by anyone (\`GET /api/squads/{uuid}/\`), \`wrk -t1\` at 1 and 10 connections, ${ROUNDS} rounds of ${SECONDS} s each,`,
    'medians shown. The baseline is what the answer computes, run in the benchmark’s own process on the same',
    'cards: game-rules’ `squadChemistryBreakdown` and `squadRating` and the price sums per market. The',
    'service keeps card facts 60 s and prices 10 s (docs/squads.md), so most fetches ask neither the',
    'catalog nor pricing. Target: p99 under 50 ms.',
    '',
    'Command: `npx tsx bench/squads/squad-fetch.bench.ts`',
    '',
    '| what | p50 ms | p99 ms | req/s |',
    '| --- | --- | --- | --- |',
    `| in process (chemistry, rating, prices) | ${inProcess.p50Ms.toFixed(4)} | ${inProcess.p99Ms.toFixed(4)} | |`,
    `| full stack, 1 connection | ${at1!.p50Ms.toFixed(1)} | ${at1!.p99Ms.toFixed(1)} | ${at1!.requestsPerSecond.toFixed(0)} |`,
    `| full stack, 10 connections | ${at10!.p50Ms.toFixed(1)} | ${at10!.p99Ms.toFixed(1)} | ${at10!.requestsPerSecond.toFixed(0)} |`,
    '',
    `The answer: chemistry ${answered!.chemistry} (game-rules in process: ${expected}), rating ${answered!.rating}, price ` +
      `${PRICE_KEYS.map((key) => `${key} ${answered!.price[key]}`).join(', ')}.`,
    `Errors or non-2xx answers: ${at1!.errors + at1!.non2xx + at10!.errors + at10!.non2xx}.`,
    '',
    'This file is rewritten by every run; the reading of the figures is in docs/BENCHMARKS.md.',
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'squad-fetch.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
