// Server-side rendering through the repository's NGINX config: the page renderer (web/dist-server)
// behind NGINX, the real gateway and catalog with generated data, and Debian's Chromium hydrating.
/// <reference lib="dom" />
import type { PlayerItemSummary } from '@futgg/contracts';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const PLAYERS = 3000;
const LIST = '/26/players/?overall__gte=85&sort=-price';
const ROW_LINK = /<a href="\/26\/players\/(\d+)\/" class="player-link">/g;
const STATE_BLOCK = /<script type="application\/json" id="futgg-server-state">([^<]*)<\/script>/;

const unexpectedErrors = (errors: string[]) => errors.filter((error) => !isMissingResourceLog(error));
const linkedIds = (html: string) => [...html.matchAll(ROW_LINK)].map((match) => Number(match[1]));

type BrowserPage = WebStack['browser']['page'];
type PolicyWindow = Window & { cspViolations: string[]; injected?: boolean };

/** Collects the directives of every Content-Security-Policy refusal on the page's next loads. */
const recordPolicyViolations = (page: BrowserPage) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as PolicyWindow).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
const policyViolations = (page: BrowserPage) =>
  page.evaluate(() => (window as unknown as PolicyWindow).cspViolations);

/** Whether a script written into the page as an attacker would is run. */
const injectedScriptRuns = (page: BrowserPage) =>
  page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as PolicyWindow).injected === true;
  });

