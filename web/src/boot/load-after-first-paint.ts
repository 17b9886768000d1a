// A server-rendered page shows its rows before any of the app's code runs: the code is only asked for
// once the browser has painted the page. Fetching and compiling ~230 kB of modules while the HTML was
// still being parsed, then running them before the first frame, held that frame back by a third on the
// two-core machines we measure on. See docs/architecture.md ("Paint first, then hydrate").

export interface AppLoad {
  /** The entry module (Vite's <script type="module"> in index.html). */
  entry: string;
  /** What the entry and the page's route import: fetched in parallel with the entry. */
  modulePreloads: readonly string[];
  /** The element holding the page's state (ServerState); its `shared` queries are fetched early. */
  stateElementId: string;
  /** Where the app takes early responses from (boot/early-requests.ts). */
  earlyRequestsKey: string;
}

/**
 * Runs as an inline module script in a rendered page's head (so once the page is parsed and its styles
 * are in), serialised with Function.prototype.toString: it must stay self-contained (no imports, no
 * outer names). The first animation frame's callbacks run just before that frame is drawn, so a task
 * queued from one runs once it has been. A hidden page draws no frames: it loads at once, or as soon as
 * it is hidden before its first frame.
 */
export function loadAppAfterFirstPaint(app: AppLoad): void {
  let loading = false;
  const fetchShared = () => {
    try {
      const text = document.getElementById(app.stateElementId)?.textContent;
      const shared = ((text ? JSON.parse(text) : {}) as { shared?: { url: string }[] }).shared ?? [];
      const early = window as unknown as Record<string, unknown[] | undefined>;
      early[app.earlyRequestsKey] = (early[app.earlyRequestsKey] ?? []).concat(
        shared.map(({ url }) => ({
          url,
          startedAt: performance.now(),
          response: fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }),
        })),
      );
    } catch {
      // Without early requests the app simply asks itself.
    }
  };
  const load = () => {
    if (loading) return;
    loading = true;
    fetchShared();
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = '';
      document.head.appendChild(element);
    };
    for (const href of app.modulePreloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = app.entry;
    add(script);
  };
  if (document.visibilityState !== 'visible') return load();
  document.addEventListener('visibilitychange', load, { once: true });
  requestAnimationFrame(() => setTimeout(load, 0));
}
