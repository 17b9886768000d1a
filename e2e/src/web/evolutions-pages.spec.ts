// The evolutions pages as a player uses them, in Chromium through NGINX, the page renderer, the gateway,
// the catalog, identity with the development provider and the evolutions service with the generated
// season: the list, an evolution's page and its eligible players filtered and sorted, the card's
// evolutions tab; then alice signs in, imports a club file of our own format on My club and plans her
// evolutions. Each page is photographed at 1440 and 390 px into /tmp/evo-pages-shots/ (outside the
// repository) for a person to look at.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Evolution, EvolutionCounts, EvolutionPlayersPage } from '@futgg/contracts';
import { seriousViolations } from './axe.js';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const SHOTS = '/tmp/evo-pages-shots';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string, fullPage = true) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
};

/**
 * Both widths of the page as it is now, the desktop one last (the width the test goes on at), each no
 * wider than the screen; the whole page, or the screen at `scrollTo` (a page with a sticky header
 * repeats it down a whole-page shot).
 */
const shootBoth = async (page: Page, name: string, scrollTo?: string) => {
  for (const [viewport, suffix] of [
    [PHONE, '390'],
    [DESKTOP, '1440'],
  ] as const) {
    await page.setViewportSize(viewport);
    // Nothing is wider than the screen: a wide table scrolls in its own box.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    if (scrollTo) await page.locator(scrollTo).evaluate((element) => element.scrollIntoView());
    await shoot(page, `${name}-${suffix}`, scrollTo === undefined);
  }
};

const nameOf = (card: { commonName: string; firstName: string; lastName: string }) =>
  card.commonName || `${card.firstName} ${card.lastName}`.trim();

interface Listed<T> {
  data: T[];
  totalCount: number;
}

