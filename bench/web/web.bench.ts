// The web app against a plain HTML table fed by the same API, in the same run, in Chromium on
// localhost: production build sizes per route, time from navigation to the first 50 rows, and from a
// filter change to the new rows. Interleaved rounds, medians. Writes docs/benchmarks/web.md.
// Run: npx tsx bench/web/web.bench.ts [--quick]   (builds web/dist and web/dist-server first)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { launchPlatform, type RunningPlatform } from '../../scripts/platform/launcher.js';
import { launchBrowser } from '../../e2e/src/web/browser.js';
import { median } from '../support/wrk.js';
import { routeSizes, widgetsEntryKb } from './bundle-sizes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 3 : 9;
const PLAYERS = 20_000;
const ROWS = 50;
const log = (line: string) => process.stderr.write(`${line}\n`);

const build = () => {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  // The page renderer too: NGINX sends the app's pages to it (launchPlatform starts it).
  for (const config of ['vite.config.ts', 'vite.widgets.config.ts', 'vite.server.config.ts']) {
    const result = spawnSync(vite, ['build', '--config', config, '--logLevel', 'warn'], {
      cwd: join(root, 'web'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite build ${config} failed`);
  }
  // The flags and badges the rows ask for, as web's build writes them (the page loads them as it would).
  const images = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'libs', 'game-data', 'src', 'images', 'write-static-images.ts'), join(root, 'web', 'dist')],
    { cwd: root, stdio: 'inherit' },
  );
  if (images.status !== 0) throw new Error('writing the core-data images failed');
};

const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

/**
 * Two clocks from navigation start: until ROWS rows exist with the first linking to `firstHref` (in the
 * DOM), and until the first frame after that has been painted (a timer queued from the frame's
 * requestAnimationFrame runs once the frame's rendering is done): a server-rendered page has its rows
 * in the DOM well before the browser can paint them.
 */
const ROWS_SHOWN = `(({ firstHref, rows }) => {
  const done = () => {
    const links = document.querySelectorAll('a.player-link');
    return links.length >= rows && (!firstHref || links[0].getAttribute('href') === firstHref);
  };
  window.__rowsShown = new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      observer.disconnect();
      const inDom = performance.now();
      requestAnimationFrame(() => setTimeout(() => resolve({ inDom, painted: performance.now() }), 0));
    };
    const observer = new MutationObserver(check);
    const start = () => { observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true }); check(); };
    document.documentElement ? start() : document.addEventListener('readystatechange', start, { once: true });
  });
})`;

const timeToRows = async (page: Page, url: string, firstHref: string) => {
  await page.addInitScript(`${ROWS_SHOWN}(${JSON.stringify({ firstHref, rows: ROWS })})`);
  await page.goto(url);
  const shown = (await page.evaluate('window.__rowsShown')) as { inDom: number; painted: number };
  // Where the page's own time went: first byte and last byte of the HTML.
  const [firstByte, lastByte] = (await page.evaluate(
    "(([entry]) => [entry.responseStart, entry.responseEnd])(performance.getEntriesByType('navigation'))",
  )) as [number, number];
  return { ...shown, firstByte, lastByte };
};

// Page-side code is written as strings: tsx's transform would otherwise add helpers the page lacks.
// The app's league filter is a combobox: the league's name is typed first (untimed), and the clock
// starts at the click on its option; the baseline's is a plain select, changed by value.
const FILTER_CHANGE = `(({ leagueId, leagueName, firstHref, selectSelector, rows }) => {
  const done = () => {
    const links = document.querySelectorAll('a.player-link');
    return links.length >= rows && links[0].getAttribute('href') === firstHref;
  };
  const t0 = performance.now();
  const shown = new Promise((resolve) => {
    const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve(performance.now() - t0)));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  if (selectSelector) {
    const select = document.querySelector(selectSelector);
    select.value = String(leagueId);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    [...document.querySelectorAll('[role="option"]')].find((option) => option.textContent === leagueName).click();
  }
  return shown;
})`;

/**
 * Two ways to pick. 'paced': as a reader does, the page has finished loading (no request for 500 ms)
 * and the pick comes READER_PAUSE_MS after the option is on screen (the time to move to an option one
 * has just typed); the app uses that pause to fetch the option's rows. 'immediate': the pick follows
 * the first rows and the typing at once, so nothing can be fetched ahead; it shows the cost of the
 * render with the request in flight. Both sides wait the same way.
 */
type Pace = 'paced' | 'immediate';
const READER_PAUSE_MS = 300;

/** Picks the league (in the app's combobox or the baseline's select) and times until its rows are shown. */
const timeFilterChange = async (
  page: Page,
  league: { eaId: number; name: string },
  firstHref: string,
  selectSelector: string | null,
  pace: Pace,
): Promise<number> => {
  if (pace === 'paced') await page.waitForLoadState('networkidle');
  if (!selectSelector) {
    await page.getByRole('combobox', { name: 'Leagues' }).fill(league.name);
    await page.getByRole('option', { name: league.name, exact: true }).waitFor();
  }
  if (pace === 'paced') await page.waitForTimeout(READER_PAUSE_MS);
  return page.evaluate(
    `${FILTER_CHANGE}(${JSON.stringify({ leagueId: league.eaId, leagueName: league.name, firstHref, selectSelector, rows: ROWS })})`,
  ) as Promise<number>;
};

const main = async () => {
  log('building web/dist and web/dist-server...');
  build();
  const sizes = routeSizes(join(root, 'web', 'dist'));
  const widgetsKb = widgetsEntryKb(join(root, 'web', 'dist'));

  const database = 'futgg_bench_web';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  log(`seeding ${PLAYERS} players...`);
  await seedCatalog({ databaseUrl, seed: 42, players: PLAYERS, gameYear: 26 });
  // The baseline page is served by the same NGINX from a copy of the build, so both pay the same hops.
  const webRoot = mkdtempSync(join(tmpdir(), 'futgg-bench-web-'));
  cpSync(join(root, 'web', 'dist'), webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'baseline.html'), readFileSync(join(root, 'bench', 'web', 'baseline.html')));

  let platform: RunningPlatform | undefined;
  const browser = await launchBrowser({ width: 1440, height: 3600 });
  try {
    platform = await launchPlatform({
      root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NATS_SUBJECT_PREFIX: 'benchweb.',
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE: 'off',
        RATE_LIMIT: 'off',
        REDIS_KEY_PREFIX: 'futgg:benchweb:',
      },
      gatewayPort: 3395,
      nginxPort: 3396,
      webRenderPort: 3399,
      webDist: webRoot,
      services: ['catalog'],
      onLog: (name, line) => line.startsWith('ERROR') && log(`[${name}] ${line}`),
    });
    const api = async <T>(path: string) => {
      const body = (await (await fetch(`${platform!.gatewayUrl}${path}`)).json()) as { data?: T };
      if (body.data === undefined) throw new Error(`${path}: ${JSON.stringify(body)}`);
      return body.data;
    };
    const core = await api<CoreData>('/api/fut/26/fut-core-data/');
    const byPrice = await api<PlayerItemSummary[]>('/api/fut/26/player-items/?sort=-price&page_size=1');
    const leagueId = byPrice[0]!.leagueEaId === 13 ? 53 : 13;
    const inLeague = await api<PlayerItemSummary[]>(
      `/api/fut/26/player-items/?leagues=${leagueId}&sort=-price&page_size=1`,
    );
    const firstHref = `/26/players/${byPrice[0]!.eaId}/`;
    const leagueHref = `/26/players/${inLeague[0]!.eaId}/`;
    const league = core.leagues[String(leagueId)]!;
    const leagues = JSON.stringify(Object.values(core.leagues).map((league) => [league.eaId, league.name]));

    const cdp = await browser.context.newCDPSession(browser.page);
    const samples = {
      app: {
        load: [] as number[],
        painted: [] as number[],
        paced: [] as number[],
        immediate: [] as number[],
      },
      baseline: {
        load: [] as number[],
        painted: [] as number[],
        paced: [] as number[],
        immediate: [] as number[],
      },
    };
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      for (const pace of ['paced', 'immediate'] as const) {
        for (const variant of round % 2 === 0
          ? (['app', 'baseline'] as const)
          : (['baseline', 'app'] as const)) {
          // Cold caches every time: both sides fetch their code and their rows.
          await cdp.send('Network.clearBrowserCache');
          const page = await browser.context.newPage();
          const url =
            variant === 'app'
              ? `${platform.url}/26/players/?sort=-price`
              : `${platform.url}/baseline.html?${new URLSearchParams({ q: 'sort=-price', leagues })}`;
          const { inDom: load, painted, firstByte, lastByte } = await timeToRows(page, url, firstHref);
          const filter = await timeFilterChange(
            page,
            league,
            leagueHref,
            variant === 'app' ? null : '#league',
            pace,
          );
          await page.close();
          // Round 0 warms NGINX, the gateway and PostgreSQL; it is not counted.
          if (round > 0) {
            samples[variant].load.push(load);
            samples[variant].painted.push(painted);
            samples[variant][pace].push(filter);
          }
          log(
            `round ${round} ${variant}: ${load.toFixed(0)} ms to ${ROWS} rows (painted ${painted.toFixed(0)}; HTML ${firstByte.toFixed(0)}–${lastByte.toFixed(0)} ms), ${filter.toFixed(0)} ms filter → rows (${pace})`,
          );
        }
      }
    }
    type Metric = 'load' | 'painted' | Pace;
    const figure = (variant: 'app' | 'baseline', metric: Metric) => median(samples[variant][metric]);
    const ratio = (metric: Metric) => figure('app', metric) / figure('baseline', metric);
    const row = (label: string, metric: Metric) =>
      `| ${label} | ${figure('app', metric).toFixed(0)} | ${figure('baseline', metric).toFixed(0)} | ${ratio(metric).toFixed(2)}× |`;
    const lines = [
      '# Web app benchmark',
      '',
      'Produced by `npx tsx bench/web/web.bench.ts` (`--quick`: 3 rounds); it builds `web/dist` first.',
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium (Debian) headless, localhost.`,
      `Run: ${new Date().toISOString().slice(0, 10)}${quick ? ' (--quick)' : ''}. These machines are shared and noisy: read the ratios.`,
      '',
      '## Production build: initial JavaScript per route (gzip)',
      '',
      'Entry chunk plus its static imports, plus the route chunk and its static imports. Target: player database under 150 kB.',
      '',
      '| route | files | gzip kB |',
      '| --- | ---: | ---: |',
      ...sizes.map((size) => `| ${size.route} | ${size.files} | ${size.gzipKb.toFixed(1)} |`),
      `| widgets bundle entry (\`widgets/widgets.js\`, pieces load lazily) | 1 | ${widgetsKb.toFixed(1)} |`,
      '',
      `CSS (one file, shared): ${cssGzipKb(join(root, 'web', 'dist', 'assets')).toFixed(1)} kB gzip.`,
      '',
      '## In Chromium: the app against a plain HTML table fed by the same API',
      '',
      `${PLAYERS.toLocaleString('en-GB')} generated players, catalog + gateway + page renderer + NGINX (response cache`,
      "off, so every request reaches PostgreSQL), browser cache cleared before each page. The app's page is rendered",
      'on the server (web-render) and hydrated; the baseline (`bench/web/baseline.html`)',
      `is served by the same NGINX and makes the same call (\`sort=-price&page_size=50\`). ${ROUNDS} interleaved rounds`,
      'after one warm-up round (order alternates), each round loading every page twice (once per pace); medians.',
      '',
      '| measure | app (ms) | plain table (ms) | app / plain |',
      '| --- | ---: | ---: | ---: |',
      row(`navigation → first ${ROWS} rows in the DOM`, 'load'),
      row(`navigation → first ${ROWS} rows painted`, 'painted'),
      row(`league filter change → new rows shown, at a reader's pace`, 'paced'),
      row('league filter change → new rows shown, picked at once', 'immediate'),
      '',
      `At a reader's pace: the page has finished loading (no request for 500 ms) and the pick comes`,
      `${READER_PAUSE_MS} ms after the league's option is on screen, the time to move to an option just typed; the`,
      'app fetches the rows of the option under the keyboard or pointer during that pause. Picked at once:',
      'right after the first rows and the typing, so the rows are still being fetched when the pick renders.',
      '',
      'Target: within 1.5× of the baseline for both. The viewport is 3600 px tall so that 50 rows of the',
      'virtualised table are on screen (it renders only the rows in view).',
      '',
    ];
    writeFileSync(join(root, 'docs', 'benchmarks', 'web.md'), lines.join('\n'));
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await platform?.stop();
    rmSync(webRoot, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
};

const cssGzipKb = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0) / 1024;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
