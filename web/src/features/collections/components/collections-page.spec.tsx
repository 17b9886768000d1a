import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection } from '@futgg/contracts';
import { signedInFixture, summaryFixture } from '../../../testing/fixtures';
import { IDENTITY_PATH, renderApp, type FakeRoute } from '../../../testing/render';

jest.setTimeout(30_000);

const totw: Collection = {
  gameYear: 26,
  slug: 'team-of-the-week',
  name: 'Team of the Week',
  description: 'In-form cards.',
  kind: 'program',
  playerCount: 2,
  imageUrl: null,
  releasedAt: null,
};
const publicHandlers: Record<string, FakeRoute> = {
  '/api/fut/collections/26/': () => ({ body: { data: [totw] } }),
  '/api/fut/collections/26/team-of-the-week/': () => ({ body: { data: totw } }),
  '/api/fut/collections/26/team-of-the-week/players/': () => ({
    body: { data: [summaryFixture(5001, { commonName: 'Mbappé', overall: 91 })], totalCount: 1 },
  }),
};
const signedIn: Record<string, FakeRoute> = {
  ...publicHandlers,
  [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
  '/api/fut/collections/26/user/': () => ({ body: { data: [{ ...totw, ownedCount: 1, progress: 0.5 }] } }),
  '/api/fut/collections/26/user/players/': (url) => ({
    body: {
      data: [
        { ...summaryFixture(5001, { commonName: 'Mbappé', overall: 91 }), owned: true },
        { ...summaryFixture(5002, { commonName: 'Saka', overall: 88 }), owned: false },
      ].filter((p) => url.searchParams.get('owned') !== 'owned' || p.owned),
      totalCount: 2,
    },
  }),
};

describe('collections', () => {
  it('lists the collections to a visitor, inviting them to sign in for their progress', async () => {
    const { requests } = renderApp('/collections/', publicHandlers);
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(within(list).getByRole('link', { name: 'Team of the Week' }).getAttribute('href')).toBe(
      '/collections/team-of-the-week/',
    );
    const invitation = await screen.findByText(/to see how much of each collection your club holds/);
    expect(within(invitation).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(requests.some((url) => url.pathname === '/api/fut/collections/26/user/')).toBe(false);
  });

  it('shows a signed-in reader their progress in each collection', async () => {
    renderApp('/collections/', signedIn);
    const bar = await screen.findByRole('progressbar', { name: 'Your progress in Team of the Week' });
    expect(bar.closest('p')!.textContent).toContain('1 of 2 owned (50\u00a0%)');
  });

  it('shows a collection’s cards, and to a signed-in reader which they own, filtered', async () => {
    const user = userEvent.setup();
    const first = renderApp('/collections/team-of-the-week/', publicHandlers);
    expect(await screen.findByRole('link', { name: 'Mbappé' })).toBeTruthy();
    expect(screen.queryByText('Owned')).toBeNull();
    first.unmount();
    const { requests } = renderApp('/collections/team-of-the-week/', signedIn);
    const cards = await screen.findByRole('list', { name: 'Cards' });
    expect(within(cards).getByText('Owned')).toBeTruthy();
    expect(within(cards).getByText('Missing')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'owned');
    await waitFor(() => expect(screen.queryByText('Missing')).toBeNull());
    const asked = requests.filter((url) => url.pathname === '/api/fut/collections/26/user/players/').at(-1)!;
    expect(asked.searchParams.get('collection')).toBe('team-of-the-week');
    expect(asked.searchParams.get('owned')).toBe('owned');
  });

  it('shows the empty, missing and failed states', async () => {
    const first = renderApp('/collections/', { '/api/fut/collections/26/': () => ({ body: { data: [] } }) });
    expect(await screen.findByText('No collections yet.')).toBeTruthy();
    first.unmount();
    const second = renderApp('/collections/nope/', publicHandlers);
    expect(await screen.findByText('There is no such collection.')).toBeTruthy();
    second.unmount();
    renderApp('/collections/', { '/api/fut/collections/26/': () => ({ status: 503, body: {} }) });
    expect(await screen.findByText('The collections could not be loaded.')).toBeTruthy();
  });
});