describe('the evolutions pages, My club and the planner in Chromium, on the real stack', () => {
  let stack: WebStack;
  const page = () => stack.browser.page;

  /** A list answer whole (`data` and `totalCount`), straight from the gateway. */
  const listed = async <T>(path: string): Promise<Listed<T>> => {
    const response = await fetch(`${stack.gatewayUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Listed<T>;
  };

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_evo_pages',
      seed: 29,
      players: 1500,
      withIdentity: true,
      withEvolutions: { season: true },
    });
  }, 180_000);

  afterAll(() => stack?.stop());

  it('goes from the list to an evolution and its eligible players, filtered and sorted, and to a card’s evolutions', async () => {
    const counts = await stack.api<EvolutionCounts>('/api/fut/evolutions/counts/');
    const firstPage = await stack.api<Evolution[]>('/api/fut/evolutions/all/');
    // An evolution of the first page with more eligible players than a page holds.
    let chosen: { evolution: Evolution; eligible: number } | null = null;
    for (const evolution of firstPage) {
      const { totalCount } = await listed(
        `/api/fut/evolutions/${evolution.id}/eligible-players/?page_size=1`,
      );
      if (totalCount > 40) {
        chosen = { evolution, eligible: totalCount };
        break;
      }
    }
    if (!chosen) throw new Error('no running evolution on the first page has more than 40 eligible players');
    const { evolution } = chosen;

    // The menu's Evolution lab area leads to the list.
    await page().setViewportSize(DESKTOP);
    await page().goto(`${stack.url}/26/players/`);
    // The server sends the page before its code: the menu opens once React has taken it over.
    await page().waitForLoadState('networkidle');
    await page()
      .getByRole('button', { name: /Browse/ })
      .click();
    const area = page()
      .getByRole('navigation', { name: 'Main' })
      .getByRole('region', { name: 'Evolution lab' });
    for (const link of ['Evolutions', 'Expiring soon', 'My club', 'Evolution planner'])
      await area.getByRole('link', { name: link, exact: true }).waitFor();
    await shoot(page(), '00-menu-1440', false);
    await area.getByRole('link', { name: 'Evolutions', exact: true }).click();
    await page().waitForURL(`${stack.url}/evolutions/`);
    await page().getByRole('heading', { level: 1, name: 'Evolutions' }).waitFor();
    await page()
      .getByRole('tab', { name: `Active (${counts.active})` })
      .waitFor();
    await page()
      .getByRole('tab', { name: `Expiring soon (${counts.expiringSoon})` })
      .waitFor();
    await page()
      .getByRole('tab', { name: `Expired (${counts.expired})` })
      .waitFor();
    const rows = page().getByRole('list', { name: 'Active evolutions' }).locator(':scope > li');
    expect(await rows.count()).toBe(firstPage.length);
    expect(await rows.first().getByRole('heading').textContent()).toBe(firstPage[0]!.name);
    expect(await seriousViolations(page())).toEqual([]);
    await shootBoth(page(), '01-evolutions-list');

    await page()
      .getByRole('tab', { name: /Expiring soon/ })
      .click();
    await page().waitForURL(/tab=expiring/);
    const expiring = page().getByRole('list', { name: 'Evolutions expiring soon' }).locator(':scope > li');
    await expiring.first().waitFor();
    expect(await expiring.count()).toBe(counts.expiringSoon);
    await shootBoth(page(), '02-evolutions-expiring');
    await page()
      .getByRole('tab', { name: /Expired/ })
      .click();
    await page().getByRole('list', { name: 'Expired evolutions' }).waitFor();
    expect(
      await page()
        .getByText(/^ended /)
        .count(),
    ).toBeGreaterThan(0);
    await page()
      .getByRole('tab', { name: /Active/ })
      .click();

    await page().getByRole('link', { name: evolution.name, exact: true }).click();
    await page().waitForURL(`${stack.url}/evolutions/${evolution.id}/`);
    await page().getByRole('heading', { level: 1, name: evolution.name }).waitFor();
    await page().getByRole('region', { name: 'Requirements' }).waitFor();
    const table = page().getByRole('table', { name: 'Players eligible for this evolution' });
    await table.locator('tbody tr').first().waitFor();
    await page()
      .getByText(`${chosen.eligible.toLocaleString('en-GB')} players`)
      .waitFor();
    expect(await table.locator('tbody tr').count()).toBe(20);
    expect(await seriousViolations(page())).toEqual([]);
    await shootBoth(page(), '03-evolution-page');

    // Narrow to the better half by overall: the count and every row follow.
    const overalls = (await table.locator('.overall-badge').allTextContents()).map(Number);
    const floor = Math.max(...overalls) - 2;
    await page().getByRole('spinbutton', { name: 'Overall minimum' }).fill(String(floor));
    await page().getByRole('spinbutton', { name: 'Overall minimum' }).press('Enter');
    await page().waitForURL(new RegExp(`overall__gte=${floor}`));
    const narrowed = await listed(
      `/api/fut/evolutions/${evolution.id}/eligible-players/?overall__gte=${floor}&page_size=1`,
    );
    await page()
      .getByText(`${narrowed.totalCount.toLocaleString('en-GB')} players`)
      .waitFor();
    await page().waitForFunction(
      (min) =>
        Array.from(document.querySelectorAll('.card-table .overall-badge')).every(
          (badge) => Number(badge.textContent) >= min,
        ),
      floor,
    );
    // Sorted by pace, fastest first.
    await table.getByRole('button', { name: /PAC/ }).click();
    await page().waitForURL(/sort=-facePace/);
    await page().waitForFunction(() => {
      const paces = Array.from(document.querySelectorAll('.card-table tbody tr')).map((row) =>
        Number(row.querySelectorAll('.card-table__stat')[0]?.textContent),
      );
      return paces.length > 0 && paces.every((pace, index) => index === 0 || paces[index - 1]! >= pace);
    });
    const firstRow = table.locator('tbody tr').first();
    const lab = await firstRow.getByRole('link', { name: /Open in lab/ }).getAttribute('href');
    expect(lab).toMatch(new RegExp(`^/evo-lab/\\?eaId=\\d+&evolutionIds=${evolution.id}`));
    await shoot(page(), '04-evolution-filtered-1440');
    // The same address rendered by the server (filters, sort and rows) hydrates without a complaint.
    await page().reload();
    await table.locator('tbody tr').first().waitFor();
    expect(await page().getByRole('spinbutton', { name: 'Overall minimum' }).inputValue()).toBe(
      String(floor),
    );
    expect(await table.getByRole('columnheader', { name: /PAC/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // The card's page lists the evolution among those it can take now.
    const cardName = (await firstRow.locator('.player-link').textContent()) ?? '';
    await firstRow.locator('.player-link').click();
    await page().waitForURL(/\/26\/players\/\d+\//);
    await page().getByRole('tab', { name: 'Evolutions' }).click();
    const takes = page().getByRole('list', { name: 'Evolutions this card can take' });
    await takes.getByRole('link', { name: evolution.name, exact: true }).waitFor();
    await page().getByRole('list', { name: 'Best chains for this card' }).waitFor();
    expect(await page().getByRole('heading', { level: 1 }).textContent()).toContain(cardName);
    expect(await seriousViolations(page())).toEqual([]);
    await shootBoth(page(), '05-player-evolutions-tab', '#versions');

    expect(stack.browser.errors.filter((error) => !isMissingResourceLog(error))).toEqual([]);
  }, 180_000);

  it('signs alice in, imports her club from our own file, and plans her evolutions', async () => {
    // Her club: cards the season's running evolutions take, a few of them untradeable.
    const players = await stack.api<EvolutionPlayersPage['data']>(
      '/api/fut/evolutions/players/?page_size=100&sort=-overall',
    );
    const cards = players.filter((player) => player.evolutionCount > 0).slice(0, 40);
    expect(cards.length).toBe(40);
    // Two cards whose names no other card of hers shares, to find their rows by name.
    const [doubled, single] = cards.filter(
      (card) => cards.filter((other) => nameOf(other) === nameOf(card)).length === 1,
    );
    const file = {
      format: 'futgg-club',
      version: 1,
      gameYear: 26,
      // One card with two untradeable duplicates in the game's SBC storage.
      cards: cards.map((card, index) => ({
        eaId: card.eaId,
        isUntradeable: index % 10 === 0,
        ...(card === doubled ? { duplicates: 2 } : {}),
      })),
    };

    await page().setViewportSize(DESKTOP);
    await page().goto(`${stack.url}/my-club/`);
    await page().getByRole('heading', { name: 'Sign in to keep your club' }).waitFor();
    await shootBoth(page(), '06-my-club-visitor');
    await page().locator('main').getByRole('link', { name: 'Sign in' }).click();
    await page().getByLabel('Username').fill('alice');
    await page().getByLabel('Password').fill('alice-dev');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().waitForURL(`${stack.url}/my-club/`);
    await page().getByRole('heading', { level: 1, name: 'My club' }).waitFor();
    await page().getByText('Your club is empty.').waitFor();

    const importForm = page().getByRole('form', { name: 'Import a club file' });
    await importForm.getByLabel('Club file').setInputFiles({
      name: 'my-club.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await importForm.getByRole('button', { name: 'Import' }).click();
    const summary = page().getByRole('status').filter({ hasText: 'Imported' });
    await summary.getByRole('heading', { name: 'Imported 40 cards from our own club file (JSON)' }).waitFor();
    const figure = (label: string) =>
      summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    expect(await figure('Matched').textContent()).toBe('40');
    expect(await figure('Added').textContent()).toBe('40');
    expect(await figure('Unknown').textContent()).toBe('0');
    expect(await figure('Refused').textContent()).toBe('0');
    await page().getByText('40 cards', { exact: true }).waitFor();
    const clubTable = page().getByRole('table', { name: 'The cards in your club' });
    await clubTable.locator('tbody tr').first().waitFor();
    expect(await clubTable.getByText('Untradeable', { exact: true }).count()).toBe(4);
    const strongest = [...cards].sort((a, b) => b.overall - a.overall)[0]!;
    await clubTable
      .getByRole('link', { name: nameOf(strongest) })
      .first()
      .waitFor();
    expect(await seriousViolations(page())).toEqual([]);
    await shootBoth(page(), '07-my-club-imported');

    // Duplicates: the file's count shows, and one set in the list is kept across a reload.
    const duplicatesOf = (card: (typeof cards)[number]) =>
      clubTable.getByRole('textbox', { name: `Duplicates of ${nameOf(card)}` });
    expect(await duplicatesOf(doubled!).inputValue()).toBe('2');
    expect(await duplicatesOf(single!).inputValue()).toBe('0');
    await duplicatesOf(single!).fill('1');
    const saved = page().waitForResponse((response) => response.url().includes('/api/fut/user-club/26/add/'));
    await duplicatesOf(single!).press('Enter');
    expect((await saved).status()).toBe(200);
    await page().reload();
    await clubTable.locator('tbody tr').first().waitFor();
    expect(await duplicatesOf(single!).inputValue()).toBe('1');

    await page().getByRole('link', { name: 'Plan evolutions for my club' }).click();
    await page().waitForURL(`${stack.url}/evo-lab/planner/`);
    await page().getByRole('heading', { name: 'Plan for your 40 cards' }).waitFor();
    await shootBoth(page(), '08-planner-form');
    await page().getByRole('button', { name: 'Plan my evolutions' }).click();
    await page().waitForURL(/objective=overall/);
    await page().getByRole('heading', { name: 'Your plan' }).waitFor({ timeout: 60_000 });
    const assignments = page()
      .getByRole('table', { name: 'Which card takes which chain of evolutions' })
      .locator('tbody tr');
    await assignments.first().waitFor();
    expect(await assignments.count()).toBeGreaterThan(0);
    const totalGain = await page()
      .locator('dt', { hasText: /^Total gain$/ })
      .locator('xpath=following-sibling::dd')
      .textContent();
    expect(totalGain).toMatch(/^\+\d+(\.\d)? OVR$/);
    const labLink = await assignments
      .first()
      .getByRole('link', { name: /Open in lab/ })
      .getAttribute('href');
    expect(labLink).toMatch(/^\/evo-lab\/\?path=[0-9a-f]{24}$/);
    // Every planned card is one of hers.
    const planned = await assignments.locator('.player-link').allTextContents();
    const hers = new Set(cards.map(nameOf));
    expect(planned.every((name) => hers.has(name))).toBe(true);
    expect(await seriousViolations(page())).toEqual([]);
    await shootBoth(page(), '09-planner-results');

    expect(stack.browser.errors.filter((error) => !isMissingResourceLog(error))).toEqual([]);
  }, 180_000);
});
