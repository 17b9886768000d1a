// Global search (docs/search.md) through the full stack (NGINX → gateway → NATS → catalog → PostgreSQL)
// against the same SQL behind a bare Fastify route in one process, interleaved in one run, at the default
// data size: 20,000 cards and the seeded season (SBCs, objectives, collections, tournaments), and the
// evolutions service's generated season indexed over NATS as the catalog does at start.
// Needs the services built (npx nx run-many -t build -p catalog evolutions gateway) and nginx, wrk.
// Run: npx tsx bench/search/global-search.bench.ts [--quick]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { GlobalSearchRequest, normalizeSearchText } from '@futgg/contracts';
import { createTestDatabase } from '@futgg/testing';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { globalSearchQuery } from '../../services/catalog/src/search/search-query.js';
import { launchPlatform, nginxBinary, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 6;
const ROUNDS = quick ? 2 : 3;
const PLAYERS = 20_000;
const CONNECTIONS = 10;

const log = (line: string) => process.stderr.write(`${line}\n`);

/** The bare route: the gateway's parsing of q, the contract's check, the catalog's SQL, JSON out. */
const startBaseline = async (databaseUrl: string, port: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });
  app.get('/api/search/', async (request, reply) => {
    const params = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1));
    const parsed = GlobalSearchRequest.parse({
      gameYear: 26,
      q: normalizeSearchText(params.get('q') ?? ''),
      limit: params.has('limit') ? Number(params.get('limit')) : undefined,
    });
    const query = globalSearchQuery(parsed.gameYear, normalizeSearchText(parsed.q), parsed.limit);
    const { rows } = await pool.query(query.text, query.values);
    reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: rows }));
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};

/**
 * What people type, one per kind: a word of a document's name from the middle of each kind's list,
 * a player's two names the other way round, and a word start.
 */
const queriesOf = async (pool: pg.Pool): Promise<Record<string, string>> => {
  const { rows } = await pool.query<{ kind: string; searchText: string }>(
    `SELECT DISTINCT ON (kind) kind, search_text AS "searchText"
     FROM (SELECT kind, search_text, row_number() OVER (PARTITION BY kind ORDER BY key) AS n,
                  count(*) OVER (PARTITION BY kind) AS total
           FROM catalog.search_documents WHERE game_year = 26) d
     WHERE n >= total / 2 ORDER BY kind, n`,
  );
  const queries: Record<string, string> = {};
  for (const row of rows) {
    const words = row.searchText.split(' ').filter((word) => word.length >= 3);
    queries[`${row.kind}: a word of a name`] = words.sort((a, b) => b.length - a.length)[0]!;
    if (row.kind === 'player' && words.length >= 2) {
      queries['player: two names, other order'] = `${words.at(-1)} ${words[0]}`;
      queries['player: a word start'] = words[0]!.slice(0, 4);
    }
  }
  return queries;
};

const mixScript = (queries: string[]): string => {
  const script = join(mkdtempSync(join(tmpdir(), 'futgg-search-')), 'mix.lua');
  writeFileSync(
    script,
    `local paths = { ${queries.map((q) => `"/api/search/?q=${encodeURIComponent(q)}&limit=10"`).join(', ')} }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end
`,
  );
  return script;
};

const measurePair = async (
  baselineUrl: string,
  fullUrl: string,
  seconds: number,
  rounds: number,
  script?: string,
) => {
  await runWrk(baselineUrl, CONNECTIONS, 2, {}, script);
  await runWrk(fullUrl, CONNECTIONS, 2, {}, script);
  const baseline: WrkResult[] = [];
  const full: WrkResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baseline.push(await runWrk(baselineUrl, CONNECTIONS, seconds, {}, script));
    full.push(await runWrk(fullUrl, CONNECTIONS, seconds, {}, script));
  }
  return { baseline: medianOfRuns(baseline), full: medianOfRuns(full) };
};

const main = async () => {
  if (!nginxBinary()) throw new Error('nginx is required: apt-get install -y nginx');
  const database = await createTestDatabase('bench_search');
  let platform: RunningPlatform | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  try {
    log(`seeding ${PLAYERS} players and the season...`);
    const seeded = await seedCatalog({ databaseUrl: database.url, seed: 42, players: PLAYERS, gameYear: 26 });
    log(`seeded and indexed in ${seeded.seconds.toFixed(1)} s`);
    platform = await launchPlatform({
      root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_SUBJECT_PREFIX: 'benchsearch.',
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT: 'off',
        REDIS_KEY_PREFIX: 'futgg:bench-search:',
      },
      gatewayPort: 3491,
      nginxPort: 3492,
      webRenderPort: 3497,
      webDist: join(root, 'web', 'dist'),
      services: ['catalog', 'evolutions'],
      onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
    });
    // The catalog's start pass asks the evolutions service for its season until it answers.
    const deadline = Date.now() + 120_000;
    const count = async () =>
      Number(
        (await pool.query("SELECT count(*) AS n FROM catalog.search_documents WHERE kind = 'evolution'"))
          .rows[0].n,
      );
    while ((await count()) === 0) {
      if (Date.now() > deadline) throw new Error('the evolutions were not indexed within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const kinds = (
      await pool.query<{ kind: string; n: string }>(
        'SELECT kind, count(*) AS n FROM catalog.search_documents WHERE game_year = 26 GROUP BY kind ORDER BY kind',
      )
    ).rows;
    log(`index: ${kinds.map((row) => `${row.kind} ${row.n}`).join(', ')}`);
    baseline = await startBaseline(database.url, 3490);
    const queries = await queriesOf(pool);
    const mixed = await measurePair(
      `${baseline.url}/api/search/`,
      `${platform.url}/api/search/`,
      SECONDS,
      ROUNDS,
      mixScript(Object.values(queries)),
    );
    const rows: { name: string; q: string; baseline: WrkResult; full: WrkResult }[] = [
      { name: 'every query in turn', q: Object.values(queries).join(' · '), ...mixed },
    ];
    for (const [name, q] of Object.entries(queries)) {
      log(`${name}: ${q}`);
      const path = `/api/search/?q=${encodeURIComponent(q)}&limit=10`;
      rows.push({
        name,
        q,
        ...(await measurePair(`${baseline.url}${path}`, `${platform.url}${path}`, SECONDS, quick ? 1 : 2)),
      });
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, \`wrk -t1 -c${CONNECTIONS}\`,`,
      `${ROUNDS} interleaved rounds of ${SECONDS} s for the mix (2 per single query), medians; response cache off.`,
      `Index: ${kinds.map((row) => `${Number(row.n).toLocaleString('en')} ${row.kind}`).join(', ')}.`,
      '',
      '| query | q | bare route req/s | full stack req/s | bare p50 / p99 ms | full p50 / p99 ms |',
      '| --- | --- | ---: | ---: | --- | --- |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.name.startsWith('every') ? 'all below' : `\`${row.q}\``} | ${row.baseline.requestsPerSecond.toFixed(0)} | ${row.full.requestsPerSecond.toFixed(0)} | ${row.baseline.p50Ms.toFixed(1)} / ${row.baseline.p99Ms.toFixed(1)} | ${row.full.p50Ms.toFixed(1)} / ${row.full.p99Ms.toFixed(1)} |`,
      ),
      '',
      `Errors or non-2xx answers: ${rows.reduce((sum, row) => sum + row.full.errors + row.full.non2xx + row.baseline.errors + row.baseline.non2xx, 0)}.`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await baseline?.close();
    await platform?.stop();
    await pool.end();
    await database.drop();
  }
};

await main();