/** Takes out of the browser's log the one refusal a test provoked on purpose. */
const dropProvokedRefusal = (errors: string[]) => {
  const provoked = errors.findIndex((error) => error.includes('Content Security Policy'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  errors.splice(provoked, 1);
};

describe('server-rendered pages through NGINX', () => {
  let stack: WebStack;
  const api = <T>(path: string) => stack.api<T>(path);

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_ssr',
      seed: 5,
      players: PLAYERS,
      timezoneId: 'America/New_York',
    });
  }, 120_000);

  afterAll(() => stack?.stop());

  it('sends the player database with its first 50 rows in the HTML: the rows the API gives for the same filters', async () => {
    const response = await fetch(`${stack.url}${LIST}`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const expected = await api<PlayerItemSummary[]>(
      '/api/fut/26/player-items/?overall__gte=85&sort=-price&page_size=50',
    );
    expect(expected).toHaveLength(50);
    expect(linkedIds(html)).toEqual(expected.map((card) => card.eaId));
    // The page carries its rows' data: the shell's early data requests are gone. No code is asked for
    // while it is parsed: the loader names the entry and the route's code, for after the first paint.
    expect(html).not.toContain('futgg-early-requests');
    expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]*\ssrc=/);
    // Its one stylesheet is written into it: the first frame waits for no second request.
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toMatch(/<style data-href="\/assets\/[\w-]+\.css">[^<]*\.player-table__row\{/);
    expect(html).toMatch(
      /<script type="module">\(function loadAppAfterFirstPaint[^]*player-database\.route-[\w-]+\.js/,
    );
    const state = JSON.parse(STATE_BLOCK.exec(html)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      shared: { queryKey: unknown[]; url: string }[];
    };
    // Core data is not in the page: the browser fetches it (cacheable) while the code downloads.
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
      ['player-items', 'search', 26, 'overall__gte=85&sort=-price', 'console'],
    ]);
    expect(state.shared).toEqual([{ queryKey: ['core-data', 26], url: '/api/fut/26/fut-core-data/' }]);
  });

  it('sends a player page with the card and its own title, the front page with the newest cards, and 404 for what does not exist', async () => {
    const [card] = await api<PlayerItemSummary[]>('/api/fut/26/player-items/?sort=-overall&page_size=1');
    const playerPage = await fetch(`${stack.url}/26/players/${card!.eaId}/`);
    const html = await playerPage.text();
    expect(playerPage.status).toBe(200);
    expect(html).toContain(`>${card!.overall}<`);
    expect(html).toContain(card!.commonName || card!.lastName);

    expect(html).toMatch(new RegExp(`<title>[^<]*${card!.overall}[^<]* · FC 26 · FUTGG</title>`));

    // The front page is a page of its own, rendered with its lists in it: each the API's answer to
    // the list's query.
    const root = await fetch(`${stack.url}/`, { redirect: 'manual' });
    const front = await root.text();
    expect(root.status).toBe(200);
    const sections = new Map(
      [...front.matchAll(/<section[^>]*aria-labelledby="front-(\w+)"[^>]*>([\s\S]*?)<\/section>/g)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    const listed = (list: string) =>
      [...(sections.get(list) ?? '').matchAll(/href="\/26\/players\/(\d+)\/" class="front-list__name"/g)].map(
        (match) => Number(match[1]),
      );
    for (const [list, query] of [
      ['newest', 'sort=-createdAt'],
      ['risers', 'priceTrend24h__gte=1&sort=-priceTrend24h'],
      ['fallers', 'priceTrend24h__lte=-1&sort=priceTrend24h'],
    ] as const) {
      const expected = await api<PlayerItemSummary[]>(`/api/fut/26/player-items/?${query}&page_size=8`);
      expect({ list, cards: listed(list) }).toEqual({ list, cards: expected.map((item) => item.eaId) });
    }
    expect(listed('newest')).toHaveLength(8);
    expect(front).toMatch(/<title>EA Sports FC 26 Ultimate Team [^<]* · FUTGG<\/title>/);

    for (const address of ['/no-such-page/', '/99/players/', '/fc26/players/', '/26/players/fc/']) {
      const unknownPage = await fetch(`${stack.url}${address}`);
      expect({ address, status: unknownPage.status }).toEqual({ address, status: 404 });
      const text = await unknownPage.text();
      expect(text).toContain('Error 404');
    }
    const noData = await fetch(`${stack.url}/25/players/`);
    expect(noData.status).toBe(404);
    const unknownCard = await fetch(`${stack.url}/26/players/987654321/`);
    expect(unknownCard.status).toBe(404);
    expect(await unknownCard.text()).toContain('<div id="root"></div>');
  });

  it('paints the rows before asking for any code, hydrates asking the API for core data only, without a mismatch, and then answers clicks', async () => {
    const page = stack.browser.page;
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/fut/26/')) apiRequests.push(request.url());
    });
    await page.goto(`${stack.url}${LIST}`);
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([`${stack.url}/api/fut/26/fut-core-data/`]);
    expect(unexpectedErrors(stack.browser.errors)).toEqual([]);
    const [firstPaint, firstCode] = await page.evaluate(() => [
      // When the main thread finished the first frame (presentationTime comes later, after raster).
      (performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry & { paintTime?: number })
        ?.paintTime,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    ]);
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstCode).toBeGreaterThanOrEqual(firstPaint!);
    // Nor is a stylesheet asked for, before or after hydration (the page carries the only one).
    expect(
      await page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((entry) => /\.css(\?|$)/.test(entry.name)).length,
      ),
    ).toBe(0);

    const bySpeed = await api<PlayerItemSummary[]>(
      '/api/fut/26/player-items/?overall__gte=85&sort=-facePace&page_size=1',
    );
    await page.getByRole('button', { name: /^PAC/ }).click();
    await page.waitForURL((url) => url.search === '?overall__gte=85&sort=-facePace');
    await page.waitForFunction(
      (id) => document.querySelector('a.player-link')?.getAttribute('href') === `/26/players/${id}/`,
      bySpeed[0]!.eaId,
    );
    expect(unexpectedErrors(stack.browser.errors)).toEqual([]);
  }, 60_000);

  it('sends each page with a Content-Security-Policy that runs its own scripts and refuses injected ones', async () => {
    const response = await fetch(`${stack.url}${LIST}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')?.split(',')).toHaveLength(1);

    const page = stack.browser.page;
    await recordPolicyViolations(page);
    await page.goto(`${stack.url}${LIST}`);
    await page.waitForLoadState('networkidle');
    // The app loaded and hydrated under the policy: its own loader ran, nothing was refused.
    expect(await policyViolations(page)).toEqual([]);
    expect(await page.locator('[role="row"]').count()).toBeGreaterThan(10);
    // A script injected into the page does not run.
    expect(await injectedScriptRuns(page)).toBe(false);
    expect(await policyViolations(page)).toEqual(['script-src-elem']);
    // The browser logs the refusal this test provoked; the suite's error check is for unexpected ones.
    dropProvokedRefusal(stack.browser.errors);
    expect(unexpectedErrors(stack.browser.errors)).toEqual([]);
  });

  it('hydrates a player page (times in the reader’s zone) without a mismatch', async () => {
    const [card] = await api<PlayerItemSummary[]>('/api/fut/26/player-items/?sort=-price&page_size=1');
    const page = stack.browser.page;
    await page.goto(`${stack.url}/26/players/${card!.eaId}/`);
    await page.waitForLoadState('networkidle');
    const shown = await page.locator('time').first().textContent();
    const local = await page.evaluate(
      (iso) => new Date(iso).toLocaleString('en-GB'),
      (await page.locator('time').first().getAttribute('datetime'))!,
    );
    expect(shown).toBe(local);
    expect(shown).not.toContain('UTC');
    expect(unexpectedErrors(stack.browser.errors)).toEqual([]);
  }, 60_000);

  it('answers hostile page addresses with a page or a 4xx, never a server error', async () => {
    const paths = [
      '/26/players/?overall__gte=abc',
      '/26/players/?overall__gte=500&sort=__proto__',
      '/26/players/?leagues=1,,2&positions=%E0%A4%A',
      `/26/players/?search=${'%3Cscript%3E'.repeat(200)}`,
      `/26/players/?${'a=1&'.repeat(2000)}`,
      '/26/players/-1/',
      '/26/players/1e309/',
      '/99/players/',
      '/26/players/%00/',
      '/..%2F..%2Fetc%2Fpasswd',
      `/${'x'.repeat(4000)}/`,
    ];
    for (const path of paths) {
      const response = await fetch(`${stack.url}${path}`);
      const html = await response.text();
      // The path in the comparison names the address that failed.
      expect({ path, isServerError: response.status >= 500 }).toEqual({ path, isServerError: false });
      // A search for markup comes back as text (escaped in the HTML and in the state), never as markup.
      expect(html).not.toContain('<script><script>');
    }
  }, 60_000);

  it.each(['/26/players/?search=a%00b', '/26/players/?overall__gte=500', '/26/players/?name=x%00'])(
    'answers the address %s, which the API refuses, with a 400 page',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      // The app's own page (which names the parameter), not a proxy's error page.
      expect(await response.text()).toContain('id="root"');
    },
  );

  it('falls back to the static shell when the renderer is down, and the browser renders the page itself', async () => {
    await stack.stopRenderer();
    const started = Date.now();
    const response = await fetch(`${stack.url}${LIST}`);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(linkedIds(html)).toEqual([]);

    // The static shell carries its own policy, with the hash of its one inline script.
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).toContain("default-src 'self'");

    const page = stack.browser.page;
    await recordPolicyViolations(page);
    await page.goto(`${stack.url}${LIST}`);
    await page.locator('a.player-link').nth(9).waitFor();
    // The early requests and the app ran under it; an injected script does not.
    expect(await injectedScriptRuns(page)).toBe(false);
    expect(await policyViolations(page)).toEqual(['script-src-elem']);
    dropProvokedRefusal(stack.browser.errors);
    expect(unexpectedErrors(stack.browser.errors)).toEqual([]);
    const expected = await api<PlayerItemSummary[]>(
      '/api/fut/26/player-items/?overall__gte=85&sort=-price&page_size=1',
    );
    expect(await page.locator('a.player-link').first().getAttribute('href')).toBe(
      `/26/players/${expected[0]!.eaId}/`,
    );
  }, 60_000);
});
