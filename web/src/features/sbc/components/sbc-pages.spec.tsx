import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SbcChallenge, SbcSet, SbcSetSummary } from '@futgg/contracts';
import { FORMATIONS } from '@futgg/game-rules';
import { coreDataFixture, signedInFixture } from '../../../testing/fixtures';
import { fakeFetch, IDENTITY_PATH, renderApp, type FakeRoute } from '../../../testing/render';

jest.setTimeout(30_000);

const challenge = (id: number, overrides: Partial<SbcChallenge> = {}): SbcChallenge => ({
  id,
  setId: 7,
  name: `Challenge ${id}`,
  description: '',
  order: 1,
  formationId: 'f433',
  requirements: {
    version: 1,
    rules: [
      { type: 'squadRatingMin', value: 84 },
      { type: 'teamChemistryMin', value: 20 },
      { type: 'playerCount', scope: 'league', ids: [13], min: 3 },
      { type: 'playerCount', scope: 'quality', tiers: ['gold'], min: 11 },
      { type: 'sameCount', scope: 'club', max: 4 },
      { type: 'differentCount', scope: 'nation', min: 2, max: 5 },
      { type: 'playerRatingMin', value: 86, count: 2 },
      { type: 'playerCount', scope: 'rarity', ids: [1], min: 1 },
    ],
  },
  rewards: [{ type: 'pack', name: 'Rare Gold Pack', quantity: 1, untradeable: true }],
  estimatedCost: { console: 41_500, pc: 39_000 },
  ...overrides,
});

const summary: SbcSetSummary = {
  id: 7,
  slug: 'marquee-matchups',
  name: 'Marquee Matchups',
  description: 'Two squads a week.',
  categorySlug: 'upgrades',
  repeatable: false,
  startsAt: '2026-11-20T18:00:00.000Z',
  endsAt: '2026-11-30T18:00:00.000Z',
  isExpired: false,
  challengeCount: 2,
  rewards: [{ type: 'player', eaId: 5001, name: 'Jude Bellingham', rating: 91, untradeable: true }],
  estimatedCost: { console: 83_000, pc: null },
};
const set: SbcSet = {
  ...summary,
  challenges: [
    challenge(51),
    challenge(52, { order: 2, requirements: { version: 1, rules: [] }, rewards: [] }),
  ],
};

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/sbc/categories/': () => ({
    body: { data: [{ id: 1, slug: 'upgrades', name: 'Upgrades', order: 1, setCount: 1 }] },
  }),
  '/api/fut/sbc/': () => ({ body: { data: [summary], totalCount: 1 } }),
  '/api/fut/sbc/set/7/': () => ({ body: { data: set } }),
  '/api/fut/sbc/challenge/51/': () => ({ body: { data: challenge(51) } }),
  '/api/comments/3/7/': () => ({ body: { data: [], totalCount: 0 } }),
};

