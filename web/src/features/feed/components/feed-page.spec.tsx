import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedDay, FeedEntry } from '@futgg/contracts';
import { renderApp, type FakeRoute } from '../../../testing/render';

jest.setTimeout(30_000);

const counts = { player: 0, evolution: 0, sbc: 0, objective: 0 };
const entry = (
  kind: FeedEntry['kind'],
  id: string,
  name: string,
  url: string,
  extra: Partial<FeedEntry> = {},
): FeedEntry => ({
  kind,
  entityId: id,
  name,
  url,
  imageUrl: null,
  rating: null,
  rewardsPlayer: false,
  program: null,
  addedAt: '2026-11-27T18:00:00.000Z',
  ...extra,
});
const day = (date: string, entries: FeedEntry[]): FeedDay => ({ gameYear: 26, date, counts, entries });

const handlers: Record<string, FakeRoute> = {
  '/api/fut/feed/dates/': () => ({
    body: {
      data: {
        gameYear: 26,
        dates: [
          { date: '2026-11-27', total: 3, counts },
          { date: '2026-11-26', total: 1, counts },
        ],
      },
    },
  }),
  '/api/fut/feed/2026-11-27/': () => ({
    body: {
      data: day('2026-11-27', [
        entry('player', '5001', 'Mbappé', '/26/players/5001/', { rating: 91, program: 'Team of the Week' }),
        entry('sbc', '7', 'Marquee Matchups', '/sbc/7/', { rewardsPlayer: true, rating: 88 }),
        entry('objective', '3', 'Weekly Ones', '/objectives/weekly-ones/'),
      ]),
    },
  }),
  '/api/fut/feed/2026-11-26/': () => ({ body: { data: day('2026-11-26', []) } }),
};

describe('daily feed', () => {
  it('shows the newest day by kind in richness order, each entry linking to its page', async () => {
    const { requests } = renderApp('/feed/', handlers);
    expect(await screen.findByRole('heading', { name: 'Friday, 27 November 2026' })).toBeTruthy();
    const sections = [...document.querySelectorAll('section.panel')].map((s) => s.getAttribute('aria-label'));
    expect(sections).toEqual(['Players', 'SBCs', 'Objectives']);
    const sbcs = screen.getByRole('region', { name: 'SBCs' });
    expect(within(sbcs).getByRole('link', { name: 'Marquee Matchups' }).getAttribute('href')).toBe('/sbc/7/');
    expect(within(sbcs).getByText('Player reward')).toBeTruthy();
    expect(requests.find((url) => url.pathname === '/api/fut/feed/dates/')!.searchParams.get('game')).toBe(
      '26',
    );
  });

  it('moves between days with the picker and the older/newer buttons, the day in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/feed/', handlers);
    await screen.findByRole('heading', { name: 'Friday, 27 November 2026' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2026-11-26');
    expect(await screen.findByText('Nothing was added on Thursday, 26 November 2026.')).toBeTruthy();
    expect(router.state.location.search).toBe('?date=2026-11-26');
    expect((screen.getByRole('button', { name: '← Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Newer →' }));
    expect(await screen.findByRole('link', { name: 'Mbappé' })).toBeTruthy();
  });

  it('says so when nothing was ever added, and offers a retry when the feed fails', async () => {
    const { unmount } = renderApp('/feed/', {
      '/api/fut/feed/dates/': () => ({ body: { data: { gameYear: 26, dates: [] } } }),
    });
    expect(await screen.findByText('Nothing has been added yet.')).toBeTruthy();
    unmount();
    renderApp('/feed/', { '/api/fut/feed/dates/': () => ({ status: 503, body: {} }) });
    expect(await screen.findByText('The feed could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
