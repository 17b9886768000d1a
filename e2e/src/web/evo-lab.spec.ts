// The evolution lab as a signed-in player uses it, in Chromium through NGINX, the gateway, the catalog,
// identity with the development provider and the evolutions service with the generated season: choose a
// card, apply two evolutions, remove the first (the stack truncates), edit a stat (customised), review,
// save, find it in My evolutions, compare with the base card. Each step is photographed at 1440 and
// 390 px into /tmp/evo-lab-shots/ (outside the repository) for a person to look at.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  rulesEvolutionOf,
  type Evolution,
  type EvolutionPlayersPage,
  type PlayerDefinition,
  type PlayerItemSummary,
  type UserEvolutionItem,
} from '@futgg/contracts';
import {
  applyEvolutions,
  endsBeforeAnyCreation,
  isEligible,
  type Card,
  type Evolution as RulesEvolution,
} from '@futgg/game-rules';
import { seriousViolations } from './axe.js';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const SHOTS = '/tmp/evo-lab-shots';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
};

const nameOf = (card: { commonName: string; firstName: string; lastName: string }) =>
  card.commonName || `${card.firstName} ${card.lastName}`.trim();

/** The card as game-rules reads it (nulls left out), as the lab does. */
const cardOf = (definition: PlayerDefinition): Card =>
  Object.fromEntries(Object.entries(definition).filter(([, value]) => value !== null)) as unknown as Card;

interface Plan {
  card: PlayerDefinition;
  name: string;
  first: Evolution;
  second: Evolution;
}

