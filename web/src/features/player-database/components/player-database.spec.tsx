import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeFilterQuery, encodeFilterQuery } from '@futgg/game-rules';
import { coreDataFixture, playerItemFixture, summaryFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

const handlers = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/26/player-items/': (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const rows = Array.from({ length: 50 }, (_, index) =>
      summaryFixture(1000 + (page - 1) * 50 + index, { overall: 99 - (index % 10) }),
    );
    return { body: { data: rows, totalCount: 120 } };
  },
  '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000) } }),
  '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
    body: { data: [summaryFixture(1000)] },
  }),
};

type Router = ReturnType<typeof renderApp>['router'];

const searches = (requests: URL[]) => requests.filter((url) => url.pathname === '/api/fut/26/player-items/');
const filterQueryOf = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  params.delete('page_size');
  return encodeFilterQuery(decodeFilterQuery(params));
};

describe('player database', () => {
  it('reads its filters from the URL (spec encoding) and asks the API for exactly those', async () => {
    const query = 'overall__gte=85&leagues=13&sort=-price';
    const { requests } = renderApp(`/26/players/?${query}`, handlers);
    expect(await screen.findByRole('link', { name: 'Player 1000' })).toBeTruthy();
    expect(filterQueryOf(searches(requests)[0]!)).toBe(query);
    expect((screen.getByRole('spinbutton', { name: 'Overall minimum' }) as HTMLInputElement).value).toBe(
      '85',
    );
    expect(
      within(screen.getByRole('list', { name: 'Chosen leagues' })).getByText('Premier League'),
    ).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('-price');
  });

  it('writes every edit back into the URL so a link reproduces the view, with bounds enforced', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const overall = screen.getByRole('spinbutton', { name: 'Overall minimum' });
    await user.type(overall, '120{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=99'));
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    await user.click(screen.getByRole('option', { name: 'Premier League' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=99&leagues=13&sort=-price'));
    await user.click(screen.getByRole('button', { name: 'Exclude Premier League' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?overall__gte=99&excludedLeagues=13&sort=-price'),
    );
    await waitFor(() =>
      expect(filterQueryOf(searches(requests).at(-1)!)).toBe(
        'overall__gte=99&excludedLeagues=13&sort=-price',
      ),
    );
  });

  it('sorts by a column header: descending on the first click, ascending on the next', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.click(screen.getByRole('button', { name: /PAC/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-facePace'));
    // The second click is the user's answer to the header now showing descending.
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /PAC/ }).getAttribute('aria-sort')).toBe('descending'),
    );
    await user.click(screen.getByRole('button', { name: /PAC/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=facePace'));
  });

  it('applies a quick filter from core data, and any edit clears it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const preset = screen.getByRole('button', { name: 'Best rated' });
    await user.click(preset);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-overall'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Best rated' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: 'Left' }));
    await waitFor(() => expect(router.state.location.search).toBe('?foot=2&sort=-overall'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Best rated' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('takes the active quick filter off when it is clicked again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.click(screen.getByRole('button', { name: 'Best rated' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Best rated' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: 'Best rated' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Best rated' }).getAttribute('aria-pressed')).toBe('false'),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to reset the filters when none of the players match them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/?overall__gte=99&leagues=13', {
      ...handlers,
      '/api/fut/26/player-items/': (url: URL) =>
        url.searchParams.has('leagues')
          ? { body: { data: [], totalCount: 0 } }
          : handlers['/api/fut/26/player-items/'](url),
    });
    await screen.findByText('No players match these filters.');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Player 1000' })).toBeTruthy();
  });

  it('applies a number once the typing pauses, without Enter, and not the digits on the way', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('spinbutton', { name: 'Overall minimum' }), '85');
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=85'));
    expect(searches(requests).map(filterQueryOf)).toEqual(['', 'overall__gte=85']);
  });

  it("shows the price filter's top as open-ended: cards cost more than its bound", async () => {
    renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    expect(screen.getByRole('spinbutton', { name: 'Price maximum' }).getAttribute('placeholder')).toBe(
      '1.5M+',
    );
    expect(screen.getByRole('spinbutton', { name: 'Overall maximum' }).getAttribute('placeholder')).toBe(
      '99',
    );
  });

  it('reads and sorts by the goalkeeper face stats when only goalkeepers are listed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/?positions=0', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['DIV', 'HAN', 'KIC', 'REF', 'SPD', 'POS']));
    expect(headers).not.toContain('PAC');
    await user.click(screen.getByRole('button', { name: /DIV/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?positions=0&sort=-gkFaceDiving'));
  });

  it('keeps the filters of the screen when the visitor leaves and comes back without a query', async () => {
    const { router } = renderApp('/26/players/?overall__gte=90', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await act(() => router.navigate('/26/players/1000/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Kylian Mbappé/ })).toBeTruthy();
    await act(() => router.navigate('/26/players/'));
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=90'));
  });

  it('appends the next page when asked, keeping the rows already loaded', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    expect(screen.getByRole('table', { name: 'Players' }).getAttribute('aria-rowcount')).toBe('121');
    await user.click(screen.getByRole('button', { name: 'Load more players (50 of 120)' }));
    expect(await screen.findByRole('button', { name: 'Load more players (100 of 120)' })).toBeTruthy();
    expect(searches(requests).map((url) => url.searchParams.get('page'))).toEqual([null, '2']);
    expect(screen.getByRole('link', { name: 'Player 1000' })).toBeTruthy();
  });

  it('fetches the rows of the league the reader is about to pick, so the pick shows them without asking again', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/players/?sort=-price', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    // The active option (Premier League, the best match) is fetched before any pick.
    await waitFor(() =>
      expect(searches(requests).map(filterQueryOf)).toEqual(['sort=-price', 'leagues=13&sort=-price']),
    );
    await user.click(screen.getByRole('option', { name: 'Premier League' }));
    await waitFor(() => expect(router.state.location.search).toBe('?leagues=13&sort=-price'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('false'),
    );
    expect(searches(requests).map(filterQueryOf)).toEqual(['sort=-price', 'leagues=13&sort=-price']);
  });

  it("shows each nation's flag in the list and on the chosen chip, beside its name", async () => {
    const user = userEvent.setup();
    renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Nations' }), 'fra');
    const france = screen.getByRole('option', { name: 'France' });
    expect(france.querySelector('img')?.getAttribute('src')).toBe('/static/nations/26/18.svg');
    await user.click(france);
    const chosen = await screen.findByRole('list', { name: 'Chosen nations' });
    expect(within(chosen).getByText('France').parentElement?.querySelector('img')?.getAttribute('src')).toBe(
      '/static/nations/26/18.svg',
    );
  });

  it("fetches a quick filter's rows when the pointer rests on it", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const [preset] = coreDataFixture().quickFilters;
    await user.hover(screen.getByRole('button', { name: preset!.name }));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(filterQueryOf(searches(requests)[1]!)).toBe(encodeFilterQuery(decodeFilterQuery(preset!.query)));
  });

  it('asks for the next page once the reader scrolls near the end of the rows, not before', async () => {
    const { requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    // The first render shows the whole first page; only a measured window near its end asks for more.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searches(requests).map((url) => url.searchParams.get('page'))).toEqual([null]);
    act(() => {
      window.scrollTo(0, 40 * 60);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(searches(requests).map((url) => url.searchParams.get('page'))).toEqual([null, '2']),
    );
    expect(await screen.findByRole('button', { name: 'Load more players (100 of 120)' })).toBeTruthy();
    act(() => window.scrollTo(0, 0));
  });

  it('names a filter of a link the codec refuses and keeps the others', async () => {
    const { requests } = renderApp('/26/players/?overall__gte=500&leagues=13', handlers);
    const notice = (await screen.findByRole('alert')).textContent;
    expect(notice).toContain('overall__gte');
    expect(notice).not.toContain('leagues');
    await screen.findByRole('link', { name: 'Player 1000' });
    expect(filterQueryOf(searches(requests)[0]!)).toBe('leagues=13');
    expect(
      within(screen.getByRole('list', { name: 'Chosen leagues' })).getByText('Premier League'),
    ).toBeTruthy();
  });

  it('says plainly that a game year has no player data, with the way to the one there is', async () => {
    renderApp('/25/players/', handlers);
    expect(await screen.findByRole('heading', { name: 'No FC 25 players here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the player database' }).getAttribute('href')).toBe(
      '/26/players/',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders a collapsed filter group only once opened, and opens one a link filters on', async () => {
    const user = userEvent.setup();
    renderApp('/26/players/?facePace__gte=90', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    expect((screen.getByRole('spinbutton', { name: 'Pace minimum' }) as HTMLInputElement).value).toBe('90');
    expect(screen.queryByRole('spinbutton', { name: 'Finishing minimum' })).toBeNull();
    await user.click(screen.getByText('Shooting attributes'));
    expect(await screen.findByRole('spinbutton', { name: 'Finishing minimum' })).toBeTruthy();
  });

  it('keeps the previous rows, marked busy, while the rows of a new filter load', async () => {
    const user = userEvent.setup();
    let answerLeague: () => void = () => undefined;
    const leagueAnswered = new Promise<void>((resolve) => (answerLeague = resolve));
    const { router } = renderApp('/26/players/', {
      ...handlers,
      '/api/fut/26/player-items/': async (url: URL) => {
        if (url.searchParams.has('leagues')) {
          await leagueAnswered;
          return { body: { data: [summaryFixture(2000)], totalCount: 1 } };
        }
        return handlers['/api/fut/26/player-items/'](url);
      },
    });
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    await user.click(screen.getByRole('option', { name: 'Premier League' }));
    await waitFor(() => expect(router.state.location.search).toBe('?leagues=13'));
    // The router's state moves before React commits the render that reads it.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(screen.getByRole('link', { name: 'Player 1000' })).toBeTruthy();
    answerLeague();
    expect(await screen.findByRole('link', { name: 'Player 2000' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Player 1000' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('false');
  });

  it("writes every row's cells anew when a filter changes, each row showing its own card", async () => {
    const user = userEvent.setup();
    const leagueRows = Array.from({ length: 50 }, (_, index) =>
      summaryFixture(3000 + index, { overall: 60 + (index % 30), leagueEaId: 13, clubEaId: 10 }),
    );
    renderApp('/26/players/', {
      ...handlers,
      '/api/fut/26/player-items/': (url: URL) =>
        url.searchParams.has('leagues')
          ? { body: { data: leagueRows, totalCount: 50 } }
          : handlers['/api/fut/26/player-items/'](url),
    });
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    await user.click(screen.getByRole('option', { name: 'Premier League' }));
    await screen.findByRole('link', { name: 'Player 3000' });
    const rows = within(screen.getByRole('table', { name: 'Players' }))
      .getAllByRole('row')
      .slice(1);
    // The rows in view (the table is virtualised), each matched to its card by its row index.
    expect(rows.length).toBeGreaterThan(10);
    rows.forEach((row) => {
      const card = leagueRows[Number(row.getAttribute('aria-rowindex')) - 2]!;
      expect(within(row).getByRole('link').textContent).toBe(`Player ${card.eaId}`);
      expect(row.querySelector('.overall-badge')?.textContent).toBe(String(card.overall));
      expect(row.querySelector('.league')?.textContent).toBe('Premier League');
    });
    expect(screen.queryByRole('link', { name: 'Player 1000' })).toBeNull();
  });

  it('keeps both of two edits made before the page shows the first', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    const option = screen.getByRole('option', { name: 'Premier League' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // One act: React and the router render once, after both edits.
    act(() => {
      fireEvent.click(option);
      fireEvent.change(sort, { target: { value: '-price' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?leagues=13&sort=-price'));
  });

  it('shows an edit at once and writes it into the URL only after that, in one history entry', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    act(() => {
      fireEvent.click(screen.getByRole('option', { name: 'Premier League' }));
    });
    // Shown and asked for in the click's own render; the address bar is written after the paint.
    expect(
      within(screen.getByRole('list', { name: 'Chosen leagues' })).getByText('Premier League'),
    ).toBeTruthy();
    expect(searches(requests).some((url) => filterQueryOf(url) === 'leagues=13')).toBe(true);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?leagues=13'));
    // Pushed once: one step back is the page before the edit.
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen leagues' })).toBeNull();
  });

  /**
   * Picks Premier League in the database opened at `path` and, in the same act (before the edit's URL
   * can be written), moves the router with `move`; then waits long enough for that URL to have been
   * written, had it not been dropped.
   */
  const pickLeagueThenMove = async (path: string, move: (router: Router) => Promise<void>) => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    if (path !== '/26/players/') await act(() => router.navigate(path));
    await user.type(screen.getByRole('combobox', { name: 'Leagues' }), 'premier');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Premier League' }));
      await move(router);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    return router;
  };

  it('drops an edit not yet in the URL when the reader moves back through the history first', async () => {
    const router = await pickLeagueThenMove('/26/players/?sort=-overall', (router) => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen leagues' })).toBeNull();
  });

  it('writes no URL for an edit whose page the reader left before it was painted', async () => {
    const router = await pickLeagueThenMove('/26/players/', (router) => router.navigate('/26/players/1000/'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/26/players/1000/');
  });
});
