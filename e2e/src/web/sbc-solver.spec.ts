// Issue 23's browser test, in Chromium through NGINX (the page renderer), the gateway, identity with the
// development provider, the catalog (generated cards and SBCs), pricing and squads (the SBC solver):
// alice signs in on an SBC set's page, solves a challenge for its cheapest squad, sees what the solver
// proved ("Proven cheapest" or the gap), and opens the answer in the squad builder, which shows its 11
// players with their chemistry and rating. Screens at 1280 and 390 px go to /tmp/sbc-solver-shots/.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SbcChallenge, SbcSet, SbcSetSummary } from '@futgg/contracts';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const SHOTS = '/tmp/sbc-solver-shots';
const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

// A solve runs its cheapest squad, alternatives and marginal costs at 2 s each, on a machine other
// suites load too: far more than jest's 5 s.
const SOLVE_TIMEOUT_MS = 90_000;
const TEST_TIMEOUT_MS = 240_000;

describe('the SBC solver in Chromium on the real stack', () => {
  let stack: WebStack;
  const page = () => stack.browser.page;

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_sbc_solver',
      seed: 23,
      players: 1500,
      withIdentity: true,
      withSquads: true,
    });
  }, 240_000);

  afterAll(() => stack?.stop(), 60_000);

  /**
   * Of the open sets' challenges of moderate rating (70 to 80, chemistry at most 15, as the service's API
   * test picks them: e2e/src/sbc-solver.api.spec.ts), the one with the fewest rules: quick to solve on a
   * shared machine (a nation count with a chemistry minimum was not solved in 5 s on 1,500 cards).
   */
  const chooseChallenge = async (): Promise<{ set: SbcSet; challenge: SbcChallenge }> => {
    const sets = await stack.api<SbcSetSummary[]>('/api/fut/sbc/');
    const candidates: { set: SbcSet; challenge: SbcChallenge }[] = [];
    for (const summary of sets) {
      const set = await stack.api<SbcSet>(`/api/fut/sbc/set/${summary.id}/`);
      for (const challenge of set.challenges) {
        const { rules } = challenge.requirements;
        const rating = rules.find((rule) => rule.type === 'squadRatingMin')?.value ?? 0;
        const chemistry = rules.find((rule) => rule.type === 'teamChemistryMin')?.value ?? 0;
        if (rating >= 70 && rating <= 80 && chemistry <= 15) candidates.push({ set, challenge });
      }
    }
    const simplest = candidates.sort(
      (a, b) => a.challenge.requirements.rules.length - b.challenge.requirements.rules.length,
    )[0];
    if (!simplest) throw new Error('no open SBC set has a challenge of moderate rating');
    return simplest;
  };

  it(
    'signs alice in, solves a challenge of an SBC set, and opens the answer in the squad builder',
    async () => {
      const { set, challenge } = await chooseChallenge();
      const p = page();
      await p.setViewportSize({ width: 1280, height: 900 });
      await p.goto(`${stack.url}/sbc/${set.id}/`);
      await p.getByRole('heading', { level: 1, name: set.name }).waitFor();
      const solver = p.getByRole('region', { name: `Solver: ${challenge.name}` });
      // A visitor is asked to sign in instead.
      await solver.getByRole('link', { name: 'Sign in to solve' }).waitFor();

      await p.locator('header').first().getByRole('link', { name: 'Sign in' }).click();
      await p.getByLabel('Username').fill('alice');
      await p.getByLabel('Password').fill('alice-dev');
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.waitForURL(`${stack.url}/sbc/${set.id}/`);
      await p.locator('header').first().getByRole('button', { name: 'Account menu for Alice' }).waitFor();

      // 5 s per solve, as the service's API test gives it.
      await solver.getByText(/^Options:/).click();
      await solver.getByRole('spinbutton', { name: 'Time limit (seconds)' }).fill('5');
      await solver.getByText('Options: my club and the market, Console, 5 s per solve').waitFor();
      await solver.getByRole('button', { name: 'Solve cheapest squad' }).click();
      const badge = solver.locator('.sbc-solve__answer .sbc-solve__badge').first();
      await badge.waitFor({ timeout: SOLVE_TIMEOUT_MS });
      // The cheapest squad shows as soon as it is found, its alternatives and costs after: the job done.
      await shoot(p, 'set-page-answer-first-1280');
      await solver
        .getByRole('button', { name: 'Solve cheapest squad' })
        .waitFor({ timeout: SOLVE_TIMEOUT_MS });
      expect(await solver.getByText(/^Still solving/).count()).toBe(0);
      expect(await badge.textContent()).toMatch(/^(Proven cheapest|Best found, gap \d+\.\d %)$/);
      const squad = solver.getByRole('table', { name: `Cheapest squad for ${challenge.name}` });
      expect(await squad.locator('tbody tr').count()).toBe(11);
      // Each slot named as the pitch names it (GK, LCB, ST…), each card by its name.
      for (const position of await squad.locator('tbody tr td:first-child').allTextContents()) {
        expect(position).toMatch(/^[A-Z]{2,3}$/);
      }
      expect(await squad.locator('tbody tr td:nth-child(2)').allTextContents()).not.toContainEqual(
        expect.stringMatching(/^#\d+/),
      );
      await solver.getByText('Every requirement met').waitFor();
      await solver.scrollIntoViewIfNeeded();
      await shoot(p, 'set-page-answer-1280');
      await p.setViewportSize({ width: 390, height: 844 });
      // Nothing on the page is wider than the phone's screen (a wide table scrolls in its own box).
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(p, 'set-page-answer-390');
      await p.setViewportSize({ width: 1280, height: 900 });

      // Exclude the answer's first card and solve again: the request names it, the new squad lacks it.
      await squad
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Exclude / })
        .click();
      await solver.getByText(/^Solve again for a squad without the excluded players/).waitFor();
      const started = p.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/fut/sbc/solve/'),
      );
      // The page follows the job by its stream, which ends after the job's last state.
      const streamed = p.waitForResponse(
        (response) => /\/api\/fut\/sbc\/solve\/[^/]+\/stream\/$/.test(response.url()),
        { timeout: SOLVE_TIMEOUT_MS },
      );
      await solver.getByRole('button', { name: 'Solve cheapest squad' }).click();
      const excluded = ((await started).postDataJSON() as { pool: { excludedEaIds: number[] } }).pool
        .excludedEaIds;
      expect(excluded).toHaveLength(1);
      const stream = await streamed;
      expect(stream.status()).toBe(200);
      expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
      // Chromium keeps no body of a streamed response for the test to read: the job as the page's own
      // session reads it, once it has finished.
      const job = (await p.evaluate(
        async (url) => {
          for (;;) {
            const { data } = (await (await fetch(url)).json()) as { data: { state: string } };
            if (['completed', 'failed', 'cancelled'].includes(data.state)) return data;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        },
        stream.url().replace(/stream\/$/, ''),
      )) as {
        state: string;
        result: { challenges: { squad: { slots: { eaId: number }[] } | null }[] } | null;
      };
      expect(job.state).toBe('completed');
      const slots = job.result!.challenges[0]!.squad?.slots ?? [];
      expect(slots.map((slot) => slot.eaId)).not.toContain(excluded[0]);
      await solver
        .getByRole('button', { name: 'Solve cheapest squad' })
        .waitFor({ timeout: SOLVE_TIMEOUT_MS });
      await solver.getByText(/^Options:.*, 1 player excluded$/).waitFor();
      await shoot(p, 'set-page-excluded-1280');

      await solver.getByRole('button', { name: 'Open in squad builder' }).click();
      await p.waitForURL(/\/26\/squad-builder\/[0-9a-f-]{36}\/edit\/\?sbcChallenge=\d+$/, {
        timeout: 30_000,
      });
      expect(new URL(p.url()).searchParams.get('sbcChallenge')).toBe(String(challenge.id));
      await p.getByRole('region', { name: 'Challenge requirements' }).waitFor();
      const pitch = p.getByRole('group', { name: /^Pitch, / });
      await pitch.waitFor();
      await p.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[role="group"][aria-label^="Pitch, "] button')).filter(
            (slot) => !/: empty/.test(slot.getAttribute('aria-label') ?? slot.textContent ?? ''),
          ).length === 11,
        undefined,
        { timeout: 30_000 },
      );
      await p.waitForFunction(
        () => /^\d+$/.test(document.querySelector('[data-testid="sb-rating"]')?.textContent ?? ''),
        undefined,
        {
          timeout: 30_000,
        },
      );
      expect(await p.getByTestId('sb-chemistry').textContent()).toMatch(/^\d+\/33$/);
      await shoot(p, 'builder-with-answer-1280');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'solves requirements alice sets herself on the SBC list, the server re-checking every one',
    async () => {
      // Alice is signed in by the test before (one browser for the file).
      const p = page();
      await p.setViewportSize({ width: 1280, height: 900 });
      await p.goto(`${stack.url}/sbc/`);
      const solver = p.getByRole('region', { name: 'Solve your own requirements' });
      await solver.getByRole('textbox', { name: 'Squad rating, min' }).fill('72');
      await solver.getByRole('button', { name: 'Add different…' }).click();
      const row = solver.getByRole('group', { name: 'Requirement 1: Different' });
      await row.getByRole('textbox', { name: 'Min' }).fill('3');
      await solver.getByText(/^Options:/).click();
      await solver.getByRole('spinbutton', { name: 'Time limit (seconds)' }).fill('5');
      await solver.getByRole('button', { name: 'Solve cheapest squad' }).click();
      await solver.locator('.sbc-solve__badge').first().waitFor({ timeout: SOLVE_TIMEOUT_MS });
      await solver
        .getByRole('button', { name: 'Solve cheapest squad' })
        .waitFor({ timeout: SOLVE_TIMEOUT_MS });
      expect(await solver.locator('.sbc-solve__badge').first().textContent()).toMatch(
        /^(Proven cheapest|Best found, gap \d+\.\d %)$/,
      );
      const squad = solver.getByRole('table', { name: 'Cheapest squad for Custom requirements' });
      expect(await squad.locator('tbody tr').count()).toBe(11);
      await solver.getByText('Every requirement met').waitFor();
      await solver.scrollIntoViewIfNeeded();
      await shoot(p, 'custom-requirements-1280');
      await p.setViewportSize({ width: 390, height: 844 });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(p, 'custom-requirements-390');
      expect(stack.browser.errors.filter((error) => !isMissingResourceLog(error))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
