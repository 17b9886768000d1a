// Issue 22's browser test, in Chromium through NGINX (the page renderer), the gateway and the catalog
// seeded with its default content (generated cards, objectives, SBCs, the feed, live scores,
// collections): the daily feed leads to an SBC set, whose 'Open in squad builder' opens the builder
// showing the challenge's requirements; and a live fixture's score changes on screen, without a reload,
// when a score is pushed through the catalog's live-scores ingestion (the path the simulated feed and a
// real provider use). The simulated feed is off, so the only change is the test's. Screens of every
// content page go to /tmp/content-shots/.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  LIVE_SCORES_CONTRACTS,
  type FeedDates,
  type Fixture,
  type FixtureUpdate,
  type FixtureUpdateResult,
  type SbcSet,
  type Tournament,
} from '@futgg/contracts';
import { startServiceUnderTest } from '@futgg/testing';
import { catalogService, seedCatalog } from '@futgg/catalog-service/testing';
import { startTestGateway } from '@futgg/gateway/testing';
import {
  assertWebBuilt,
  launchBrowser,
  startWebServer,
  type RunningBrowser,
  type RunningWebServer,
} from './browser.js';
import { seriousViolations } from './axe.js';

// Read by the catalog's live-scores module when it starts: no simulated ticks during this suite.
process.env['LIVE_SCORES_SIMULATION'] = 'off';

// Each test drives several pages (and axe) on a machine other suites load too: jest's 5 s is not enough.
const TEST_TIMEOUT = 60_000;

const SHOTS = '/tmp/content-shots';
const shoot = async (page: Page, name: string, fullPage = true) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
};