describe('the evolution lab in Chromium, signed in, on the real stack', () => {
  let stack: WebStack;
  let plan: Plan;
  const page = () => stack.browser.page;
  const step = () => page().getByRole('region', { name: /^Step \d of 4/ });
  const cardOverall = () => page().locator('.lab-card .player-card__overall');

  /**
   * A card whose name finds it alone at its overall, and two running evolutions it can take one after
   * the other (the second still open once the first is applied), each raising the overall.
   */
  const choosePlan = async (): Promise<Plan> => {
    const evolutions = [
      ...(await stack.api<Evolution[]>('/api/fut/evolutions/all/?page_size=100')),
      ...(await stack.api<Evolution[]>('/api/fut/evolutions/all/?page_size=100&page=2').catch(() => [])),
    ];
    const byId = new Map(evolutions.map((evolution) => [evolution.id, evolution]));
    const players = await stack.api<EvolutionPlayersPage['data']>(
      '/api/fut/evolutions/players/?page_size=100&sort=-overall',
    );
    for (const player of players.filter((candidate) => candidate.evolutionCount >= 2)) {
      const name = nameOf(player);
      if ([...name].length < 3) continue;
      const found = await stack.api<PlayerItemSummary[]>(
        `/api/fut/26/player-items/?search=${encodeURIComponent(name)}&sort=-overall&page_size=12`,
      );
      const twins = found.filter((other) => nameOf(other) === name && other.overall === player.overall);
      if (twins.length !== 1 || twins[0]!.eaId !== player.eaId) continue;
      const definition = await stack.api<PlayerDefinition>(
        `/api/fut/player-item-definitions/26/${player.eaId}/`,
      );
      const base = cardOf(definition);
      const open = player.evolutionIds.flatMap((id) => {
        const evolution = byId.get(id);
        return evolution ? [evolution] : [];
      });
      for (const first of open) {
        const a: RulesEvolution = rulesEvolutionOf(first);
        const afterFirst = applyEvolutions(base, [a]);
        if (afterFirst.overall <= base.overall) continue;
        for (const second of open) {
          if (second.id === first.id) continue;
          const b = rulesEvolutionOf(second);
          if (!isEligible(afterFirst, b) || endsBeforeAnyCreation(b, [a])) continue;
          if (applyEvolutions(base, [a, b]).overall <= afterFirst.overall) continue;
          return { card: definition, name, first, second };
        }
      }
    }
    throw new Error('no card of the season takes two evolutions one after the other');
  };

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_evo_lab',
      seed: 23,
      players: 1500,
      withIdentity: true,
      withEvolutions: { season: true },
    });
    plan = await choosePlan();
  }, 180_000);

  afterAll(() => stack?.stop());

  it('builds, saves and compares an evolved card, every step looking right at 1440 and 390 px', async () => {
    const { card, name, first, second } = plan;
    const base = cardOf(card);
    const withBoth = applyEvolutions(base, [rulesEvolutionOf(first), rulesEvolutionOf(second)]);
    const withSecond = applyEvolutions(base, [rulesEvolutionOf(second)]);

    await page().setViewportSize(DESKTOP);
    await page().goto(`${stack.url}/evo-lab/`);
    await page().getByRole('heading', { level: 1, name: 'Evolution Lab' }).waitFor();
    await page().getByRole('list', { name: 'Cards found' }).waitFor();
    await shoot(page(), '01-discover-visitor');

    // Sign in through the provider's form; the provider sends alice back to the lab.
    await page().locator('header').first().getByRole('link', { name: 'Sign in' }).click();
    await page().getByLabel('Username').fill('alice');
    await page().getByLabel('Password').fill('alice-dev');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().waitForURL(`${stack.url}/evo-lab/`);
    await page().locator('header').first().getByRole('button', { name: 'Account menu for Alice' }).waitFor();

    // Discover: a name of at least 3 characters finds the card.
    await page().getByLabel('Player name').fill(name);
    const evolve = page().getByRole('button', { name: `Evolve ${name} ${card.overall}`, exact: true });
    await evolve.waitFor();
    await shoot(page(), '02-discover-results');
    await evolve.click();
    await page().waitForURL((url) => url.search === `?eaId=${card.eaId}&step=evolutions`);

    // Two evolutions, one after the other.
    await step()
      .getByRole('button', { name: `Apply ${first.name}`, exact: true })
      .click();
    await step()
      .getByRole('button', { name: `Apply ${second.name}`, exact: true })
      .click();
    await page().waitForFunction(
      (overall) => document.querySelector('.lab-card .player-card__overall')?.textContent === String(overall),
      withBoth.overall,
    );
    const applied = step().getByRole('list', { name: 'Applied evolutions' });
    expect(await applied.locator('.lab-applied-list__name').allTextContents()).toEqual([
      first.name,
      second.name,
    ]);
    expect(new URL(page().url()).search).toBe(
      `?eaId=${card.eaId}&evos=${first.id},${second.id}&step=evolutions`,
    );
    await shoot(page(), '03-two-applied');
    await shoot(page(), '03-two-applied-full', true);

    // The evolution preview: levels with caps, requirements in words, costs, end.
    await applied.getByRole('button', { name: first.name, exact: true }).click();
    const preview = page().getByRole('dialog', { name: first.name });
    await preview.getByRole('heading', { name: 'Requirements' }).waitFor();
    await shoot(page(), '03b-evolution-preview');
    await page().keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // The path search: the best chains for the card by overall.
    await step().getByRole('button', { name: 'Find chains' }).click();
    const chains = step()
      .getByRole('list', { name: 'Best chains' })
      .or(step().getByText('No chain of running evolutions fits this card within these limits.'));
    await chains.waitFor();
    await chains.scrollIntoViewIfNeeded();
    await shoot(page(), '03c-path-search');

    // Removing the first truncates the stack at it: both go, back to the base card.
    await step()
      .getByRole('button', { name: `Remove ${first.name} and the 1 evolution after it`, exact: true })
      .click();
    await step().getByText('None yet: apply an evolution below, or find the best chain.').waitFor();
    expect(await cardOverall().textContent()).toBe(String(card.overall));
    await shoot(page(), '04-truncated-to-base');
    await step()
      .getByRole('button', { name: `Apply ${second.name}`, exact: true })
      .click();
    await page().waitForFunction(
      (overall) => document.querySelector('.lab-card .player-card__overall')?.textContent === String(overall),
      withSecond.overall,
    );

    // A manual edit marks the lab customised.
    await page()
      .getByRole('navigation', { name: 'Lab steps' })
      .getByRole('button', { name: /Modify/ })
      .click();
    const pace = step().getByRole('spinbutton', { name: 'Pace', exact: true });
    const raised = Math.min(99, withSecond.facePace + 2);
    await pace.fill(String(raised));
    await pace.press('Enter');
    await step().getByText('Customised', { exact: true }).waitFor();
    expect(await page().locator('.lab-card .player-card__stat').first().textContent()).toBe(`PAC${raised}`);
    await shoot(page(), '05-modified');
    expect(await seriousViolations(page())).toEqual([]);

    // Review: every changed value, then save.
    await page()
      .getByRole('navigation', { name: 'Lab steps' })
      .getByRole('button', { name: /Review/ })
      .click();
    const changes = step().getByRole('table', { name: 'Values changed, base card to evolved card' });
    await changes.waitFor();
    expect(await changes.getByRole('row', { name: /^Pace/ }).textContent()).toContain(String(raised));
    await shoot(page(), '06-review');
    await step().getByRole('button', { name: 'Save to My evolutions' }).click();
    await page().getByText('Saved to My evolutions', { exact: true }).waitFor();
    await shoot(page(), '07-saved');
    const saved = await page().evaluate(async () => {
      const identity = (await (await fetch('/api/identity/')).json()) as {
        data: { accessToken: string; sessionId: string };
      };
      const response = await fetch('/api/fut/evo-lab/overview/', {
        headers: {
          authorization: `Bearer ${identity.data.accessToken}`,
          'x-session-id': identity.data.sessionId,
        },
      });
      return ((await response.json()) as { data: { items: UserEvolutionItem[] } }).data.items;
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      playerItemEaId: card.eaId,
      evolutionPath: [second.id],
      isModified: true,
    });
    expect(saved[0]!.playerItemDefinition.facePace).toBe(raised);

    // My evolutions lists it.
    await step().getByRole('button', { name: 'See My evolutions' }).click();
    const mine = page().getByRole('list', { name: 'My evolutions' });
    await mine.getByText(`${name} ${saved[0]!.playerItemDefinition.overall}`, { exact: true }).waitFor();
    await shoot(page(), '08-my-evolutions');
    expect(await seriousViolations(page())).toEqual([]);

    // Compare the evolved card with its base card.
    await mine
      .getByRole('button', { name: `Open in lab: ${name} ${saved[0]!.playerItemDefinition.overall}` })
      .click();
    await step().getByRole('button', { name: 'Compare with the base card' }).click();
    await page().getByRole('heading', { name: 'Comparing 2 cards' }).waitFor();
    const pacing = page().getByRole('row', { name: /^Pace \(differs\)/ });
    expect(await pacing.locator('.lab-compare-table__best').textContent()).toBe(`${raised}★`);
    await shoot(page(), '09-compare');
    expect(await seriousViolations(page())).toEqual([]);

    // The same screens on a phone: nothing wider than the screen.
    await page().setViewportSize(PHONE);
    const overflow = () =>
      page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await shoot(page(), '10-phone-compare');
    expect(await overflow()).toBe(0);
    await page().getByRole('group', { name: 'Lab screens' }).getByRole('button', { name: 'Create' }).click();
    await step().waitFor();
    await shoot(page(), '11-phone-review', true);
    expect(await overflow()).toBe(0);
    await page()
      .getByRole('navigation', { name: 'Lab steps' })
      .getByRole('button', { name: /Evolutions/ })
      .click();
    await step().getByRole('list', { name: 'Applied evolutions' }).waitFor();
    await shoot(page(), '12-phone-evolutions', true);
    expect(await overflow()).toBe(0);
    await page()
      .getByRole('navigation', { name: 'Lab steps' })
      .getByRole('button', { name: /Modify/ })
      .click();
    await shoot(page(), '13-phone-modify', true);
    expect(await overflow()).toBe(0);
    await page()
      .getByRole('group', { name: 'Lab screens' })
      .getByRole('button', { name: /My evolutions/ })
      .click();
    await page().getByRole('list', { name: 'My evolutions' }).waitFor();
    await shoot(page(), '14-phone-my-evolutions');
    expect(await overflow()).toBe(0);
    await page().goto(`${stack.url}/evo-lab/`);
    // Typed before React takes the server's page over, the name could be lost.
    await page().waitForLoadState('networkidle');
    await page().getByLabel('Player name').fill(name);
    await page()
      .getByRole('button', { name: `Evolve ${name} ${card.overall}`, exact: true })
      .waitFor();
    await shoot(page(), '15-phone-discover');
    expect(await overflow()).toBe(0);
    expect(await seriousViolations(page())).toEqual([]);

    expect(stack.browser.errors.filter((error) => !isMissingResourceLog(error))).toEqual([]);
  }, 180_000);
});
