import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Fixture, Tournament } from '@futgg/contracts';
import { AppProviders } from '../../../app/provider';
import { createAppRoutes } from '../../../app/router';
import { createApi } from '../../../lib/api';
import {
  fakeFetch,
  IDENTITY_PATH,
  renderApp,
  testQueryClient,
  withFakeStreams,
  type FakeRoute,
} from '../../../testing/render';

jest.setTimeout(30_000);

const tournament: Tournament = {
  slug: 'world-cup',
  name: 'World Cup',
  shortName: 'WC',
  description: 'Thirty-two nations.',
  format: 'groups-knockout',
  participantKind: 'team',
  startDate: '2026-11-20',
  endDate: '2026-12-18',
  status: 'live',
  gameYear: 26,
  participantCount: 4,
  fixtureCount: 3,
};

const fixture = (id: number, overrides: Partial<Fixture> = {}): Fixture => ({
  id,
  tournamentSlug: 'world-cup',
  stage: 'group',
  round: 'Matchday 1',
  roundOrder: 1,
  groupId: 1,
  home: { participantId: 1, name: 'France', shortName: 'FRA' },
  away: { participantId: 2, name: 'Brazil', shortName: 'BRA' },
  kickoffAt: '2026-11-27T15:00:00.000Z',
  status: 'live',
  minute: 30,
  score: { home: 0, away: 0 },
  events: [],
  revision: 3,
  updatedAt: '2026-11-27T15:30:00.000Z',
  ...overrides,
});

const handlers: Record<string, FakeRoute> = {
  '/api/fut/live/tournaments/': () => ({ body: { data: [tournament] } }),
  '/api/fut/live/tournaments/world-cup/': () => ({ body: { data: tournament } }),
  '/api/fut/live/tournaments/world-cup/fixtures/': () => ({
    body: {
      data: [
        fixture(11),
        fixture(12, {
          round: 'Final',
          roundOrder: 4,
          stage: 'knockout',
          status: 'scheduled',
          home: { participantId: 3, name: 'Spain', shortName: 'ESP' },
        }),
      ],
    },
  }),
  '/api/fut/live/tournaments/world-cup/groups/': () => ({
    body: {
      data: [
        {
          id: 1,
          name: 'Group A',
          standings: [
            {
              position: 1,
              participantId: 1,
              name: 'France',
              played: 1,
              won: 1,
              drawn: 0,
              lost: 0,
              goalsFor: 2,
              goalsAgainst: 0,
              goalDifference: 2,
              points: 3,
            },
          ],
        },
      ],
    },
  }),
  '/api/fut/live/tournaments/world-cup/bracket/': () => ({
    body: { data: { tournamentSlug: 'world-cup', rounds: [] } },
  }),
};

