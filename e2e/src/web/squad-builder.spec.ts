// The squad builder as a signed-in player uses it, in Chromium through NGINX, the gateway, the catalog
// (generated cards), identity with the development provider, evolutions, pricing and squads: build a
// squad from empty by searching, give a tactic a role and save it (its code), change the formation (the
// tactic's roles and code are cleared), swap two players by dragging, reload (the unsaved squad is kept),
// save (the address becomes the squad's uuid), download the share image, run the auto-builder and apply
// its answer. Screens are photographed at 1440 and 390 px into /tmp/squad-builder-shots/.
/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Squad } from '@futgg/contracts';
import { runAutoBuild } from './auto-builder-panel.js';
import { seriousViolations } from './axe.js';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const SHOTS = '/tmp/squad-builder-shots';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const shoot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
};

describe('the squad builder in Chromium, signed in, on the real stack', () => {
  let stack: WebStack;
  const page = () => stack.browser.page;
  const slot = (label: string) => page().locator(`.sb-pitch [aria-label^="${label}: "], .sb-bench [aria-label^="${label}: "]`);
  const slotName = async (label: string) => (await slot(label).getAttribute('aria-label')) ?? '';
  const view = (name: string) => page().getByRole('navigation', { name: 'Squad builder views' }).getByRole('button', { name, exact: true });

  /** Chooses the slot, waits for the search's first result and places it; answers the player's name. */
  const placeFirstResult = async (label: string): Promise<string> => {
    await slot(label).click();
    const results = page().getByRole('list', { name: 'Search results' });
    const first = results.getByRole('button').first();
    await first.waitFor();
    await page().waitForFunction(() => document.querySelector('[aria-label="Search results"]')?.getAttribute('aria-busy') === 'false');
    const name = (await first.locator('.sb-result__name').textContent()) ?? '';
    await first.click();
    await page().waitForFunction(
      ([label, name]) => document.querySelector(`.sb-pitch [aria-label^="${label}: "]`)?.getAttribute('aria-label')?.startsWith(`${label}: ${name},`),
      [label, name] as const,
    );
    return name;
  };

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_squad_builder',
      seed: 31,
      players: 800,
      withIdentity: true,
      withEvolutions: { season: false },
      withSquads: true,
    });
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  it('builds, edits, keeps, saves, shares and auto-builds a squad, looking right at 1440 and 390 px', async () => {
    await page().setViewportSize(DESKTOP);
    await page().goto(`${stack.url}/26/squad-builder/new/edit/`);
    await page().getByRole('heading', { level: 1, name: 'New squad' }).waitFor();
    await slot('GK').waitFor();
    await shoot(page(), '01-empty-desktop');

    // Sign in through the provider's form; the provider sends alice back to the builder.
    await page().locator('header').first().getByRole('link', { name: 'Sign in' }).click();
    await page().getByLabel('Username').fill('alice');
    await page().getByLabel('Password').fill('alice-dev');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().waitForURL(`${stack.url}/26/squad-builder/new/edit/`);
    await page().locator('header').first().getByRole('button', { name: 'Account menu for Alice' }).waitFor();

    // From empty: four players found by the builder's search (the slot's position, in position only).
    const keeper = await placeFirstResult('GK');
    await placeFirstResult('LS');
    await placeFirstResult('RS');
    await placeFirstResult('LCB');
    expect(keeper).not.toBe('');
    expect(await page().getByTestId('sb-chemistry').textContent()).toMatch(/^\d+\/33$/);
    await shoot(page(), '02-four-players-desktop');
    expect(await seriousViolations(page())).toEqual([]);

    // A tactic with the keeper's role, saved: the server answers its share code.
    await view('Tactics').click();
    await page().getByRole('button', { name: 'New tactic' }).click();
    const gkRole = page().getByRole('combobox', { name: 'GK role', exact: true });
    await gkRole.waitFor();
    const roleValues = await gkRole.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(roleValues.length).toBeGreaterThan(0);
    await gkRole.selectOption(roleValues[0]!);
    await page().getByText('Roles (1)').waitFor();
    await page().getByRole('button', { name: 'Save tactic' }).click();
    await page().waitForFunction(() => /^FGT-/.test(document.querySelector('[aria-label="Tactic code"]')?.textContent ?? ''));
    await shoot(page(), '03-tactic-desktop');

    // Another formation clears the editing tactic's roles and code (game-rules' reducer).
    await page().getByRole('combobox', { name: 'Formation', exact: true }).selectOption({ label: '4-3-3' });
    await page().getByText('Roles (0)').waitFor();
    expect(await page().getByLabel('Tactic code').textContent()).toBe('—');
    await page().getByRole('group', { name: 'Pitch, 4-3-3' }).waitFor();

    // Swap two field players by dragging one onto the other (HTML5 drag and drop).
    const filled = await page()
      .locator('.sb-pitch .sb-slot--filled')
      .evaluateAll((slots) => slots.map((s) => s.getAttribute('aria-label') ?? ''));
    const [a, b] = filled.map((label) => label.split(':')[0]!).filter((label) => label !== 'GK');
    const playerIn = (label: string) => (label.split(': ')[1] ?? '').split(',')[0];
    const before = [playerIn(await slotName(a!)), playerIn(await slotName(b!))];
    expect(before[0]).not.toBe(before[1]);
    await slot(a!).dragTo(slot(b!));
    await page().waitForFunction(
      ([label, name]) =>
        document.querySelector(`.sb-pitch [aria-label^="${label}: "]`)?.getAttribute('aria-label')?.startsWith(`${label}: ${name},`),
      [b!, before[0]!] as const,
    );
    expect(playerIn(await slotName(a!))).toBe(before[1]);
    await shoot(page(), '04-swapped-desktop');

    // A reload keeps the unsaved squad (local storage), its formation and its tactic.
    const kept = await page().locator('.sb-slot--filled').evaluateAll((slots) => slots.map((s) => s.getAttribute('aria-label')?.split(',')[0]));
    await page().reload();
    await page().getByRole('group', { name: 'Pitch, 4-3-3' }).waitFor();
    await page().waitForFunction((count) => document.querySelectorAll('.sb-slot--filled').length === count, kept.length);
    expect(await page().locator('.sb-slot--filled').evaluateAll((slots) => slots.map((s) => s.getAttribute('aria-label')?.split(',')[0]))).toEqual(kept);
    await view('Tactics').click();
    await page().getByRole('list', { name: 'Squad tactics' }).getByRole('button').first().waitFor();

    // Save: the address becomes the squad's, and the server's copy has the same players.
    await page().getByRole('button', { name: 'Save squad' }).click();
    await page().waitForURL(/\/26\/squad-builder\/[0-9a-f-]{36}\/edit\/$/);
    const uuid = /squad-builder\/([0-9a-f-]{36})\//.exec(page().url())![1]!;
    await page().getByRole('status').filter({ hasText: 'Squad saved.' }).waitFor();
    const saved = await stack.api<Squad>(`/api/squads/${uuid}/`);
    expect(saved.formationId).toBe('f433');
    expect(saved.positions.filter((p) => p.playerEaId !== null)).toHaveLength(kept.length);
    expect(await page().getByTestId('sb-chemistry').textContent()).toBe(`${saved.chemistry.total}/33`);
    await shoot(page(), '05-saved-desktop');

    // Share image: a PNG drawn on a canvas, downloaded.
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Share image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('squad.png');
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    // The auto-builder fills the XI; its answer is applied to the slots.
    await view('Squad').click();
    const apply = page().getByRole('button', { name: 'Apply', exact: true });
    const job = page().locator('.sb-auto__job');
    await runAutoBuild(page());
    await shoot(page(), '06-auto-builder-desktop');
    expect(await job.textContent()).not.toMatch(/failed|No squad/);
    expect(await page().locator('.sb-auto__gap').textContent()).toMatch(/^(Proven best|Best found in time)/);
    await apply.click();
    await page().waitForFunction(() => document.querySelectorAll('.sb-pitch .sb-slot--filled').length === 11, undefined, { timeout: 30_000 });
    await page().getByTestId('sb-rating').filter({ hasText: /^\d+$/ }).waitFor();

    // The compact layout below 1281 px.
    await page().setViewportSize(PHONE);
    await shoot(page(), '07-phone', true);
    expect(await seriousViolations(page())).toEqual([]);
    // On a phone a tapped slot brings the panel (below the pitch) into sight with its search.
    await page().evaluate(() => window.scrollTo(0, 0));
    await slot('SUB 1').click();
    const results = page().getByRole('list', { name: 'Search results' });
    await results.getByRole('button').first().waitFor();
    await page().waitForFunction(() => {
      const box = document.querySelector('.sb-panel')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    // The smooth scroll has settled (the same offset on two checks a frame apart).
    await page().waitForFunction(() => {
      const w = window as unknown as { lastScrollY?: number };
      const settled = w.lastScrollY === window.scrollY;
      w.lastScrollY = window.scrollY;
      return settled;
    }, undefined, { polling: 'raf' });
    await shoot(page(), '07-phone-search');
    const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page().setViewportSize(DESKTOP);
    await shoot(page(), '08-desktop-full', true);

    // My squads (the account menu): the saved squad is listed with the server's values and opens again.
    await page().locator('header').first().getByRole('button', { name: 'Account menu for Alice' }).click();
    await page().getByRole('link', { name: 'My squads' }).click();
    await page().waitForURL(/\/26\/squad-builder\/$/);
    // Loaded whole as well: the server sends the page for nobody, the browser lists the reader's squads.
    const served = await fetch(`${stack.url}/26/squad-builder/`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('My squads');
    await page().reload();
    const mine = page().getByRole('list', { name: 'Your squads' });
    const row = mine.getByRole('listitem').filter({ has: page().locator(`a[href="/26/squad-builder/${uuid}/edit/"]`) });
    await row.waitFor();
    const listed = await stack.api<Squad>(`/api/squads/${uuid}/`);
    expect(await row.locator('dl').textContent()).toContain(`Chemistry${listed.chemistry.total}/33`);
    expect(await seriousViolations(page())).toEqual([]);
    await shoot(page(), '09-my-squads-desktop');
    await page().setViewportSize(PHONE);
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page(), '09-my-squads-phone');
    await page().setViewportSize(DESKTOP);
    await row.getByRole('link').click();
    await page().waitForURL(new RegExp(`/26/squad-builder/${uuid}/edit/$`));
    await page().getByRole('group', { name: /^Pitch, / }).waitFor();

    expect(stack.browser.errors.filter((error) => !isMissingResourceLog(error))).toEqual([]);
  }, 300_000);
});
