// The social service's hot paths through the full stack (gateway → NATS → social → PostgreSQL, response
// cache off), each against the same query behind a bare Fastify route in this process, measured in one run:
//  1. the vote tallies of 200 identifiers (GET /api/votes/entities/) — target ≥ 60 % of the bare route;
//  2. the first page of a comment thread (GET /api/comments/{type}/{entity}/) — same target;
//  3. view tracking (POST /api/views/track/) at full speed: views accepted per second, then the stored
//     totals counted to check that every accepted view was kept.
// The bare routes import the services' own repositories (votes, comments, views), so the SQL is the same.
// Writes docs/benchmarks/social.md.
// Run: npx tsx bench/social/social.bench.ts [--quick]   (needs the builds: npm run build)
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { VIEWS_CONTRACTS, VOTES_CONTRACTS } from '@futgg/contracts';
import type { TrackedView } from '../../services/social/src/views/views.repository.js';
import { launchPlatform, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { median, medianOfRuns, runWrk, type WrkResult } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
const ROUNDS = quick ? 2 : 3;
/** Connections for the reads: 10, and 50 for saturation (as the player search's benchmark). */
const READ_CONNECTIONS = [10, 50] as const;
const VIEW_CONNECTIONS = 20;
const TALLIED_ENTITIES = 100_000;
const THREAD_COMMENTS = 400;
const OTHER_THREADS = 2_000;
const BARE_PORT = 3590;
const log = (line: string) => process.stderr.write(`${line}\n`);

// tsx applies the root tsconfig only to bench/ and scripts/, and compiles the social service's sources (the
// comments repository this benchmark imports) without `experimentalDecorators`, refusing their parameter
// decorators; the base tsconfig covers every file. So the benchmark runs itself again under it.
if (process.env['TSX_TSCONFIG_PATH'] === undefined) {
  const again = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), process.argv.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.base.json') },
  });
  process.exit(again.status ?? 1);
}

