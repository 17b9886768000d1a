// The player database's first two requests (core data and the first page of players) start from an
// inline script in index.html, while the app's code is still downloading and compiling, instead of
// after it. The app then takes those responses instead of asking again. See docs/architecture.md
// ("Early requests").

/** What the inline script needs; written into index.html at build time by vite.early-requests.ts. */
export interface EarlyRequestsConfig {
  /** RegExp source matching a player database path; group 1 is the game year. */
  pagePattern: string;
  /** API paths with `{year}` in place of the game year. */
  coreDataPath: string;
  playerItemsPath: string;
  pageSize: number;
  /** Code the page needs next (the route's chunks), fetched in parallel with the entry. */
  modulePreloads: readonly string[];
  /** The route's own styles: loaded now, the route's code does not wait for them later. */
  stylesheets: readonly string[];
}

export interface EarlyRequest {
  url: string;
  startedAt: number;
  response: Promise<Response>;
}

export const EARLY_REQUESTS_KEY = '__futggEarlyRequests';

/** The route's files: what a page renderer's shell links instead of running the script. */
export type RouteAssets = Pick<EarlyRequestsConfig, 'modulePreloads' | 'stylesheets'>;

export const escapeHtmlAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeHtmlAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const SCRIPT_ID = 'futgg-early-requests';
const ELEMENT = new RegExp(`<script id="${SCRIPT_ID}" data-route-assets="([^"]*)">[\\s\\S]*?</script>`);

/** index.html's inline element: the script, carrying the route's files as data (JSON in an attribute). */
export const earlyRequestsElement = (script: string, assets: RouteAssets): string =>
  `<script id="${SCRIPT_ID}" data-route-assets="${escapeHtmlAttribute(JSON.stringify(assets))}">${script}</script>`;

/** That element in a page (as written by earlyRequestsElement) and the route's files it carries. */
export const findEarlyRequestsElement = (html: string): { element: string; assets: RouteAssets } | null => {
  const match = ELEMENT.exec(html);
  return match
    ? { element: match[0], assets: JSON.parse(unescapeHtmlAttribute(match[1] ?? '{}')) as RouteAssets }
    : null;
};

/** Answers older than this are not taken: the app asks again rather than show stale prices. */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

/**
 * Runs inline before any module, serialised with Function.prototype.toString: it must stay
 * self-contained (no imports, no outer names) and plain enough for any browser that runs the app.
 * The list request uses the URL's query as written: links the app makes are already canonical, and a
 * hand-written one simply misses (the app then makes its own request).
 */
export function startEarlyRequests(config: EarlyRequestsConfig, key: string): void {
  const match = new RegExp(config.pagePattern).exec(location.pathname);
  if (!match || typeof fetch !== 'function') return;
  const year = match[1] ?? '';
  const search = location.search.replace(/^\?/, '');
  const urls = [
    config.coreDataPath.replace('{year}', year),
    `${config.playerItemsPath.replace('{year}', year)}?${search ? `${search}&` : ''}page_size=${config.pageSize}`,
  ];
  (window as unknown as Record<string, EarlyRequest[]>)[key] = urls.map((url) => ({
    url,
    startedAt: performance.now(),
    response: fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }),
  }));
  const links = [
    ...config.modulePreloads.map((href) => ['modulepreload', href]),
    ...config.stylesheets.map((href) => ['stylesheet', href]),
  ];
  for (const [rel, href] of links) {
    const link = document.createElement('link');
    link.rel = rel ?? '';
    link.href = href ?? '';
    document.head.appendChild(link);
  }
}

/** Same path and the same parameters in any order. */
const sameRequest = (a: string, b: string) => {
  const left = new URL(a, 'http://x');
  const right = new URL(b, 'http://x');
  const sorted = (url: URL) =>
    [...url.searchParams]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return left.pathname === right.pathname && sorted(left) === sorted(right);
};

/** The early response for this GET, once: a later request for the same URL goes to the network. */
export const takeEarlyResponse = (url: string, now = performance.now()): Promise<Response> | undefined => {
  const requests = (globalThis as unknown as Record<string, EarlyRequest[] | undefined>)[EARLY_REQUESTS_KEY];
  const index = requests?.findIndex((request) => sameRequest(request.url, url)) ?? -1;
  if (!requests || index < 0) return undefined;
  const [request] = requests.splice(index, 1);
  return request && now - request.startedAt <= EARLY_REQUEST_MAX_AGE_MS ? request.response : undefined;
};

/** fetch, taking an early response when one matches a plain GET. */
export const fetchTakingEarlyResponses: typeof fetch = (input, init) => {
  const isPlainGet = typeof input === 'string' && (init?.method ?? 'GET') === 'GET' && !init?.body;
  return (isPlainGet ? takeEarlyResponse(input) : undefined) ?? fetch(input, init);
};
