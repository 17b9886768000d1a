// The site at the five widths a new user tried it at (1440, 1280, 1024, 768, 390 px), in Chromium
// through NGINX, the renderer and the gateway: overlays that cover the screen, columns that follow the
// width, nothing wider than the screen, and the list's place kept when the reader comes back to it.
/// <reference lib="dom" />
import type { PlayerItemSummary } from '@futgg/contracts';
import { screenshot } from './browser.js';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const WIDTHS = [1440, 1280, 1024, 768, 390] as const;
const HEIGHT = 860;
const FACE_STATS = ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY'];

describe('layouts at five widths', () => {
  let stack: WebStack;
  let player: PlayerItemSummary;
  const page = () => stack.browser.page;

  beforeAll(async () => {
    stack = await startWebStack({ label: 'web_layouts', seed: 17, players: 1500 });
    const [best] = await stack.api<PlayerItemSummary[]>(
      '/api/fut/26/player-items/?sort=-overall&page_size=1',
    );
    player = best!;
  }, 120_000);

  afterAll(() => stack?.stop());

  const open = async (width: number, path: string) => {
    await page().setViewportSize({ width, height: HEIGHT });
    await page().goto(`${stack.url}${path}`);
  };

  /** Horizontal overflow of the whole document, in px (0 when nothing is wider than the screen). */
  const overflowPx = () =>
    page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** The column headers the reader can see. */
  const visibleHeaders = () =>
    page()
      .locator('[role="columnheader"]')
      .evaluateAll((headers) =>
        headers
          .filter((header) => header.getBoundingClientRect().width > 0)
          .map((header) => header.textContent?.replace(/[▲▼]/g, '').trim() ?? ''),
      );

  it.each(WIDTHS.filter((width) => width < 1281))(
    'at %i px the menu drawer and the search results fill the screen below the header',
    async (width) => {
      await open(width, '/26/players/');
      await page().locator('a.player-link').first().waitFor();
      await page().getByRole('button', { name: 'Menu' }).click();
      const drawer = await page().locator('.mobile-nav__drawer').boundingBox();
      const header = await page().locator('.site-header').boundingBox();
      expect(drawer!.height).toBeGreaterThanOrEqual(HEIGHT - header!.height - 1);
      expect(drawer!.width).toBe(width);
      await page().getByRole('button', { name: 'Menu' }).click();

      await page().getByRole('button', { name: 'Search' }).click();
      await page().getByRole('searchbox', { name: 'Search players' }).fill(player.commonName.slice(0, 4));
      await page().getByRole('list', { name: 'Search results' }).waitFor();
      const panel = await page().getByRole('dialog', { name: 'Search' }).boundingBox();
      expect(panel).toEqual({ x: 0, y: 0, width, height: HEIGHT });
      const firstResult = await page()
        .getByRole('list', { name: 'Search results' })
        .locator('a')
        .first()
        .boundingBox();
      expect(firstResult!.y + firstResult!.height).toBeLessThanOrEqual(HEIGHT);
      await screenshot(page(), `search-open-${width}`);
      await page().keyboard.press('Escape');
    },
    60_000,
  );

  it.each([
    [1440, true, FACE_STATS],
    [1280, true, FACE_STATS],
    [1024, false, FACE_STATS],
    [768, false, []],
    [390, false, []],
  ] as const)(
    'at %i px: filters beside the table %s, the face stats %j shown, nothing wider than the screen',
    async (width, filtersBeside, faceStats) => {
      await open(width, '/26/players/');
      await page().locator('a.player-link').first().waitFor();
      // Before the app has taken over, the server's page already hides what the width has no room for.
      expect(await page().locator('.filter-sidebar').isVisible()).toBe(filtersBeside);
      if (!filtersBeside) await page().getByRole('button', { name: 'Show filters' }).waitFor();
      expect(await page().locator('.filter-sidebar').isVisible()).toBe(filtersBeside);
      expect(await page().getByRole('button', { name: 'Show filters' }).isVisible()).toBe(!filtersBeside);
      const headers = await visibleHeaders();
      expect(headers.filter((header) => FACE_STATS.includes(header))).toEqual(faceStats);
      expect(headers).toEqual(expect.arrayContaining(['Name', 'OVR', 'Price']));
      expect(await overflowPx()).toBe(0);
      await screenshot(page(), `player-database-${width}`);

      await open(width, `/26/players/${player.eaId}/`);
      await page().locator('.player-card').waitFor();
      expect(await overflowPx()).toBe(0);
      await screenshot(page(), `player-page-${width}`);

      await open(width, '/');
      await page().getByRole('heading', { name: 'Newest cards' }).waitFor();
      expect(await overflowPx()).toBe(0);
      await screenshot(page(), `front-page-${width}`);
    },
    60_000,
  );

  it('returns to where the reader was in the list after a player page, 2,400 px down', async () => {
    await open(1440, '/26/players/?sort=-overall');
    await page().locator('a.player-link').first().waitFor();
    // Scrolled in steps, as a reader does: the list loads its next pages on the way.
    for (let y = 600; y <= 2400; y += 600) {
      await page().evaluate((top) => window.scrollTo(0, top), y);
      await page().waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
    }
    // A row in view, so the click scrolls nothing (on a loaded machine the next page's rows may still
    // be placeholders when the scroll arrives: wait for real ones).
    await page().waitForFunction(() =>
      Array.from(document.querySelectorAll('a.player-link')).some((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 200 && box.bottom < window.innerHeight;
      }),
    );
    const hrefs = await page()
      .locator('a.player-link')
      .evaluateAll((links) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.top > 200 && box.bottom < window.innerHeight;
          })
          .map((link) => link.getAttribute('href')),
      );
    const href = hrefs[0]!;
    const link = page().locator(`a.player-link[href="${href}"]`);
    await link.click();
    await page().waitForURL(`**${href}`);
    await page().locator('.player-card').waitFor();
    expect(await page().evaluate(() => window.scrollY)).toBe(0);
    await page().goBack();
    await page().waitForURL(/\/26\/players\/\?sort=-overall$/);
    await page().waitForFunction(() => window.scrollY > 0);
    expect(Math.abs((await page().evaluate(() => window.scrollY)) - 2400)).toBeLessThanOrEqual(2);
    expect(await page().locator(`a.player-link[href="${href}"]`).isVisible()).toBe(true);
  }, 60_000);

  it("shows flags and badges on the card and in the player's details, each image served", async () => {
    const statuses = new Map<string, number>();
    const record = (response: { url(): string; status(): number }) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/static/')) statuses.set(pathname, response.status());
    };
    page().on('response', record);
    try {
      await open(1440, `/26/players/${player.eaId}/`);
      const marks = page().locator('.player-card__teams img');
      await marks.first().waitFor();
      expect(await marks.count()).toBe(3);
      // Loaded and drawn: a broken or refused SVG has no natural size. (Lazy images load once near the
      // screen; the card is at the top of the page.)
      await page().waitForFunction(
        () => {
          const images = Array.from(document.querySelectorAll<HTMLImageElement>('.player-card__teams img'));
          return images.length === 3 && images.every((image) => image.complete && image.naturalWidth > 0);
        },
        undefined,
        { timeout: 10_000 },
      );
      expect(await page().locator('.info-list__entity img').count()).toBe(3);
      expect(await page().locator('.player-card__figure').isVisible()).toBe(true);
      await screenshot(page(), 'player-card-marks');
    } finally {
      page().off('response', record);
    }
    expect(statuses.size).toBeGreaterThanOrEqual(3);
    expect([...statuses].filter(([, status]) => status !== 200 && status !== 304)).toEqual([]);
  }, 60_000);

  it('serves an image at every URL core data names', async () => {
    const core = await stack.api<
      Record<string, Record<string, { imageUrl?: string | null; compactImageUrl?: string }>>
    >('/api/fut/26/fut-core-data/');
    const urls = ['nations', 'leagues', 'clubs', 'rarities']
      .flatMap((list) => Object.values(core[list]!).flatMap((row) => [row.imageUrl, row.compactImageUrl]))
      .filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBeGreaterThan(500);
    const failed: string[] = [];
    for (let at = 0; at < urls.length; at += 50) {
      const answers = await Promise.all(
        urls.slice(at, at + 50).map(async (url) => {
          const response = await fetch(`${stack.url}${url}`, { method: 'HEAD' });
          return response.ok && response.headers.get('content-type') === 'image/svg+xml' ? null : url;
        }),
      );
      failed.push(...answers.filter((url): url is string => url !== null));
    }
    expect(failed).toEqual([]);
  }, 60_000);

  it('logged no unexpected browser errors', () => {
    expect(stack.browser.errors.filter((message) => !isMissingResourceLog(message))).toEqual([]);
  });
});
