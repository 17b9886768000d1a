import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvolutionPlan, PlannedChain } from '@futgg/contracts';
import { coreDataFixture, signedInFixture, summaryFixture } from '../../../testing/fixtures';
import { evolutionFixture } from '../../../testing/evolution-fixtures';
import { IDENTITY_PATH, renderApp, type FakeRoute } from '../../../testing/render';

const PLANNER = '/api/fut/evolutions/planner/';

const chain = (
  eaId: number,
  evolutionIds: number[],
  before: number,
  after: number,
  hash: string,
): PlannedChain => ({
  eaId,
  commonName: `Player ${eaId}`,
  evolutionIds,
  pathHash: hash.repeat(24).slice(0, 24),
  before,
  after,
  gain: after - before,
  coinsCost: evolutionIds.includes(6) ? 15_000 : 0,
  pointsCost: 0,
  finishesAt: '2026-12-03T18:00:00.000Z',
});

const planFixture = (overrides: Partial<EvolutionPlan> = {}): EvolutionPlan => ({
  assignments: [chain(2000, [5, 6], 84, 88, 'a'), chain(2001, [7], 80, 81, 'b')],
  totalGain: 5,
  coinsCost: 15_000,
  pointsCost: 0,
  status: 'optimal',
  gap: 0,
  bound: 5,
  chainsPerCard: 12,
  isCandidateSetTruncated: false,
  cards: 60,
  evolutions: 31,
  candidateChains: 412,
  elapsedMs: 420,
  ...overrides,
});

const gateway = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/user-club/26/': () => ({ body: { data: [], totalCount: 60 } }),
  '/api/fut/evolutions/all/': () => ({
    body: {
      data: [
        evolutionFixture(5),
        evolutionFixture(6, { name: 'Speed Boost' }),
        evolutionFixture(7, { name: 'Finisher' }),
      ],
      totalCount: 3,
    },
  }),
  '/api/fut/26/player-items/': (url) => ({
    body: {
      data: (url.searchParams.get('ids') ?? '').split(',').map((id) => summaryFixture(Number(id))),
      totalCount: 2,
    },
  }),
  [PLANNER]: () => ({ body: { data: planFixture() } }),
  ...overrides,
});

const planRequests = (requests: URL[]) => requests.filter((url) => url.pathname === PLANNER);

describe('evolution planner', () => {
  it('asks a visitor to sign in', async () => {
    renderApp('/evo-lab/planner/', {
      [IDENTITY_PATH]: () => ({ body: { data: { isAuthenticated: false } } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to plan evolutions for your club' }),
    ).toBeTruthy();
  });

  it('sends a user with an empty club to My club, without asking the planner', async () => {
    const { requests } = renderApp(
      '/evo-lab/planner/?objective=overall',
      gateway({ '/api/fut/user-club/26/': () => ({ body: { data: [], totalCount: 0 } }) }),
    );
    expect(await screen.findByText('Your club is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My club' }).getAttribute('href')).toBe('/my-club/');
    expect(planRequests(requests)).toEqual([]);
  });

  it('plans from the form, the settings in the address and the request', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/evo-lab/planner/', gateway());
    const form = await screen.findByRole('form', { name: 'Plan settings' });
    expect(screen.getByRole('heading', { name: 'Plan for your 60 cards' })).toBeTruthy();
    expect(planRequests(requests)).toEqual([]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Raise' }), 'Pace (PAC)');
    await user.type(within(form).getByRole('textbox', { name: 'Coin budget' }), '50000');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Longest chain' }), '2 evolutions');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Days per level' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Days per level' }), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Plan my evolutions' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?objective=facePace&max_coins=50000&max_depth=2&days_per_level=0.5',
      ),
    );
    await screen.findByRole('heading', { name: 'Your plan' });
    const asked = planRequests(requests)[0]!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      game: '26',
      objective: 'facePace',
      max_coins: '50000',
      max_depth: '2',
      days_per_level: '0.5',
    });
  });

  it('shows the total gain, the status, what was weighed and each assignment with its lab link', async () => {
    renderApp('/evo-lab/planner/?objective=overall&max_depth=3&days_per_level=1', gateway());
    await screen.findByRole('heading', { name: 'Your plan' });
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Total gain')).toBe('+5 OVR');
    expect(figure('Status')).toBe('Optimal');
    expect(figure('Total cost')).toBe('15,000 coins');
    expect(figure('Weighed')).toBe('60 cards, 31 evolutions, 412 candidate chains');
    expect(figure('Worked out in')).toBe('420 ms');

    const table = screen.getByRole('table', { name: 'Which card takes which chain of evolutions' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toContain('Player 2000');
    expect(within(first!).getByRole('list', { name: 'Evolutions in order' }).textContent).toBe(
      'Evolution 5Speed Boost',
    );
    expect(cells[2]).toBe('84 → 88');
    expect(cells[3]).toBe('+4');
    expect(cells[4]).toBe('15,000 coins');
    expect(cells[5]).toBe(
      new Date('2026-12-03T18:00:00.000Z').toLocaleDateString('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
    );
    expect(within(first!).getByRole('link', { name: 'Player 2000' }).getAttribute('href')).toBe(
      '/26/players/2000/',
    );
    expect(
      within(first!)
        .getByRole('link', { name: /Open in lab/ })
        .getAttribute('href'),
    ).toBe(`/evo-lab/?path=${'a'.repeat(24)}`);
    expect(within(second!).getByRole('link', { name: 'Finisher' }).getAttribute('href')).toBe(
      '/evolutions/7/',
    );
    expect(within(second!).getAllByRole('cell')[4]!.textContent).toBe('Free');
  });

  it('says how far from the best a feasible plan may be, and when the candidates were cut', async () => {
    renderApp(
      '/evo-lab/planner/?objective=attributeSprintSpeed',
      gateway({
        [PLANNER]: () => ({
          body: {
            data: planFixture({
              status: 'feasible',
              gap: 0.032,
              isCandidateSetTruncated: true,
              elapsedMs: 2150,
            }),
          },
        }),
      }),
    );
    await screen.findByRole('heading', { name: 'Your plan' });
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Status')).toBe('Feasible, within 3.2 % of the best');
    expect(figure('Total gain')).toBe('+5 Sprint Speed');
    expect(figure('Worked out in')).toBe('2.15 s');
    expect(screen.getByText(/more useful chains than the best 12 each/)).toBeTruthy();
  });

  it('rates cards at a chosen position for squad fit', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/evo-lab/planner/', gateway());
    const form = await screen.findByRole('form', { name: 'Plan settings' });
    expect(within(form).queryByRole('combobox', { name: 'Position' })).toBeNull();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Raise' }),
      'Squad fit at a position',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Position' }), 'CB');
    await user.click(within(form).getByRole('button', { name: 'Plan my evolutions' }));
    await screen.findByRole('heading', { name: 'Your plan' });
    expect(screen.getByText('Total gain', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '+5 rating at CB',
    );
    const asked = planRequests(requests)[0]!;
    expect(asked.searchParams.get('objective')).toBe('squadFit');
    expect(asked.searchParams.get('position')).toBe('5');
  });

  it('says when no chain raises any card', async () => {
    renderApp(
      '/evo-lab/planner/?objective=overall',
      gateway({ [PLANNER]: () => ({ body: { data: planFixture({ assignments: [], totalGain: 0 }) } }) }),
    );
    expect(await screen.findByText('No chain raises any of your cards within these limits.')).toBeTruthy();
  });
});