const ADMIN_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database for the run (not @futgg/testing's: tsx would compile service-kit's sources, whose
 * parameter decorators it refuses outside the services' tsconfig).
 */
const createBenchDatabase = async () => {
  const name = `futgg_bench_social_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
};

/** A module of the social service's sources: the bare routes run the service's own repositories. */
const importSocial = <T>(pathInSrc: string): Promise<T> =>
  import(new URL(`../../services/social/src/${pathInSrc}`, import.meta.url).href) as Promise<T>;

const { CommentsRepository } = await importSocial<
  typeof import('../../services/social/src/comments/comments.repository.js')
>('comments/comments.repository.ts');
const { GroupCommit } =
  await importSocial<typeof import('../../services/social/src/views/view-batcher.js')>(
    'views/view-batcher.ts',
  );
const { ViewsRepository } =
  await importSocial<typeof import('../../services/social/src/views/views.repository.js')>(
    'views/views.repository.ts',
  );
const { keysOfIdentifiers, talliesInOrder } =
  await importSocial<typeof import('../../services/social/src/votes/vote-tallies.js')>(
    'votes/vote-tallies.ts',
  );
const { VotesRepository } =
  await importSocial<typeof import('../../services/social/src/votes/votes.repository.js')>(
    'votes/votes.repository.ts',
  );

/** A user id as identity writes them (a v4-shaped uuid), made from a SQL expression. */
const userId = (expression: string) =>
  `overlay(overlay(md5(${expression}) placing '4' from 13) placing '8' from 17)::uuid::text`;

/** Seeds tallies over every content type, and one busy thread of comments with votes and replies. */
const seed = async (pool: pg.Pool) => {
  await pool.query(
    `INSERT INTO social.vote_tallies (content_type_id, entity_id, upvotes, downvotes)
     SELECT 1 + n % 7, (100000 + n)::text, (n::bigint * 7919) % 50, (n::bigint * 104729) % 20
     FROM generate_series(1, $1) AS n`,
    [TALLIED_ENTITIES],
  );
  await pool.query(
    `INSERT INTO social.comments (content_type_id, entity_id, author_id, content, created_at)
     SELECT 1, '231747', ${userId("'bench-user-' || (n % 50)")}, '<p>Comment number ' || n || ' on this card.</p>',
            now() - make_interval(mins => $1 - n)
     FROM generate_series(1, $1) AS n`,
    [THREAD_COMMENTS],
  );
  await pool.query(
    `INSERT INTO social.comments (content_type_id, entity_id, parent_id, author_id, content)
     SELECT 1, '231747', c.id, ${userId("'bench-user-' || (c.id % 37)")}, '<p>A reply.</p>'
     FROM social.comments c WHERE c.id % 5 = 0`,
  );
  await pool.query(
    `INSERT INTO social.comments (content_type_id, entity_id, author_id, content)
     SELECT 1 + n % 5, (200000 + n)::text, ${userId("'bench-user-' || (n % 50)")}, '<p>Elsewhere.</p>'
     FROM generate_series(1, $1) AS n`,
    [OTHER_THREADS],
  );
  await pool.query(
    `INSERT INTO social.votes (content_type_id, entity_id, user_id, value)
     SELECT 6, c.id::text, ${userId("'voter-' || v")}, CASE WHEN (c.id + v) % 4 = 0 THEN -1 ELSE 1 END
     FROM social.comments c, generate_series(1, 12) AS v
     WHERE c.entity_id = '231747' AND c.id % 3 = 0`,
  );
  await pool.query('ANALYZE');
};

/** The same queries behind bare Fastify routes: the services' repositories on a pool of this process. */
const startBareServer = async (databaseUrl: string) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const votes = new VotesRepository(pool);
  const comments = new CommentsRepository(pool);
  const views = new ViewsRepository(pool);
  const writes = new GroupCommit<TrackedView>((batch: TrackedView[]) => views.apply(batch));
  const app = Fastify({ logger: false });
  const json = 'application/json; charset=utf-8';
  app.get('/api/votes/entities/', async (request, reply) => {
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1));
    const { identifiers } = VOTES_CONTRACTS.tallies.request.parse({
      identifiers: (query.get('identifiers') ?? '').split(','),
    });
    const keys = keysOfIdentifiers(identifiers);
    const data = talliesInOrder(keys, await votes.tallies(keys));
    return reply.type(json).send(JSON.stringify({ data }));
  });
  app.get('/api/comments/:type/:entity/', async (request, reply) => {
    const { type, entity } = request.params as { type: string; entity: string };
    const page = await comments.page(
      {
        contentTypeId: Number(type),
        entityId: entity,
        isPrivate: false,
        parent: null,
        readerId: null,
        seesAllPrivate: false,
      },
      null,
    );
    return reply.type(json).send(JSON.stringify(page));
  });
  app.post('/api/views/track/', async (request, reply) => {
    const clientKey = createHmac('sha256', 'bench')
      .update(`client-key\n${request.ip}\n${String(request.headers['user-agent'] ?? '')}`)
      .digest('base64url');
    const view = VIEWS_CONTRACTS.track.request.parse({ ...(request.body as object), clientKey });
    await writes.add({
      clientKey: `a:${clientKey}`,
      contentTypeId: view.contentTypeId,
      entityId: view.entityId,
    });
    return reply.code(202).type(json).send('{"data":{"accepted":true}}');
  });
  await app.listen({ port: BARE_PORT, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${BARE_PORT}`,
    close: async () => {
      await app.close();
      await writes.drain();
      await pool.end();
    },
  };
};

