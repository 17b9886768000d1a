import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { signedInFixture } from '../testing/fixtures';
import { IDENTITY_PATH, testApi, testQueryClient, type FakeRoute } from '../testing/render';
import { mountWidgets } from './mount-widgets';

let roots: Root[] = [];
const mount = async (html: string, handlers: Record<string, FakeRoute>) => {
  document.body.innerHTML = html;
  const { api, requests, calls } = testApi(handlers);
  await act(async () => {
    roots = await mountWidgets(document, { api, queryClient: testQueryClient() });
  });
  return { requests, calls };
};
const counts =
  (per: number): FakeRoute =>
  (url) => ({
    body: {
      data: Object.fromEntries(
        url.searchParams
          .get('ids')!
          .split(',')
          .map((id) => [id, Number(id) * per]),
      ),
    },
  });

describe('the social widgets', () => {
  let logged: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    logged.mockRestore();
  });

  it('shows comment and view counts, one counts call per content type for all the markers of the page', async () => {
    const { requests } = await mount(
      [
        '<span id="v1" data-widget="view-count" data-content-type-id="1" data-entity-id="10"></span>',
        '<span id="v2" data-widget="view-count" data-content-type-id="1" data-entity-id="11" data-show-icon="False" data-show-label="False"></span>',
        '<span id="c1" data-widget="comment-count" data-content-type-id="1" data-entity-id="10" data-skeleton-size="small"></span>',
        '<span id="c2" data-widget="comment-count" data-content-type-id="2" data-entity-id="3"></span>',
      ].join(''),
      {
        '/api/views/1/counts/': counts(100),
        '/api/comments/1/counts/': counts(1),
        '/api/comments/2/counts/': counts(1),
      },
    );
    await waitFor(() => expect(document.getElementById('v2')!.textContent).toBe('1.1Kviews'));
    expect(document.getElementById('v1')!.textContent).toBe('1Kviews');
    expect(document.getElementById('c1')!.textContent).toBe('10comments');
    expect(document.getElementById('c2')!.textContent).toBe('3comments');
    expect(within(document.getElementById('v2')!).getByText('views').className).toBe('visually-hidden');
    const asked = requests.filter((url) => url.pathname.endsWith('/counts/'));
    expect(asked.map((url) => `${url.pathname}?${url.searchParams.get('ids')}`).sort()).toEqual([
      '/api/comments/1/counts/?10',
      '/api/comments/2/counts/?3',
      '/api/views/1/counts/?10,11',
    ]);
  });

  it('mounts the comments section with votes on each comment; a signed-in reader can write', async () => {
    const comment = {
      id: 55,
      contentTypeId: 2,
      entityId: '9',
      parent: null,
      content: '<p>Worth the coins</p>',
      author: { id: 'b2', username: 'bob', displayName: 'Bob', avatarUrl: null },
      isDeleted: false,
      isPrivate: false,
      dateCreated: '2026-11-20T10:00:00.000Z',
      dateEdited: null,
      replyCount: 0,
      upvotes: 3,
      downvotes: 1,
    };
    const { requests } = await mount(
      '<div data-widget="comments" data-content-type-id="2" data-entity-id="9"></div>',
      {
        [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
        '/api/comments/2/9/': () => ({ body: { data: [comment], totalCount: 1 } }),
        '/api/votes/user/': () => ({
          body: { data: [{ entityIdentifier: '6-55', contentTypeId: 6, entityId: '55', value: 1 }] },
        }),
      },
    );
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    const article = await screen.findByRole('article', { name: 'Comment by Bob' });
    expect(within(article).getByText('Worth the coins')).toBeTruthy();
    const up = within(article).getByRole('button', { name: /^Upvote\sthis\scomment\b/ });
    expect(up.textContent).toContain('3');
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
    // The comment carried its tally: no tallies call, only the reader's own vote.
    expect(requests.filter((url) => url.pathname === '/api/votes/entities/')).toHaveLength(0);
  });
});
