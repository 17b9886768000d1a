import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvolutionPathRow } from '@futgg/contracts';
import { coreDataFixture, playerItemFixture, summaryFixture } from '../../../testing/fixtures';
import { evolutionFixture } from '../../../testing/evolution-fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const pathRow = (hash: string, evolutionIds: number[], overall: number, coinsCost = 0): EvolutionPathRow => ({
  pathHash: hash.repeat(24).slice(0, 24),
  evolutionIds,
  coinsCost,
  pointsCost: 0,
  score: overall,
  gain: overall - 85,
  card: { ...summaryFixture(1000), overall } as EvolutionPathRow['card'],
});

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000) } }),
  '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
    body: { data: [summaryFixture(1000)] },
  }),
  '/api/fut/evolutions/players/': () => ({
    body: { data: [{ ...summaryFixture(1000), evolutionCount: 2, evolutionIds: [5, 6] }], totalCount: 1 },
  }),
  '/api/fut/evolutions/all/': () => ({
    body: {
      data: [
        evolutionFixture(5),
        evolutionFixture(6, { name: 'Speed Boost', coinsCost: 15_000 }),
        evolutionFixture(7),
      ],
      totalCount: 3,
    },
  }),
  '/api/fut/evolutions/paths/1000/': () => ({
    body: {
      data: [pathRow('a', [5, 6], 88, 15_000), pathRow('b', [6], 86, 15_000)],
      totalCount: 2,
      objective: 'overall',
      baseScore: 85,
    },
  }),
};

const openEvolutionsTab = async (routes = handlers) => {
  const user = userEvent.setup();
  const view = renderApp('/26/players/1000/', routes);
  await user.click(await screen.findByRole('tab', { name: 'Evolutions' }));
  return view;
};

describe('player page, evolutions tab', () => {
  it('lists the running evolutions the card can take now, by name, with their upgrades', async () => {
    const { requests } = await openEvolutionsTab();
    const list = await screen.findByRole('list', { name: 'Evolutions this card can take' });
    const names = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/evolutions/'))
      .map((link) => link.textContent);
    expect(names).toEqual(['Evolution 5', 'Speed Boost']);
    const upgrades = within(list).getByRole('list', { name: 'Upgrades of Speed Boost' });
    expect(
      within(upgrades)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+3 PAC', '+1 WF', 'PS+ Rapid']);
    expect(within(list).getByText(/15,000 coins/)).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Open in lab with Speed Boost' }).getAttribute('href'),
    ).toBe('/evo-lab/?eaId=1000&evolutionIds=6&evos=6');
    const asked = requests.find((url) => url.pathname === '/api/fut/evolutions/players/')!;
    expect(asked.searchParams.get('ids')).toBe('1000');
  });

  it("shows the card's best chains with their gain and cost, each opening the lab on its path", async () => {
    const { requests } = await openEvolutionsTab();
    const chains = await screen.findByRole('list', { name: 'Best chains for this card' });
    const [best, second] = within(chains).getAllByRole('listitem');
    expect(best!.textContent).toContain('Evolution 5 → Speed Boost');
    expect(best!.textContent).toContain('85 → 88');
    expect(within(best!).getByText('+3 OVR')).toBeTruthy();
    expect(within(best!).getByText('15,000 coins')).toBeTruthy();
    expect(
      within(best!)
        .getByRole('link', { name: /Open in lab/ })
        .getAttribute('href'),
    ).toBe(`/evo-lab/?path=${'a'.repeat(24)}`);
    expect(second!.textContent).toContain('Speed Boost');
    const asked = requests.find((url) => url.pathname === '/api/fut/evolutions/paths/1000/')!;
    expect(asked.searchParams.get('page_size')).toBe('5');
  });

  it('says so when no running evolution takes the card', async () => {
    await openEvolutionsTab({
      ...handlers,
      '/api/fut/evolutions/players/': () => ({ body: { data: [], totalCount: 0 } }),
      '/api/fut/evolutions/paths/1000/': () => ({
        body: { data: [], totalCount: 0, objective: 'overall', baseScore: 85 },
      }),
    });
    expect(await screen.findByText('No running evolution takes this card.')).toBeTruthy();
    expect(await screen.findByText(/No chain of running evolutions raises/)).toBeTruthy();
  });
});
