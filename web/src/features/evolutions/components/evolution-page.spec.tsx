import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coreDataFixture, summaryFixture } from '../../../testing/fixtures';
import { evolutionFixture } from '../../../testing/evolution-fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const everyKind = evolutionFixture(5, {
  name: 'Winger Masterclass',
  coinsCost: 15_000,
  pointsCost: 200,
  repeatabilityCount: 3,
  requirements: {
    minOverall: 70,
    maxOverall: 84,
    leagues: [13, 53],
    clubs: [10],
    nations: [18],
    rarities: [1],
    excludedRarities: [3],
    minSkillMoves: 3,
    maxWeakFoot: 4,
    positions: [52, 12],
    excludedPositions: [0],
    totalPositions: 1,
    maxRolesPlus: 2,
    maxRolesPlusPlus: 0,
    minPlaystyles: 1,
    maxPlaystyles: 6,
    maxPlaystylesPlus: 1,
    minStats: { facePace: 80 },
    maxStats: { faceShooting: 85, attributeFinishing: 88 },
  },
});

const eligibleRoute: FakeRoute = (url) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const first = 1000 + (page - 1) * 20;
  const rows = Array.from({ length: page === 3 ? 5 : 20 }, (_, index) => summaryFixture(first + index));
  return { body: { data: rows, totalCount: 45 } };
};

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/evolutions/5/': () => ({ body: { data: everyKind } }),
  '/api/fut/evolutions/5/eligible-players/': eligibleRoute,
};

const eligibleRequests = (requests: URL[]) =>
  requests.filter((url) => url.pathname === '/api/fut/evolutions/5/eligible-players/');

describe('evolution page', () => {
  it('shows the name, description, time left, cost and repeatability', async () => {
    renderApp('/evolutions/5/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winger Masterclass' })).toBeTruthy();
    expect(screen.getByText('Pace and a PlayStyle+ for quick wingers.')).toBeTruthy();
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Time left')).toMatch(/^ends in 3 d 4 h\d{2}\/\d{2}\/\d{4}/);
    expect(fact('Cost')).toBe('15,000 coins + 200 FC Points');
    expect(fact('Repeatable')).toBe('3 times per club');
    expect(fact('Levels')).toBe('2');
    expect(document.title).toBe('Winger Masterclass evolution · FC 26 · FUTGG');
  });

  it('lists each level with every upgrade and its cap', async () => {
    renderApp('/evolutions/5/', handlers);
    const levels = await screen.findByRole('region', { name: 'Levels' });
    const upgradesOf = (level: string) =>
      within(within(levels).getByRole('heading', { name: level }).closest('li')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(upgradesOf('Level 1')).toEqual(['+2 PAC, up to 88', '+1 WF, up to 4']);
    expect(upgradesOf('Level 2')).toEqual(['+1 PAC, up to 88', 'PS+ Rapid, while under 2 PlayStyles+']);
  });

  it('words a requirement of every kind, names looked up in core data', async () => {
    renderApp('/evolutions/5/', handlers);
    const requirements = await screen.findByRole('region', { name: 'Requirements' });
    const lines = [...requirements.querySelectorAll('.requirement-list__row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(lines).toEqual([
      ['Overall', '70 to 84'],
      ['League', 'Premier League or LALIGA EA SPORTS'],
      ['Club', 'Manchester City'],
      ['Nation', 'France'],
      ['Rarity', 'Rare Gold'],
      ['Not for', 'Team of the Week'],
      ['Skill moves', '3★ or higher'],
      ['Weak foot', '4★ or lower'],
      ['Position', 'any attacker or RM (main or alternative)'],
      ['Not playing', 'GK (main or alternative)'],
      ['Alternative positions', 'exactly 1'],
      ['Roles+', 'at most 2'],
      ['Roles++', 'no Roles++'],
      ['PlayStyles', '1 to 6'],
      ['PlayStyles+', 'at most 1'],
      ['Pace', '80 or higher'],
      ['Shooting', '85 or lower'],
      ['Finishing', '88 or lower'],
    ]);
  });

  it('lists the eligible players, each linking to its page and to the lab with the evolution', async () => {
    renderApp('/evolutions/5/', handlers);
    const player = await screen.findByRole('link', { name: 'Player 1000' });
    expect(player.getAttribute('href')).toBe('/26/players/1000/');
    const lab = screen.getByRole('link', { name: 'Open in lab with Player 1000' });
    expect(lab.getAttribute('href')).toBe('/evo-lab/?eaId=1000&evolutionIds=5&evos=5');
    expect(screen.getByText('45 players')).toBeTruthy();
  });

  it("filters, sorts and pages the eligible players with the player database's filters", async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/evolutions/5/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('spinbutton', { name: 'Overall minimum' }), '80{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=80'));
    await waitFor(() =>
      expect(eligibleRequests(requests).at(-1)!.searchParams.get('overall__gte')).toBe('80'),
    );
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    await user.click(screen.getByRole('option', { name: 'Premier League' }));
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=80&leagues=13'));

    await user.click(screen.getByRole('button', { name: /PAC/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?overall__gte=80&leagues=13&sort=-facePace'),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /PAC/ }).getAttribute('aria-sort')).toBe('descending'),
    );

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Player 1020' })).toBeTruthy();
    expect(router.state.location.search).toBe('?overall__gte=80&leagues=13&sort=-facePace&page=2');
    const last = eligibleRequests(requests).at(-1)!;
    expect(last.searchParams.get('page')).toBe('2');
    expect(last.searchParams.get('sort')).toBe('-facePace');
    expect(last.searchParams.get('leagues')).toBe('13');

    // An edit of the filters goes back to the first page.
    await user.click(screen.getByRole('button', { name: 'Remove Premier League' }));
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=80&sort=-facePace'));
  });

  it('reads its filters and page from a link', async () => {
    const { requests } = renderApp('/evolutions/5/?positions=25&sort=-overall&page=3', handlers);
    expect(await screen.findByRole('link', { name: 'Player 1040' })).toBeTruthy();
    const first = eligibleRequests(requests)[0]!;
    expect(first.searchParams.get('positions')).toBe('25');
    expect(first.searchParams.get('page')).toBe('3');
    expect(screen.getByRole('navigation', { name: 'Eligible players pages' }).textContent).toContain(
      '41–45 of 45',
    );
  });

  it('says so when there is no such evolution', async () => {
    renderApp('/evolutions/77/', {
      ...handlers,
      '/api/fut/evolutions/77/': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x' } },
      }),
      '/api/fut/evolutions/77/eligible-players/': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x' } },
      }),
    });
    expect(await screen.findByText('There is no such evolution.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every evolution' }).getAttribute('href')).toBe(
      '/evolutions/',
    );
  });
});
