import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Conversation, DirectMessage, PublicUser } from '@futgg/contracts';
import { AppProviders } from '../../../app/provider';
import { createAppRoutes } from '../../../app/router';
import { createApi } from '../../../lib/api';
import { signedInFixture } from '../../../testing/fixtures';
import {
  fakeFetch,
  IDENTITY_PATH,
  testQueryClient,
  type FakeRequest,
  type FakeRoute,
} from '../../../testing/render';

const ALICE: PublicUser = {
  id: signedInFixture().user.id,
  username: 'alice',
  displayName: 'Alice Example',
  avatarUrl: null,
};
const BOB: PublicUser = {
  id: 'b0b00000-0000-4000-8000-000000000002',
  username: 'bob',
  displayName: 'Bob',
  avatarUrl: null,
};
const CAROL: PublicUser = {
  id: 'ca401000-0000-4000-8000-000000000003',
  username: 'carol',
  displayName: 'Carol',
  avatarUrl: null,
};

const DM = '/api/direct-messages';
const STREAM = `${DM}/stream/`;

let nextId = 1000;
const message = (
  conversationId: number,
  author: PublicUser,
  content: string,
  minute: number,
): DirectMessage => ({
  id: nextId++,
  conversationId,
  author,
  content,
  dateCreated: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
});

const conversation = (
  id: number,
  overrides: Partial<Conversation> = {},
  unreadForAlice = 0,
): Conversation => ({
  id,
  title: '',
  participants: [
    { user: ALICE, lastRead: null, unreadMessagesCount: unreadForAlice },
    { user: BOB, lastRead: null, unreadMessagesCount: 0 },
  ],
  lastMessage: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

/** The open stream of a test: push events into it, or end it. */
interface FakeStream {
  push(text: string): void;
  end(): void;
  request: FakeRequest;
}

/**
 * The app at `path` for signed-in alice, over a fake gateway whose stream route answers a real
 * text/event-stream body the test writes into (each opening is kept, newest last).
 */
const renderMessages = (path: string, handlers: Record<string, FakeRoute>) => {
  const fake = fakeFetch({ [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }), ...handlers });
  const streams: FakeStream[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== STREAM) return fake.fetch(input, init);
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const stream: FakeStream = {
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      request: {
        url,
        method: 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: undefined,
      },
    };
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push(stream);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  const api = createApi({ fetch });
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, api }), { initialEntries: [path] });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, calls: fake.calls, streams };
};

const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path);
const gets = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path);

/** The messages of the last gateway built, newest first. */
let latestHistory: DirectMessage[] = [];

/** A gateway with two conversations (the one with Bob holding 12 messages paged 10 at a time). */
const gateway = (overrides: Record<string, FakeRoute> = {}) => {
  const withBob = conversation(7, {}, 3);
  const group = conversation(8, {
    title: 'Weekend League',
    participants: [...conversation(8).participants, { user: CAROL, lastRead: null, unreadMessagesCount: 0 }],
  });
  const history = Array.from({ length: 12 }, (_, index) =>
    message(7, index % 2 ? ALICE : BOB, `message ${index + 1}`, index),
  ).reverse(); // newest first, as the API answers
  withBob.lastMessage = history[0]!;
  latestHistory = history;
  const handlers: Record<string, FakeRoute> = {
    [`${DM}/conversations/`]: (url) => {
      const search = url.searchParams.get('search') ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = [withBob, group].filter((row) =>
        search
          ? row.title.includes(search) || row.participants.some((p) => p.user.displayName.includes(search))
          : true,
      );
      // Page 2 exists when asked for everything: one more, older conversation.
      if (page === 2)
        return { body: { data: [conversation(9, { title: 'Old chat' })], totalCount: 3, next: null } };
      return { body: { data: all, totalCount: search ? all.length : 3, next: search ? null : 2 } };
    },
    [`${DM}/conversations/7/`]: () => ({ body: { data: withBob } }),
    [`${DM}/conversations/8/`]: () => ({ body: { data: group } }),
    [`${DM}/conversations/7/messages/`]: (url) => {
      const before = url.searchParams.get('before');
      const older = before ? history.filter((m) => m.id < Number(before)) : history;
      const page = older.slice(0, 10);
      const rest = older.length > 10;
      return { body: { data: page, totalCount: history.length, next: rest ? page.at(-1)!.id : null } };
    },
    [`${DM}/conversations/8/messages/`]: () => ({ body: { data: [], totalCount: 0, next: null } }),
    [`${DM}/conversations/7/read/`]: () => ({ body: { data: { conversationId: 7 } } }),
    [`${DM}/conversations/8/read/`]: () => ({ body: { data: { conversationId: 8 } } }),
    [`${DM}/conversations/7/messages/send/`]: (_url, request) => {
      const { content } = JSON.parse(request.body ?? '{}') as { content: string };
      return { body: { data: message(7, ALICE, content, 30) } };
    },
    '/api/notifications/summary/': () => ({
      body: { data: { unreadCount: 0, unreadMessagesCount: 3, latest: [], settings: [] } },
    }),
    ...overrides,
  };
  return handlers;
};