describe('the content pages in Chromium on the real stack', () => {
  let catalog: Awaited<ReturnType<typeof startServiceUnderTest>>;
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let web: RunningWebServer;
  let browser: RunningBrowser;
  const page = () => browser.page;

  /** The gateway's `data` for an API path (the test's source of truth). */
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${gateway.url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    assertWebBuilt();
    catalog = await startServiceUnderTest('web_content', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 22, players: 120, gameYear: 26 });
    gateway = await startTestGateway(catalog.subjectPrefix, { RATE_LIMIT: 'off' });
    web = await startWebServer(gateway.port);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await gateway?.close();
    await catalog?.stop();
  }, 60_000);

  it(
    'walks from the daily feed to an SBC set, then opens a challenge in the squad builder with its constraints',
    async () => {
      const p = page();
      const { dates } = await api<FeedDates>('/api/fut/feed/dates/?game=26');
      const withSbc = dates.find((day) => day.counts.sbc > 0);
      expect(withSbc).toBeDefined();
      await p.goto(`${web.url}/feed/?date=${withSbc!.date}`);
      const sbcs = p.getByRole('region', { name: 'SBCs' });
      await sbcs.waitFor();
      await shoot(p, 'feed');
      expect(await seriousViolations(p)).toEqual([]);
      const firstSbc = sbcs.getByRole('link').first();
      const setName = (await firstSbc.textContent()) ?? '';
      await firstSbc.click();
      await p.getByRole('heading', { level: 1, name: setName }).waitFor();
      expect(new URL(p.url()).pathname).toMatch(/^\/sbc\/[^/]+\/$/);
      // The page shows what the API says of the set: each challenge, with its requirements in words.
      const slugOrId = new URL(p.url()).pathname.split('/')[2]!;
      const set = await api<SbcSet>(
        /^\d+$/.test(slugOrId) ? `/api/fut/sbc/set/${slugOrId}/` : `/api/fut/sbc/${slugOrId}/`,
      );
      const challenge = set.challenges[0]!;
      await p.getByRole('heading', { level: 3, name: challenge.name }).waitFor();
      const requirements = p
        .getByLabel(`Requirements of ${challenge.name}`)
        .locator('.requirement-list__row');
      if (challenge.requirements.rules.length > 0) {
        expect(await requirements.count()).toBe(challenge.requirements.rules.length);
      }
      await shoot(p, 'sbc-set');
      expect(await seriousViolations(p)).toEqual([]);

      await p.getByRole('link', { name: 'Open in squad builder' }).first().click();
      await p.waitForURL((url) => url.pathname === '/26/squad-builder/new/edit/');
      expect(new URL(p.url()).searchParams.get('sbcChallenge')).toBe(String(challenge.id));
      const brief = p.getByRole('region', { name: 'Challenge requirements' });
      await brief.getByRole('heading', { name: challenge.name }).waitFor();
      expect(await brief.locator('.sb-challenge__row').count()).toBe(challenge.requirements.rules.length);
      await shoot(p, 'squad-builder-with-challenge', false);
    },
    TEST_TIMEOUT,
  );

  it(
    'changes a live fixture’s score on screen, without a reload, when a score is ingested',
    async () => {
      const p = page();
      const tournaments = await api<Tournament[]>('/api/fut/live/tournaments/');
      expect(tournaments.length).toBeGreaterThan(0);
      const fixtures = (
        await Promise.all(
          tournaments.map((t) => api<Fixture[]>(`/api/fut/live/tournaments/${t.slug}/fixtures/`)),
        )
      ).flat();
      const fixture =
        fixtures.find((f) => f.status === 'live') ?? fixtures.find((f) => f.status === 'scheduled');
      expect(fixture).toBeDefined();
      const stored = fixture!;

      await p.goto(`${web.url}/live/`);
      await p.getByRole('list', { name: 'Tournaments' }).waitFor();
      await shoot(p, 'live-tournaments');
      await p.goto(`${web.url}/live/${stored.tournamentSlug}/`);
      await p.getByRole('tab', { name: 'Fixtures' }).waitFor();
      await p.locator('.fixture-row').first().waitFor();
      await shoot(p, 'live-tournament');

      await p.goto(`${web.url}/live/fixtures/${stored.id}/`);
      const score = p.getByTestId('fixture-score');
      await score.waitFor();
      await p.getByTestId('live-state').getByText('Live updates on').waitFor();
      expect(await score.textContent()).toBe(`${stored.score.home} – ${stored.score.away}`);
      // A mark on the document: still there afterwards means the page was not reloaded.
      await p.evaluate(() => ((window as unknown as { contentMark: number }).contentMark = 22));
      await shoot(p, 'live-fixture-before', false);

      const update: FixtureUpdate = {
        fixtureId: stored.id,
        revision: stored.revision + 1,
        status: 'live',
        minute: Math.max(stored.minute, 1) + 1,
        score: { home: stored.score.home + 1, away: stored.score.away },
        events: [
          ...stored.events.map(({ id: _id, ...event }) => event),
          {
            minute: Math.max(stored.minute, 1) + 1,
            kind: 'goal',
            side: 'home',
            eaId: null,
            playerName: 'Test Scorer',
            assistEaId: null,
          },
        ],
      };
      const result = await catalog.requester.request<FixtureUpdateResult>(
        LIVE_SCORES_CONTRACTS.ingest.subject,
        update,
      );
      expect(result.applied).toBe(true);
      await p.waitForFunction(
        (expected) => document.querySelector('[data-testid="fixture-score"]')?.textContent === expected,
        `${stored.score.home + 1} – ${stored.score.away}`,
        { timeout: 15_000 },
      );
      await p.getByText(/Goal: Test Scorer/).waitFor();
      expect(await p.evaluate(() => (window as unknown as { contentMark?: number }).contentMark)).toBe(22);
      await shoot(p, 'live-fixture-after', false);
      expect(await seriousViolations(p)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the objectives, upgrade hub and collections pages from the navigation',
    async () => {
      const p = page();
      await p.goto(`${web.url}/objectives/`);
      await p.getByRole('navigation', { name: 'Objective tabs' }).waitFor();
      await p.locator('.content-page .panel, .content-grid').first().waitFor();
      await shoot(p, 'objectives');
      await p.getByRole('button', { name: /Browse/ }).click();
      await p.getByRole('region', { name: 'Content' }).getByRole('link', { name: 'Upgrade hub' }).click();
      await p.waitForURL((url) => url.pathname === '/upgrade-hub/');
      await p.getByRole('heading', { level: 1, name: 'Upgrade hub' }).waitFor();
      await p.locator('.content-page section.panel, .empty-state').first().waitFor();
      await shoot(p, 'upgrade-hub');
      await p.goto(`${web.url}/collections/`);
      await p.getByRole('list', { name: 'Collections' }).waitFor();
      await shoot(p, 'collections');
      await p.getByRole('list', { name: 'Collections' }).getByRole('link').first().click();
      await p.getByRole('list', { name: 'Cards' }).waitFor();
      await shoot(p, 'collection');
    },
    TEST_TIMEOUT,
  );
});
