import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiContext } from '../../../lib/api';
import { testApi, testQueryClient, type FakeRoute } from '../../../testing/render';
import { CountBadge } from './count-badge';
import { VoteButtons } from './vote-buttons';

const tallyOf = (identifier: string, upvotes: number, downvotes: number) => {
  const [contentTypeId, entityId] = [
    identifier.slice(0, identifier.indexOf('-')),
    identifier.slice(identifier.indexOf('-') + 1),
  ];
  return {
    entityIdentifier: identifier,
    contentTypeId: Number(contentTypeId),
    entityId,
    upvotes,
    downvotes,
    score: upvotes - downvotes,
  };
};

/** The votes routes over a store: tallies of everything asked (zero when none), the caller's votes, casting. */
const fakeVotes = (mine: Record<string, 1 | -1> = {}) => {
  const tallies = new Map<string, { up: number; down: number }>([['1-1000', { up: 5, down: 2 }]]);
  const handlers: Record<string, FakeRoute> = {
    '/api/votes/entities/': (url) => ({
      body: {
        data: url.searchParams
          .get('identifiers')!
          .split(',')
          .map((id) => tallyOf(id, tallies.get(id)?.up ?? 0, tallies.get(id)?.down ?? 0)),
      },
    }),
    '/api/votes/user/': (url) => ({
      body: {
        data: url.searchParams
          .get('identifiers')!
          .split(',')
          .filter((id) => mine[id])
          .map((id) => ({ ...tallyOf(id, 0, 0), value: mine[id] })),
      },
    }),
    '/api/votes/1/1000/': (_url, request) => {
      const value = (JSON.parse(request.body!) as { value: 1 | -1 | 0 }).value;
      const tally = tallies.get('1-1000')!;
      const before = mine['1-1000'];
      if (before === 1) tally.up -= 1;
      if (before === -1) tally.down -= 1;
      if (value === 1) tally.up += 1;
      if (value === -1) tally.down += 1;
      if (value === 0) delete mine['1-1000'];
      else mine['1-1000'] = value;
      return { body: { data: { ...tallyOf('1-1000', tally.up, tally.down), userVote: value } } };
    },
  };
  return handlers;
};

const renderWith = (handlers: Record<string, FakeRoute>, ui: React.ReactNode) => {
  const { api, requests, calls } = testApi(handlers);
  render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { requests, calls };
};
const count = (button: HTMLElement) => button.querySelector('.votes__count')!.textContent;

describe('VoteButtons', () => {
  it('asks the tallies of every button on the page in one call, and the reader’s own votes in one more', async () => {
    const { requests } = renderWith(
      fakeVotes({ '6-11': -1 }),
      <>
        <VoteButtons contentTypeId={1} entityId="1000" isSignedIn what="this card" />
        <VoteButtons contentTypeId={6} entityId="11" isSignedIn what="comment 11" />
        <VoteButtons contentTypeId={6} entityId="12" isSignedIn what="comment 12" />
      </>,
    );
    const up = await screen.findByRole('button', { name: /^Upvote\sthis\scard\b/ });
    await waitFor(() => expect(count(up)).toBe('5'));
    expect(count(screen.getByRole('button', { name: /^Downvote\sthis\scard\b/ }))).toBe('2');
    const entities = requests.filter((url) => url.pathname === '/api/votes/entities/');
    expect(entities.map((url) => url.searchParams.get('identifiers'))).toEqual(['1-1000,6-11,6-12']);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Downvote\scomment\s11\b/ }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(screen.getByRole('button', { name: /^Upvote\scomment\s11\b/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(requests.filter((url) => url.pathname === '/api/votes/user/')).toHaveLength(1);
  });

  it('casts, changes and takes back the reader’s vote, showing the answered counts', async () => {
    const user = userEvent.setup();
    const { calls } = renderWith(
      fakeVotes(),
      <VoteButtons contentTypeId={1} entityId="1000" isSignedIn what="this card" />,
    );
    const up = await screen.findByRole('button', { name: /^Upvote\sthis\scard\b/ });
    const down = screen.getByRole('button', { name: /^Downvote\sthis\scard\b/ });
    await waitFor(() => expect(up.hasAttribute('disabled')).toBe(false));
    await user.click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(count(up)).toBe('6');
    await user.click(down);
    await waitFor(() => expect(down.getAttribute('aria-pressed')).toBe('true'));
    expect([count(up), count(down)]).toEqual(['5', '3']);
    await user.click(down);
    await waitFor(() => expect(down.getAttribute('aria-pressed')).toBe('false'));
    expect([count(up), count(down)]).toEqual(['5', '2']);
    const sent = calls
      .filter((call) => call.method === 'POST')
      .map((call) => JSON.parse(call.body!) as unknown);
    expect(sent).toEqual([{ value: 1 }, { value: -1 }, { value: 0 }]);
  });

  it('asks a visitor to sign in instead of voting', async () => {
    const user = userEvent.setup();
    const { calls } = renderWith(
      fakeVotes(),
      <VoteButtons contentTypeId={1} entityId="1000" isSignedIn={false} what="this card" />,
    );
    await user.click(await screen.findByRole('button', { name: /^Upvote\sthis\scard\b/ }));
    const link = screen.getByRole('link', { name: 'Sign in to vote' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/identity\/login\/\?next=/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('CountBadge', () => {
  it('shows a skeleton of its size until the count is known, then the count with its icon and label', () => {
    const { rerender, container } = render(
      <CountBadge kind="views" count={undefined} skeletonSize="large" />,
    );
    expect((container.querySelector('.skeleton-block') as HTMLElement).style.width).toBe('64px');
    rerender(<CountBadge kind="views" count={1234} showIcon={false} showLabel={false} />);
    expect(container.querySelector('.skeleton-block')).toBeNull();
    expect(container.textContent).toBe('1.2Kviews');
    expect(within(container).getByText('views').className).toBe('visually-hidden');
    rerender(<CountBadge kind="views" count={null} showIcon={false} />);
    expect(container.textContent).toBe('–views');
    rerender(<CountBadge kind="comments" count={1} />);
    expect(container.textContent).toBe('1comment');
    expect(container.querySelector('svg.counter__icon')).not.toBeNull();
  });
});