const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.message__content')?.textContent);

describe('the messages page', () => {
  it('asks a visitor to sign in, and shows a visitor no Messages link or bell', async () => {
    const { router } = renderMessages('/messages/', {
      [IDENTITY_PATH]: () => ({ body: { data: { isAuthenticated: false } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to read your messages' })).toBeTruthy();
    const header = within(document.querySelector<HTMLElement>('.site-header')!);
    expect(header.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(header.queryByRole('button', { name: /Notifications/ })).toBeNull();
    await act(() => router.navigate('/notifications/'));
    expect(await screen.findByRole('heading', { name: 'Sign in to see your notifications' })).toBeTruthy();
  });

  it('lists the conversations with their names and unread counts, searches them and loads more', async () => {
    const user = userEvent.setup();
    const { calls } = renderMessages('/messages/', gateway());
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('.conversation-row__name')?.textContent)).toEqual([
      'Bob',
      'Weekend League',
    ]);
    expect(rows[0]!.textContent).toContain('3 unread');
    expect(rows[0]!.textContent).toContain('You: message 12');
    expect(rows[1]!.textContent).not.toContain('unread');
    // The header's Messages link carries the summary's unread direct messages.
    expect(
      within(document.querySelector<HTMLElement>('.site-header')!).getByRole('link', {
        name: 'Messages, 3 unread',
      }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'More conversations' }));
    expect(await within(list).findByText('Old chat')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More conversations' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Weekend');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')).toHaveLength(
        1,
      ),
    );
    expect(calls.some((call) => call.url.searchParams.get('search') === 'Weekend')).toBe(true);
  });

  it('opens a conversation: marks it read, shows its messages oldest first, loads older ones on demand', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderMessages('/messages/', gateway());
    await user.click(await screen.findByRole('button', { name: /^Bob/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=7'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bob' })).toBeTruthy();
    await waitFor(() => expect(messageTexts()).toHaveLength(10));
    expect(messageTexts()[0]).toBe('message 3');
    expect(messageTexts().at(-1)).toBe('message 12');
    await waitFor(() => expect(posts(calls, `${DM}/conversations/7/read/`)).toHaveLength(1));
    // Read: the list's badge for it is gone.
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')[0]!.textContent,
    ).not.toContain('unread');

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(messageTexts()).toHaveLength(12));
    expect(messageTexts()[0]).toBe('message 1');
    const older = gets(calls, `${DM}/conversations/7/messages/`).map((call) =>
      call.url.searchParams.get('before'),
    );
    // The second page starts before the oldest of the first (message 3), as its `next` said.
    expect(older).toEqual([null, String(latestHistory.find((m) => m.content === 'message 3')!.id)]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and shows the message as plain text', async () => {
    const user = userEvent.setup();
    const { calls } = renderMessages('/messages/?conversation=7', gateway());
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(posts(calls, `${DM}/conversations/7/read/`)).toHaveLength(1));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, '   {Enter}');
    expect(posts(calls, `${DM}/conversations/7/messages/send/`)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}<img src=x onerror=alert(1)>');
    expect((box as HTMLTextAreaElement).value).toBe('first line\n<img src=x onerror=alert(1)>');
    expect(posts(calls, `${DM}/conversations/7/messages/send/`)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(calls, `${DM}/conversations/7/messages/send/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${DM}/conversations/7/messages/send/`)[0]!.body!)).toEqual({
      content: 'first line\n<img src=x onerror=alert(1)>',
    });
    const sent = posts(calls, `${DM}/conversations/7/messages/send/`)[0]!;
    expect(sent.headers['authorization']).toBe('Bearer access-token-1');
    expect(sent.headers['x-csrf-token']).toBe('csrf-of-the-session');
    await waitFor(() => expect(messageTexts().at(-1)).toBe('first line\n<img src=x onerror=alert(1)>'));
    expect(document.querySelector('.message-list img')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('');
    // One's own message is never unread: no second read marker.
    expect(posts(calls, `${DM}/conversations/7/read/`)).toHaveLength(1);
  });

  it('keeps the text when sending fails, and says why', async () => {
    const user = userEvent.setup();
    renderMessages(
      '/messages/?conversation=7',
      gateway({
        [`${DM}/conversations/7/messages/send/`]: () => ({
          status: 429,
          body: { error: { code: 'RATE_LIMITED', message: 'Too many messages; wait a minute.' } },
        }),
      }),
    );
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'hello{Enter}');
    expect(await screen.findByText('Too many messages; wait a minute.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('hello');
  });

  it('appends a message arriving on the stream to the open conversation, and reconnects when the stream ends', async () => {
    const { streams, calls } = renderMessages('/messages/?conversation=7', gateway());
    await waitFor(() => expect(messageTexts()).toHaveLength(10));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.request.headers).toMatchObject({
      authorization: 'Bearer access-token-1',
      accept: 'text/event-stream',
    });
    const reads = () => posts(calls, `${DM}/conversations/7/read/`).length;
    const readsBefore = reads();
    const live = message(7, BOB, 'are you <b>there</b>?', 40);
    act(() => streams[0]!.push(`: keep-alive\n\nevent: message\ndata: ${JSON.stringify(live)}\n\n`));
    await waitFor(() => expect(messageTexts().at(-1)).toBe('are you <b>there</b>?'));
    expect(document.querySelector('.message-list b')).toBeNull();
    // Open while it arrived: read again; the same message twice shows once.
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
    act(() => streams[0]!.push(`event: message\ndata: ${JSON.stringify(live)}\n\n`));
    expect(messageTexts().filter((text) => text === 'are you <b>there</b>?')).toHaveLength(1);

    // The stream ends: a second one opens after the first wait (1 s), and the messages are asked again.
    const messageGets = gets(calls, `${DM}/conversations/7/messages/`).length;
    act(() => streams[0]!.end());
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 3000 });
    await waitFor(() =>
      expect(gets(calls, `${DM}/conversations/7/messages/`).length).toBeGreaterThan(messageGets),
    );
    const later = message(7, BOB, 'back again', 41);
    act(() => streams[1]!.push(`event: message\ndata: ${JSON.stringify(later)}\n\n`));
    await waitFor(() => expect(messageTexts().at(-1)).toBe('back again'));
  });

  it('closes the stream when the reader leaves the page, and opens none again', async () => {
    const { streams, router } = renderMessages('/messages/', gateway());
    await waitFor(() => expect(streams).toHaveLength(1));
    await act(() => router.navigate('/notifications/'));
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(streams).toHaveLength(1);
  });

  it('starts a conversation with people found by name, under a title, and opens it', async () => {
    const user = userEvent.setup();
    const created = conversation(21, { title: 'Trading tips' });
    const { calls, router } = renderMessages(
      '/messages/',
      gateway({
        '/api/users/': (url) => ({
          body: {
            data: [ALICE, BOB].filter((u) => u.username.includes(url.searchParams.get('search') ?? '')),
            totalCount: 1,
          },
        }),
        [`${DM}/conversations/create/`]: () => ({ body: { data: created } }),
        [`${DM}/conversations/21/`]: () => ({ body: { data: created } }),
        [`${DM}/conversations/21/messages/`]: () => ({ body: { data: [], totalCount: 0, next: null } }),
        [`${DM}/conversations/21/read/`]: () => ({ body: { data: {} } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const form = within(screen.getByRole('form', { name: 'New conversation' }));
    expect((form.getByRole('button', { name: 'Start conversation' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(form.getByRole('searchbox', { name: 'Add people' }), 'bo');
    await user.click(await form.findByRole('button', { name: 'Bob @bob' }));
    expect(
      within(form.getByRole('list', { name: 'People in the new conversation' })).getByText('Bob'),
    ).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Title (optional)' }), 'Trading tips');
    await user.click(form.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=21'));
    expect(JSON.parse(posts(calls, `${DM}/conversations/create/`)[0]!.body!)).toEqual({
      participants: [BOB.id],
      title: 'Trading tips',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Trading tips' })).toBeTruthy();
    expect(await screen.findByText('No messages yet. Say hello.')).toBeTruthy();
  });

  it('names a conversation after its people when the title is left blank', async () => {
    const user = userEvent.setup();
    const created = conversation(22, { title: 'Bob, Carol' });
    const { calls } = renderMessages(
      '/messages/',
      gateway({
        '/api/users/': () => ({ body: { data: [BOB, CAROL], totalCount: 2 } }),
        [`${DM}/conversations/create/`]: () => ({ body: { data: created } }),
        [`${DM}/conversations/22/`]: () => ({ body: { data: created } }),
        [`${DM}/conversations/22/messages/`]: () => ({ body: { data: [], totalCount: 0, next: null } }),
        [`${DM}/conversations/22/read/`]: () => ({ body: { data: {} } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const form = within(screen.getByRole('form', { name: 'New conversation' }));
    await user.type(form.getByRole('searchbox', { name: 'Add people' }), 'o');
    await user.click(await form.findByRole('button', { name: 'Bob @bob' }));
    await user.type(form.getByRole('searchbox', { name: 'Add people' }), 'o');
    await user.click(await form.findByRole('button', { name: 'Carol @carol' }));
    expect(form.getByRole('textbox', { name: 'Title (optional)' }).getAttribute('placeholder')).toBe(
      'Bob, Carol',
    );
    await user.click(form.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(posts(calls, `${DM}/conversations/create/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${DM}/conversations/create/`)[0]!.body!)).toEqual({
      participants: [BOB.id, CAROL.id],
      title: 'Bob, Carol',
    });
  });

  it('renames, adds and removes people, and leaves', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderMessages(
      '/messages/?conversation=8',
      gateway({
        '/api/users/': () => ({
          body: {
            data: [
              ALICE,
              BOB,
              CAROL,
              { ...CAROL, id: 'd0000000-0000-4000-8000-000000000004', username: 'dave', displayName: 'Dave' },
            ],
            totalCount: 4,
          },
        }),
        [`${DM}/conversations/8/update-title/`]: () => ({ body: { data: conversation(8) } }),
        [`${DM}/conversations/8/add-user/`]: () => ({ body: { data: conversation(8) } }),
        [`${DM}/conversations/8/remove-user/`]: () => ({ body: { data: {} } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'People and title' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'WL squad');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(posts(calls, `${DM}/conversations/8/update-title/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${DM}/conversations/8/update-title/`)[0]!.body!)).toEqual({
      title: 'WL squad',
    });

    // Those already in are not offered.
    await user.type(screen.getByRole('searchbox', { name: 'Add someone' }), 'a');
    const found = await screen.findByRole('list', { name: 'Add someone: people found' });
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Dave @dave']),
    );
    await user.click(within(found).getByRole('button', { name: 'Dave @dave' }));
    await waitFor(() => expect(posts(calls, `${DM}/conversations/8/add-user/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${DM}/conversations/8/add-user/`)[0]!.body!)).toEqual({
      user_id: 'd0000000-0000-4000-8000-000000000004',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Carol' }));
    await waitFor(() => expect(posts(calls, `${DM}/conversations/8/remove-user/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${DM}/conversations/8/remove-user/`)[0]!.body!)).toEqual({
      user_id: CAROL.id,
    });

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(posts(calls, `${DM}/conversations/8/remove-user/`)).toHaveLength(2));
    expect(JSON.parse(posts(calls, `${DM}/conversations/8/remove-user/`)[1]!.body!)).toEqual({
      user_id: ALICE.id,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the conversation is not one of the reader’s', async () => {
    renderMessages(
      '/messages/?conversation=99',
      gateway({
        [`${DM}/conversations/99/`]: () => ({
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'no' } },
        }),
      }),
    );
    expect(await screen.findByText('This conversation does not exist, or you are not in it.')).toBeTruthy();
  });
});
