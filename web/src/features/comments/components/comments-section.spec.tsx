import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SocialComment } from '@futgg/api-client';
import { ApiContext } from '../../../lib/api';
import { testApi, testQueryClient, type FakeRequest, type FakeRoute } from '../../../testing/render';
import { CommentsSection, type Viewer } from './comments-section';

const ALICE = {
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  username: 'alice',
  displayName: 'Alice',
  avatarUrl: null,
};
const BOB = {
  id: 'b2b2b2b2-0000-4000-8000-000000000002',
  username: 'bob',
  displayName: 'Bob',
  avatarUrl: null,
};
const ALICE_VIEWER: Viewer = { id: ALICE.id, isAdmin: false };

/**
 * The comments routes of the API agreement over an in-memory thread: newest first, 20 a page, `after`
 * for 'new', `exclude` (and the sort, here by upvotes) for the namespace form; writes change the thread.
 */
const fakeComments = (count: number) => {
  let nextId = count + 1;
  const comments: SocialComment[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    contentTypeId: 1,
    entityId: '1000',
    parent: null,
    content: `<p>Comment number ${index + 1}</p>`,
    author: index % 2 === 0 ? ALICE : BOB,
    isDeleted: false,
    isPrivate: false,
    dateCreated: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
    dateEdited: null,
    replyCount: 0,
    upvotes: index % 5,
    downvotes: 0,
  }));
  const pageOf = (rows: SocialComment[]) => ({ body: { data: rows.slice(0, 20), totalCount: rows.length } });
  const childrenOf = (url: URL) => {
    const parent = Number(url.searchParams.get('parent') ?? 0);
    return comments.filter((comment) => (comment.parent ?? 0) === parent);
  };
  const list: FakeRoute = (url) => {
    const after = url.searchParams.get('after');
    const rows = childrenOf(url)
      .filter((comment) => after === null || comment.id < Number(after))
      .sort((a, b) => b.id - a.id);
    return pageOf(rows);
  };
  const ranked: FakeRoute = (url) => {
    const exclude = new Set((url.searchParams.get('exclude') ?? '').split(',').filter(Boolean).map(Number));
    const rows = childrenOf(url)
      .filter((comment) => !exclude.has(comment.id))
      .sort((a, b) => b.upvotes - a.upvotes || b.id - a.id);
    return pageOf(rows);
  };
  const create: FakeRoute = (_url, request) => {
    const body = JSON.parse(request.body ?? '{}') as { content: string; parent?: number };
    const comment: SocialComment = {
      ...comments[0]!,
      id: nextId++,
      parent: body.parent ?? null,
      content: `<p>${body.content}</p>`,
      author: ALICE,
      replyCount: 0,
      upvotes: 0,
      dateCreated: new Date().toISOString(),
    };
    comments.push(comment);
    const parent = comments.find((candidate) => candidate.id === body.parent);
    if (parent) parent.replyCount += 1;
    return { body: { data: comment } };
  };
  const handlers: Record<string, FakeRoute> = {
    '/api/comments/1/1000/': list,
    '/api/fut/comments/1/1000/': ranked,
    '/api/comments/1/1000/create/': create,
  };
  for (let id = 1; id < count + 10; id += 1) {
    handlers[`/api/comments/${id}/edit/`] = (_url, request) => {
      const comment = comments.find((candidate) => candidate.id === id)!;
      comment.content = `<p>${(JSON.parse(request.body!) as { content: string }).content}</p>`;
      comment.dateEdited = new Date().toISOString();
      return { body: { data: comment } };
    };
    handlers[`/api/comments/${id}/delete/`] = () => {
      const comment = comments.find((candidate) => candidate.id === id)!;
      Object.assign(comment, { isDeleted: true, content: '', author: null });
      return { body: { data: comment } };
    };
  }
  return { comments, handlers };
};

const renderSection = (
  handlers: Record<string, FakeRoute>,
  viewer: Viewer | null | undefined,
  extra?: ReactNode,
) => {
  const { api, requests, calls } = testApi(handlers);
  const view = render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={testQueryClient()}>
        <CommentsSection contentTypeId={1} entityId="1000" viewer={viewer} />
        {extra}
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { ...view, requests, calls };
};

const listed = () =>
  within(screen.getByRole('list', { name: 'Comments' }))
    .getAllByRole('article')
    .filter((article) => article.closest('[aria-label="Replies"]') === null);