describe('SBC pages', () => {
  it('lists the categories and the open sets with reward and cost, asking for the chosen category', async () => {
    const { requests } = renderApp('/sbc/?category=upgrades', handlers);
    const sets = await screen.findByRole('list', { name: 'SBC sets' });
    expect(within(sets).getByRole('link', { name: 'Marquee Matchups' }).getAttribute('href')).toBe('/sbc/7/');
    expect(within(sets).getByText('Jude Bellingham (91), untradeable')).toBeTruthy();
    expect(within(sets).getByText('83,000 coins')).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'SBC categories' });
    expect(
      within(categories)
        .getByRole('link', { name: /Upgrades/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const list = requests.find((url) => url.pathname === '/api/fut/sbc/')!;
    expect(list.searchParams.get('category_slug')).toBe('upgrades');
  });

  it('says so when a category has no open sets', async () => {
    renderApp('/sbc/', { ...handlers, '/api/fut/sbc/': () => ({ body: { data: [], totalCount: 0 } }) });
    expect(await screen.findByText('No open SBCs here right now.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    renderApp('/sbc/', {
      ...handlers,
      '/api/fut/sbc/': () =>
        failing
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : { body: { data: [summary], totalCount: 1 } },
    });
    expect(await screen.findByText('The SBCs could not be loaded.')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Marquee Matchups' })).toBeTruthy();
  });

  it('shows a set: its reward, cost per price key, and each challenge with its requirements in words', async () => {
    renderApp('/sbc/7/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee Matchups' })).toBeTruthy();
    const setCost = screen.getByLabelText('Estimated cost of the set');
    expect([...setCost.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Console83,000 coins',
      'PC—',
    ]);
    const requirements = screen.getByLabelText('Requirements of Challenge 51');
    const lines = [...requirements.querySelectorAll('.requirement-list__row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(lines).toEqual([
      ['Squad rating', 'at least 84'],
      ['Team chemistry', 'at least 20'],
      ['Players: League', 'at least 3 from Premier League'],
      ['Players: Quality', 'at least 11 from Gold'],
      ['Same club', 'at most 4 players from one club'],
      ['Different nations', '2 to 5'],
      ['Player rating', '2 players 86+'],
      ['Players: Rarity', 'at least 1 from Rare Gold'],
    ]);
    expect(screen.getByText('No requirements: any squad completes it.')).toBeTruthy();
    const challengeCost = screen.getByLabelText('Estimated cost of Challenge 51');
    expect(challengeCost.textContent).toBe('Console41,500 coinsPC39,000 coins');
    const open = screen.getAllByRole('link', { name: 'Open in squad builder' });
    expect(open.map((link) => link.getAttribute('href'))).toEqual([
      '/26/squad-builder/new/edit/?sbcChallenge=51',
      '/26/squad-builder/new/edit/?sbcChallenge=52',
    ]);
    // The comments section of content type 3 (sbc), for the set.
    expect(await screen.findByRole('heading', { name: /Comments/ })).toBeTruthy();
  });

  it('says there is no such SBC for an unknown set, and that it failed for any other error', async () => {
    const { unmount } = renderApp('/sbc/8/', handlers);
    expect(await screen.findByText('There is no such SBC.')).toBeTruthy();
    unmount();
    renderApp('/sbc/7/', {
      ...handlers,
      '/api/fut/sbc/set/7/': () => ({ status: 500, body: { error: { code: 'INTERNAL' } } }),
    });
    expect(await screen.findByText('This SBC could not be loaded.')).toBeTruthy();
  });

  it('opens the squad builder with the challenge: requirements shown, formation and auto-builder pre-filled', async () => {
    const gateway: Record<string, FakeRoute> = {
      ...handlers,
      [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
    };
    const realFetch = globalThis.fetch;
    // The squads service's calls go through the global fetch (as in the builder's own spec).
    globalThis.fetch = fakeFetch(gateway).fetch;
    try {
      renderApp('/sbc/7/', gateway);
      await userEvent.click((await screen.findAllByRole('link', { name: 'Open in squad builder' }))[0]!);
      const brief = await screen.findByRole('region', { name: 'Challenge requirements' });
      expect(within(brief).getByRole('heading', { name: 'Challenge 51' })).toBeTruthy();
      expect(within(brief).getByText('at least 3 from Premier League')).toBeTruthy();
      const goal = (await screen.findByRole('combobox', { name: 'Goal' })) as HTMLSelectElement;
      expect(goal.value).toBe('price');
      expect((screen.getByRole('textbox', { name: 'Target rating' }) as HTMLInputElement).value).toBe('84');
      await userEvent.click(screen.getByRole('button', { name: 'Formation' }));
      const checked = within(screen.getByRole('radiogroup', { name: 'Formation' })).getByRole('radio', {
        checked: true,
      });
      expect(checked.textContent).toBe(FORMATIONS.find((f) => f.id === 'f433')!.name);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