/** Baseline and full stack in interleaved rounds, medians of each. */
const measurePair = async (baselineUrl: string, fullUrl: string, connections: number) => {
  for (const url of [baselineUrl, fullUrl]) {
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${url}: ${check.status} ${(await check.text()).slice(0, 300)}`);
    await runWrk(url, connections, 2);
  }
  const baseline: WrkResult[] = [];
  const full: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    baseline.push(await runWrk(baselineUrl, connections, SECONDS));
    full.push(await runWrk(fullUrl, connections, SECONDS));
  }
  return { baseline: medianOfRuns(baseline), full: medianOfRuns(full) };
};

interface TrackRun {
  requests: number;
  accepted: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  counted: number;
  socketErrors: number;
}

/**
 * wrk posting views, each from a client of its own (its own user agent) so that every one counts, over
 * 1,000 players; its Lua `done` prints the exact number of requests answered and of non-2xx answers.
 */
const trackAtFullSpeed = async (url: string, label: string, pool: pg.Pool): Promise<TrackRun> => {
  const script = join(mkdtempSync(join(tmpdir(), 'futgg-views-')), 'track.lua');
  writeFileSync(
    script,
    `local n = 0
request = function()
  n = n + 1
  local body = '{"type":"entity_view","contentTypeId":1,"entityId":"' .. (n % 1000 + 1) .. '"}'
  return wrk.format("POST", nil, { ["content-type"] = "application/json", ["user-agent"] = "${label}-" .. n }, body)
end
done = function(summary, latency, requests)
  io.write(string.format("EXACT %d %d %d\\n", summary.requests, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
  io.write(string.format("LATENCY %d %d\\n", latency:percentile(50), latency:percentile(99)))
end
`,
  );
  const total = async () =>
    Number(
      (await pool.query<{ sum: string | null }>('SELECT sum(views)::text AS sum FROM social.entity_views'))
        .rows[0]!.sum ?? 0,
    );
  const before = await total();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', [
      '-s',
      script,
      '-t1',
      `-c${VIEW_CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--timeout',
      '5s',
      url,
    ]);
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
    );
  });
  const exact = /EXACT (\d+) (\d+) (\d+)/.exec(output);
  const latency = /LATENCY (\d+) (\d+)/.exec(output);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!exact || !latency || !rps) throw new Error(`Could not read wrk output:\n${output}`);
  // Answers still in flight when wrk stopped are written too: wait until the total stops moving.
  let after = await total();
  for (let settled = 0; settled < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await total();
    settled = now === after ? settled + 1 : 0;
    after = now;
  }
  const requests = Number(exact[1]);
  return {
    requests,
    accepted: requests - Number(exact[2]),
    requestsPerSecond: Number(rps[1]),
    p50Ms: Number(latency[1]) / 1000,
    p99Ms: Number(latency[2]) / 1000,
    counted: after - before,
    socketErrors: Number(exact[3]),
  };
};