const posted = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('CommentsSection', () => {
  it("shows the heading 'Comments' with a placeholder while loading, then the newest 20", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { handlers } = fakeComments(25);
    const list = handlers['/api/comments/1/1000/']!;
    const { container } = renderSection(
      { ...handlers, '/api/comments/1/1000/': async (url, request) => (await gate, list(url, request)) },
      null,
    );
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.skeleton-block').length).toBeGreaterThan(0);
    act(() => release());
    await screen.findByText('Comment number 25');
    expect(listed()).toHaveLength(20);
    expect(listed()[0]!.textContent).toContain('Comment number 25');
    expect(container.querySelector('.skeleton-block')).toBeNull();
  });

  it('loads more with `after` for new until a page of fewer than 20 ends the thread', async () => {
    const user = userEvent.setup();
    const { handlers } = fakeComments(45);
    const { requests } = renderSection(handlers, null);
    await screen.findByText('Comment number 45');
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await screen.findByText('Comment number 6');
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await screen.findByText('Comment number 1');
    expect(listed()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
    expect(
      requests
        .filter((url) => url.pathname === '/api/comments/1/1000/')
        .map((url) => url.searchParams.get('after')),
    ).toEqual([null, '26', '6']);
  });

  it('switches to best and hot through the namespace form, paging with the ids shown as `exclude`', async () => {
    const user = userEvent.setup();
    const { handlers } = fakeComments(30);
    const { requests } = renderSection(handlers, null);
    await screen.findByText('Comment number 30');
    await user.click(screen.getByRole('button', { name: 'Best' }));
    expect(screen.getByRole('button', { name: 'Best' }).getAttribute('aria-pressed')).toBe('true');
    // Upvotes are (number - 1) % 5 here: the fake ranks 30, 25, 20… (4 upvotes) first.
    await waitFor(() => expect(listed()[1]!.textContent).toContain('Comment number 25'));
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(listed()).toHaveLength(30));
    const ranked = requests.filter((url) => url.pathname === '/api/fut/comments/1/1000/');
    expect(ranked.map((url) => url.searchParams.get('sort'))).toEqual(['best', 'best']);
    expect(ranked[0]!.searchParams.get('exclude')).toBeNull();
    expect(ranked[1]!.searchParams.get('exclude')!.split(',')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    await waitFor(() =>
      expect(requests.filter((url) => url.searchParams.get('sort') === 'hot')).toHaveLength(1),
    );
  });

  it('offers a visitor "Sign in to comment", coming back to the page, and no reply, edit or delete', async () => {
    const { handlers } = fakeComments(3);
    renderSection(handlers, null);
    await screen.findByText('Comment number 3');
    const link = screen.getByRole('link', { name: 'Sign in to comment' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/identity\/login\/\?next=/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Reply|Edit|Delete)$/ })).toBeNull();
  });

  it('posts a comment, and a reply sent with its parent, shown under the comment', async () => {
    const user = userEvent.setup();
    const { handlers } = fakeComments(3);
    const { calls } = renderSection(handlers, ALICE_VIEWER);
    await screen.findByText('Comment number 3');
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'What a card');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await screen.findByText('What a card');
    expect(JSON.parse(posted(calls, '/api/comments/1/1000/create/')[0]!.body!)).toEqual({
      content: 'What a card',
    });
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('');

    const bobs = screen.getByRole('article', { name: 'Comment by Bob' });
    await user.click(within(bobs).getByRole('button', { name: 'Reply' }));
    await user.type(within(bobs).getByRole('textbox', { name: 'Reply to Bob' }), 'Agreed');
    await user.click(within(bobs).getByRole('button', { name: 'Post reply' }));
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Agreed')).toBeTruthy();
    expect(JSON.parse(posted(calls, '/api/comments/1/1000/create/')[1]!.body!)).toEqual({
      content: 'Agreed',
      parent: 2,
    });
    expect(
      within(screen.getByRole('article', { name: 'Comment by Bob' })).getByRole('button', {
        name: 'Hide replies',
      }),
    ).toBeTruthy();
  });

  it("edits and deletes one's own comments only; a deleted comment shows '[deleted]' and keeps its replies", async () => {
    const user = userEvent.setup();
    const { handlers, comments } = fakeComments(3);
    // A reply to alice's comment 3, by bob.
    comments.push({ ...comments[1]!, id: 4, parent: 3, content: '<p>A reply by Bob</p>' });
    comments[2]!.replyCount = 1;
    const { calls } = renderSection(handlers, ALICE_VIEWER);
    await screen.findByText('Comment number 3');
    const bobs = screen.getByRole('article', { name: 'Comment by Bob' });
    expect(within(bobs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(bobs).queryByRole('button', { name: 'Delete' })).toBeNull();

    const [newest] = screen.getAllByRole('article', { name: 'Comment by Alice' });
    await user.click(within(newest!).getByRole('button', { name: 'Edit' }));
    const editor = within(newest!).getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement;
    expect(editor.value).toBe('Comment number 3');
    await user.clear(editor);
    await user.type(editor, 'Changed my mind');
    await user.click(within(newest!).getByRole('button', { name: 'Save' }));
    await within(newest!).findByText('Changed my mind');
    expect(newest!.textContent).toContain('(edited)');
    expect(JSON.parse(posted(calls, '/api/comments/3/edit/')[0]!.body!)).toEqual({
      content: 'Changed my mind',
    });

    await user.click(within(newest!).getByRole('button', { name: 'Delete' }));
    await user.click(within(newest!).getByRole('button', { name: 'Yes, delete' }));
    await within(newest!).findByText('[deleted]');
    expect(newest!.getAttribute('aria-label')).toBe('Deleted comment');
    expect(posted(calls, '/api/comments/3/delete/')).toHaveLength(1);
    expect(within(newest!).queryByText('Changed my mind')).toBeNull();
    expect(within(newest!).queryByRole('button', { name: 'Reply' })).toBeNull();
    await user.click(within(newest!).getByRole('button', { name: 'Show 1 reply' }));
    expect(await screen.findByText('A reply by Bob')).toBeTruthy();
  }, 20_000);

  it('lets an admin delete any comment', async () => {
    const { handlers } = fakeComments(2);
    renderSection(handlers, { id: 'someone-else', isAdmin: true });
    await screen.findByText('Comment number 2');
    expect(
      within(screen.getByRole('article', { name: 'Comment by Bob' })).getByRole('button', { name: 'Delete' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Comment by Bob' })).queryByRole('button', { name: 'Edit' }),
    ).toBeNull();
  });

  it('shows the service refusal beside the form and keeps the text', async () => {
    const user = userEvent.setup();
    const { handlers } = fakeComments(1);
    renderSection(
      {
        ...handlers,
        '/api/comments/1/1000/create/': () => ({
          status: 429,
          body: { error: { code: 'RATE_LIMITED', message: 'Too many comments: wait a minute.' } },
        }),
      },
      ALICE_VIEWER,
    );
    await screen.findByText('Comment number 1');
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many comments: wait a minute.');
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe(
      'Spam',
    );
  });

  it('renders the content through the sanitiser: no script, no event handler, no javascript: link', async () => {
    const { handlers, comments } = fakeComments(1);
    comments[0]!.content =
      '<p onclick="alert(1)">Hi <strong>there</strong><script>alert(2)</script> <a href="javascript:alert(3)">x</a> <a href="https://example.com/">ok</a></p>';
    const { container } = renderSection(handlers, null);
    await screen.findByText('there');
    const content = container.querySelector('.comment__content')!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(content.querySelector('strong')!.textContent).toBe('there');
    expect([...content.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      null,
      'https://example.com/',
    ]);
  });
});

describe('reporting a comment', () => {
  it("sends the page's address pointing at the comment and the reader's note; one's own comments have no Report", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/26/players/1000/');
    const { handlers } = fakeComments(2);
    const { calls } = renderSection(
      { ...handlers, '/api/moderation/send-report/': () => ({ body: { data: { id: 1, status: 'open' } } }) },
      ALICE_VIEWER,
    );
    await screen.findByText('Comment number 2');
    expect(
      within(screen.getByRole('article', { name: 'Comment by Alice' })).queryByRole('button', {
        name: 'Report',
      }),
    ).toBeNull();
    const bobs = screen.getByRole('article', { name: 'Comment by Bob' });
    expect(bobs.id).toBe('comment-2');
    await user.click(within(bobs).getByRole('button', { name: 'Report' }));
    await user.type(
      within(bobs).getByRole('textbox', { name: 'What is wrong with this comment?' }),
      'Spam link',
    );
    await user.click(within(bobs).getByRole('button', { name: 'Send report' }));
    await within(bobs).findByText('Reported. Thank you.');
    const sent = calls.filter((call) => call.url.pathname === '/api/moderation/send-report/');
    expect(sent.map((call) => JSON.parse(call.body!) as unknown)).toEqual([
      { url: 'http://localhost/26/players/1000/#comment-2', note: 'Spam link' },
    ]);
    window.history.replaceState(null, '', '/');
  });
});
