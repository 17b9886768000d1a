import { screen, waitFor, within } from '@testing-library/react';
import { coreDataFixture, playerItemFixture, summaryFixture } from '../../testing/fixtures';
import { renderApp, type FakeRoute } from '../../testing/render';

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000) } }),
  '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
    body: { data: [summaryFixture(1000)] },
  }),
  '/api/views/track/': () => ({ status: 202, body: { data: { accepted: true } } }),
  '/api/views/1/counts/': () => ({ body: { data: { '1000': 4321 } } }),
  '/api/comments/1/1000/': () => ({ body: { data: [], totalCount: 0 } }),
  '/api/votes/entities/': () => ({
    body: {
      data: [
        {
          entityIdentifier: '1-1000',
          contentTypeId: 1,
          entityId: '1000',
          upvotes: 7,
          downvotes: 1,
          score: 6,
        },
      ],
    },
  }),
};

describe('the player page’s social pieces', () => {
  it('tracks one view of the card, and shows its votes, views, price alert sign-in and comments', async () => {
    const { calls } = renderApp('/26/players/1000/', handlers);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() =>
      expect(within(overview).getByRole('button', { name: /^Upvote\sthis\scard\b/ }).textContent).toContain(
        '7',
      ),
    );
    await waitFor(() => expect(within(overview).getByText('4.3K')).toBeTruthy());
    expect(await screen.findByRole('link', { name: 'Sign in to set a price alert' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeTruthy();
    const tracked = calls.filter((call) => call.url.pathname === '/api/views/track/');
    expect(tracked.map((call) => [call.method, JSON.parse(call.body!)])).toEqual([
      ['POST', { type: 'entity_view', contentTypeId: 1, entityId: 1000 }],
    ]);
  });
});