const main = async () => {
  const database = await createBenchDatabase();
  let platform: RunningPlatform | undefined;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  const results: {
    reads: { what: string; connections: number; baseline: WrkResult; full: WrkResult }[];
    views: { target: string; runs: TrackRun[] }[];
  } = { reads: [], views: [] };
  try {
    platform = await launchPlatform({
      root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_SUBJECT_PREFIX: 'bench-social.',
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT: 'off',
        REDIS_KEY_PREFIX: 'futgg:bench-social:',
      },
      gatewayPort: 3591,
      nginxPort: null,
      webDist: join(root, 'web', 'dist'),
      services: ['identity', 'social'],
      devIdentityProviderPort: 3593,
      healthPortOffset: 500,
      onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
    });
    log('seeding tallies, comments and votes...');
    await seed(pool);
    bare = await startBareServer(database.url);

    const identifiers = Array.from({ length: 200 }, (_, index) => {
      const n = 1 + ((index * 487) % TALLIED_ENTITIES);
      return `${1 + (n % 7)}-${100000 + n}`;
    }).join(',');
    const votesPath = `/api/votes/entities/?identifiers=${identifiers}`;
    const commentsPath = '/api/comments/1/231747/';
    for (const connections of READ_CONNECTIONS) {
      log(`vote lookup, ${connections} connections...`);
      results.reads.push({
        what: 'vote tallies, 200 identifiers',
        connections,
        ...(await measurePair(`${bare.url}${votesPath}`, `${platform.gatewayUrl}${votesPath}`, connections)),
      });
      log(`first comment page, ${connections} connections...`);
      results.reads.push({
        what: `first comment page (20 of ${THREAD_COMMENTS})`,
        connections,
        ...(await measurePair(
          `${bare.url}${commentsPath}`,
          `${platform.gatewayUrl}${commentsPath}`,
          connections,
        )),
      });
    }

    log('view tracking...');
    const trackPath = '/api/views/track/';
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [target, url] of [
        ['bare route', `${bare.url}${trackPath}`],
        ['full stack', `${platform.gatewayUrl}${trackPath}`],
      ] as const) {
        let entry = results.views.find((candidate) => candidate.target === target);
        if (!entry) results.views.push((entry = { target, runs: [] }));
        entry.runs.push(
          await trackAtFullSpeed(url, `${target.replace(' ', '-')}-${round}-${Date.now()}`, pool),
        );
      }
    }
  } finally {
    await bare?.close();
    await pool.end();
    await platform?.stop();
    await database.drop();
  }

  const ratio = (full: number, baseline: number) => `${((100 * full) / baseline).toFixed(0)} %`;
  const pairRow = (pair: (typeof results.reads)[number]) =>
    `| ${pair.what} | ${pair.connections} | ${pair.baseline.requestsPerSecond.toFixed(0)} | ${pair.full.requestsPerSecond.toFixed(0)} | ` +
    `${ratio(pair.full.requestsPerSecond, pair.baseline.requestsPerSecond)} | ${pair.baseline.p50Ms.toFixed(1)} / ` +
    `${pair.baseline.p99Ms.toFixed(1)} | ${pair.full.p50Ms.toFixed(1)} / ${pair.full.p99Ms.toFixed(1)} |`;
  const viewRows = results.views.map(({ target, runs }) => {
    const rps = median(runs.map((run) => run.requestsPerSecond));
    const lost = runs.reduce((sum, run) => sum + Math.max(0, run.accepted - run.counted), 0);
    const extra = runs.reduce((sum, run) => sum + Math.max(0, run.counted - run.accepted), 0);
    return {
      target,
      rps,
      line:
        `| ${target} | ${rps.toFixed(0)} | ${median(runs.map((run) => run.p50Ms)).toFixed(1)} / ` +
        `${median(runs.map((run) => run.p99Ms)).toFixed(1)} | ${runs.map((run) => run.accepted).join(', ')} | ` +
        `${runs.map((run) => run.counted).join(', ')} | ${lost} | ${extra} |`,
    };
  });
  const errors =
    results.reads.reduce(
      (sum, row) => sum + row.baseline.errors + row.baseline.non2xx + row.full.errors + row.full.non2xx,
      0,
    ) +
    results.views.reduce(
      (sum, entry) =>
        sum + entry.runs.reduce((s, run) => s + run.requests - run.accepted + run.socketErrors, 0),
      0,
    );
  const lines = [
    '# Social: vote lookup, first comment page and view tracking through the full stack',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}: gateway → NATS → social →`,
    'PostgreSQL (no NGINX, response cache off, rate limits off), every process, wrk and PostgreSQL on the same',
    `machine. Baseline: the same repositories (services/social/src/votes, comments, views) behind bare Fastify`,
    'routes in the benchmark’s process, in the same run. `wrk -t1`, ' +
      `${ROUNDS} interleaved rounds of ${SECONDS} s per target, medians shown.`,
    '',
    'Command: `npx tsx bench/social/social.bench.ts` (after `npm run build`)',
    '',
    `Data: ${TALLIED_ENTITIES.toLocaleString('en')} vote tallies over the 7 content types; a thread of ${THREAD_COMMENTS} comments`,
    `(every fifth with a reply, every third with 12 votes) among ${OTHER_THREADS.toLocaleString('en')} other threads.`,
    '',
    "## Reads (target: full stack ≥ 60 % of the baseline's throughput)",
    '',
    '| what | conns | baseline req/s | full req/s | full / baseline | baseline p50 / p99 ms | full p50 / p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.reads.map(pairRow),
    '',
    `## View tracking at full speed, ${VIEW_CONNECTIONS} connections`,
    '',
    'Every request a distinct client (its own user agent) viewing one of 1,000 players, so every accepted',
    'view must be counted; afterwards the stored totals are summed. `accepted` = answers wrk received as',
    '202; `counted` = growth of the sum of social.entity_views; views still in flight when wrk stops are',
    'answered to nobody yet stored, so counted may exceed accepted by at most the connections.',
    '',
    '| target | views/s accepted | p50 / p99 ms | accepted per round | counted per round | lost | counted, not answered |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...viewRows.map((row) => row.line),
    '',
    `Full stack / bare route for tracking: ${ratio(viewRows.find((row) => row.target === 'full stack')!.rps, viewRows.find((row) => row.target === 'bare route')!.rps)}.`,
    `Errors, socket errors or non-2xx answers: ${errors}.`,
    '',
    'This file is rewritten by every run; the reading of the figures is in docs/BENCHMARKS.md.',
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'social.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