describe('live scores pages', () => {
  it('lists the tournaments, each linking to its page with its status', async () => {
    renderApp('/live/', handlers);
    const list = await screen.findByRole('list', { name: 'Tournaments' });
    expect(within(list).getByRole('link', { name: 'World Cup' }).getAttribute('href')).toBe(
      '/live/world-cup/',
    );
    expect(within(list).getByText('Live now')).toBeTruthy();
  });

  it('shows the fixtures by round, the groups and an empty bracket in the tournament’s tabs', async () => {
    const { router } = renderApp('/live/world-cup/', handlers);
    const matchday = await screen.findByRole('list', { name: 'Matchday 1 fixtures' });
    expect(
      within(matchday)
        .getByRole('link', { name: /France\s*0 – 0\s*Brazil/ })
        .getAttribute('href'),
    ).toBe('/live/fixtures/11/');
    expect(within(screen.getByRole('list', { name: 'Final fixtures' })).getByText('vs')).toBeTruthy();
    act(() => screen.getByRole('tab', { name: 'Groups' }).click());
    const table = await screen.findByRole('table', { name: 'Group A' });
    expect(within(table).getByRole('link', { name: 'France' }).getAttribute('href')).toBe(
      '/live/world-cup/participants/1/',
    );
    expect(router.state.location.search).toBe('?tab=groups');
    act(() => screen.getByRole('tab', { name: 'Bracket' }).click());
    expect(await screen.findByText('No knockout rounds yet.')).toBeTruthy();
  });

  it('says there is no such tournament for an unknown slug', async () => {
    renderApp('/live/nope/', handlers);
    expect(await screen.findByText('There is no such tournament.')).toBeTruthy();
  });

  it('shows the empty and failed states of the tournament list', async () => {
    const { unmount } = renderApp('/live/', { '/api/fut/live/tournaments/': () => ({ body: { data: [] } }) });
    expect(await screen.findByText('No tournaments yet.')).toBeTruthy();
    unmount();
    renderApp('/live/', { '/api/fut/live/tournaments/': () => ({ status: 503, body: {} }) });
    expect(await screen.findByText('The tournaments could not be loaded.')).toBeTruthy();
  });

  describe('a live fixture', () => {
    /** The app at `path` over a fake gateway whose fixture stream answers a text/event-stream the test writes. */
    const renderLive = (path: string, routes: Record<string, FakeRoute>) => {
      const fake = fakeFetch({
        [IDENTITY_PATH]: () => ({ body: { data: { isAuthenticated: false } } }),
        ...routes,
      });
      const { fetch, streams } = withFakeStreams(fake.fetch);
      const api = createApi({ fetch });
      const queryClient = testQueryClient();
      const router = createMemoryRouter(createAppRoutes({ queryClient, api }), { initialEntries: [path] });
      const view = render(
        <AppProviders api={api} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
      return { ...view, router, streams, requests: fake.requests };
    };
    const score = () => screen.getByTestId('fixture-score').textContent;

    it('changes its score on screen from the stream, ignores an older revision, and stops once finished', async () => {
      const { streams } = renderLive('/live/fixtures/11/', {
        '/api/fut/live/fixtures/11/': () => ({ body: { data: fixture(11) } }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'France v Brazil' })).toBeTruthy();
      expect(score()).toBe('0 – 0');
      await waitFor(() => expect(streams).toHaveLength(1));
      expect(streams[0]!.url.pathname).toBe('/api/fut/live/fixtures/11/stream/');
      const goal = fixture(11, {
        minute: 34,
        score: { home: 1, away: 0 },
        revision: 4,
        events: [
          { id: 1, minute: 34, kind: 'goal', side: 'home', eaId: 9, playerName: 'Mbappé', assistEaId: null },
        ],
      });
      act(() => streams[0]!.push(`: keep-alive\n\nevent: fixture\ndata: ${JSON.stringify(goal)}\n\n`));
      await waitFor(() => expect(score()).toBe('1 – 0'));
      expect(screen.getByText(/Goal: Mbappé \(FRA\)/)).toBeTruthy();
      expect(screen.getByTestId('fixture-status').textContent).toBe("Live 34'");
      // A late change (lower revision) does not undo the newer one.
      act(() =>
        streams[0]!.push(`event: fixture\ndata: ${JSON.stringify(fixture(11, { revision: 3 }))}\n\n`),
      );
      const finished = {
        ...goal,
        status: 'finished' as const,
        minute: 90,
        revision: 9,
        score: { home: 2, away: 1 },
      };
      act(() => streams[0]!.push(`event: fixture\ndata: ${JSON.stringify(finished)}\n\n`));
      await waitFor(() => expect(score()).toBe('2 – 1'));
      expect(screen.getByTestId('fixture-status').textContent).toBe('Full time');
      expect(screen.queryByTestId('live-state')).toBeNull();
      expect(streams).toHaveLength(1);
    });

    it('opens no stream for a finished fixture, and says so for an unknown one', async () => {
      const { streams, unmount } = renderLive('/live/fixtures/11/', {
        '/api/fut/live/fixtures/11/': () => ({
          body: { data: fixture(11, { status: 'finished', score: { home: 3, away: 2 } }) },
        }),
      });
      expect(await screen.findByText('3 – 2')).toBeTruthy();
      expect(streams).toHaveLength(0);
      unmount();
      renderLive('/live/fixtures/99/', {});
      expect(await screen.findByText('There is no such fixture.')).toBeTruthy();
    });

    it('reopens a dropped stream and reads the fixture again', async () => {
      const { streams, requests } = renderLive('/live/fixtures/11/', {
        '/api/fut/live/fixtures/11/': () => ({ body: { data: fixture(11) } }),
      });
      await waitFor(() => expect(streams).toHaveLength(1));
      const reads = () => requests.filter((url) => url.pathname === '/api/fut/live/fixtures/11/').length;
      expect(reads()).toBe(1);
      act(() => streams[0]!.end());
      await waitFor(() => expect(screen.getByTestId('live-state').textContent).toMatch(/reconnecting/));
      await waitFor(() => expect(streams).toHaveLength(2), { timeout: 6000 });
      await waitFor(() => expect(reads()).toBe(2));
    });
  });
});
