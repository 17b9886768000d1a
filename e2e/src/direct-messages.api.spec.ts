// Direct messages and moderation reports through the real gateway (and, for the live stream, the
// repository's NGINX config in front of it): alice, bob and admin sign in at the development provider;
// social stores on a fresh PostgreSQL, budgets in Redis, live events on NATS. One stack for the file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type {
  Conversation,
  DirectMessage,
  ModerationReport,
  PublicUser,
  RemovedParticipant,
  SentReport,
} from '@futgg/contracts';
import { startNginx, type RunningNginx } from '@futgg/deploy/nginx';
import { apiCall, type ApiAnswer } from './api-call.js';
import { freePort } from './child-processes.js';
import { startSocialStack, type SignedInUser, type SocialStack } from './social-stack.js';
import { openEventStream } from './event-stream.js';

let stack: SocialStack;
let nginx: RunningNginx;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

const DM = '/api/direct-messages/conversations';

const api = <T>(path: string, user: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, json === undefined ? {} : { json });

const expectRefused = (answer: ApiAnswer<unknown>, status: number, field?: string) => {
  expect({ status: answer.status, field: answer.body.error?.field }).toEqual({ status, field });
};

const create = async (user: SignedInUser, participants: string[], title: string) => {
  const answer = await api<Conversation>(`${DM}/create/`, user, { participants, title });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const send = async (user: SignedInUser, id: number, content: string) => {
  const answer = await api<DirectMessage>(`${DM}/${id}/messages/send/`, user, { content });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** The conversation as its participant `user` sees it. */
const seenBy = async (user: SignedInUser, id: number) => {
  const answer = await api<Conversation>(`${DM}/${id}/`, user);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const participantOf = (conversation: Conversation, user: SignedInUser) =>
  conversation.participants.find((participant) => participant.user.id === user.id);

const messageCount = async (user: SignedInUser, id: number) =>
  (await api<DirectMessage[]>(`${DM}/${id}/messages/`, user)).body.totalCount;

/** A write with the browser's session cookie (no bearer token), as the web app makes it. */
const cookieWrite = (user: SignedInUser, path: string, json: unknown, csrf: string | null) =>
  user.browser.request(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
    body: JSON.stringify(json),
  });

beforeAll(async () => {
  stack = await startSocialStack('dm_api', 120);
  [alice, bob, admin] = [await stack.signIn('alice'), await stack.signIn('bob'), await stack.signIn('admin')];
  const webRoot = mkdtempSync(join(tmpdir(), 'futgg-dm-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>FUT</title>');
  nginx = await startNginx({
    listenPort: await freePort(),
    webRoot,
    gatewayUpstream: `127.0.0.1:${stack.stack.gateway.port}`,
    prefixDir: mkdtempSync(join(tmpdir(), 'futgg-dm-nginx-')),
  });
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
}, 120_000);

describe('direct messages: conversations', () => {
  it('creates a conversation whose participants are the named users and the creator', async () => {
    const conversation = await create(alice, [bob.id, alice.id, bob.id], '  Trade talk  ');
    expect(conversation.title).toBe('Trade talk');
    expect(conversation.participants.map((participant) => participant.user.id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    for (const participant of conversation.participants) {
      expect(participant).toMatchObject({ lastRead: null, unreadMessagesCount: 0 });
    }
    expect(conversation.lastMessage).toBeNull();
    expect(participantOf(conversation, bob)!.user).toMatchObject({ username: 'bob' });
    expect((await seenBy(bob, conversation.id)).title).toBe('Trade talk');
  });

  it.each([
    ['no participants', { participants: [], title: 'x' }, 'participants'],
    ['only the creator', 'self', 'participants'],
    ['an unknown user', { participants: [randomUUID()], title: 'x' }, 'participants'],
    ['a participant that is no user id', { participants: ['bob'], title: 'x' }, 'participants.0'],
    ['an empty title', 'bob-empty-title', 'title'],
    ['a title of 121 characters', 'bob-long-title', 'title'],
    ['no title', 'bob-no-title', 'title'],
    ['an unknown field', 'bob-extra', undefined],
  ])('refuses %s (400 naming the field) and stores nothing', async (_case, given, field) => {
    const body =
      given === 'self'
        ? { participants: [alice.id], title: 'x' }
        : given === 'bob-empty-title'
          ? { participants: [bob.id], title: '   ' }
          : given === 'bob-long-title'
            ? { participants: [bob.id], title: 'x'.repeat(121) }
            : given === 'bob-no-title'
              ? { participants: [bob.id] }
              : given === 'bob-extra'
                ? { participants: [bob.id], title: 'x', owner: bob.id }
                : given;
    const before = (await api<Conversation[]>(`${DM}/`, alice)).body.totalCount;
    const answer = await api(`${DM}/create/`, alice, body);
    expect(answer.status).toBe(400);
    if (field !== undefined) expect(answer.body.error?.field).toBe(field);
    expect((await api<Conversation[]>(`${DM}/`, alice)).body.totalCount).toBe(before);
  });

  it('takes a title of exactly 120 characters', async () => {
    expect((await create(alice, [bob.id], 't'.repeat(120))).title).toHaveLength(120);
  });

  it('lists the caller’s conversations, latest activity first, with search, ids, page_size and next', async () => {
    const token = randomUUID().slice(0, 8);
    const first = await create(alice, [bob.id], `Swap ${token} one`);
    const second = await create(alice, [admin.id], `Swap ${token} two`);
    const third = await create(alice, [bob.id], `Swap ${token} three`);
    await send(alice, first.id, 'bumps the first to the top');

    const byTitle = await api<Conversation[]>(`${DM}/?search=${token}&page_size=2`, alice);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.totalCount).toBe(3);
    expect(byTitle.body.data.map((conversation) => conversation.id)).toEqual([first.id, third.id]);
    expect(byTitle.body.next).toBe(2);
    const rest = await api<Conversation[]>(`${DM}/?search=${token}&page_size=2&page=2`, alice);
    expect(rest.body.data.map((conversation) => conversation.id)).toEqual([second.id]);
    expect(rest.body.next).toBeNull();
    expect(byTitle.body.data[0]!.lastMessage?.content).toBe('bumps the first to the top');

    // A participant's username or display name matches too (case-insensitive); bob is not in `second`.
    const adminUser = participantOf(second, admin)!.user as PublicUser;
    const byName = await api<Conversation[]>(
      `${DM}/?search=${encodeURIComponent(adminUser.displayName.toUpperCase())}`,
      alice,
    );
    expect(byName.body.data.map((conversation) => conversation.id)).toContain(second.id);
    expect(byName.body.data.map((conversation) => conversation.id)).not.toContain(third.id);
    const byUsername = await api<Conversation[]>(`${DM}/?search=bob`, alice);
    expect(byUsername.body.data.map((conversation) => conversation.id)).toEqual(
      expect.arrayContaining([first.id, third.id]),
    );
    expect(byUsername.body.data.map((conversation) => conversation.id)).not.toContain(second.id);

    const byIds = await api<Conversation[]>(`${DM}/?ids=${second.id},${third.id}`, alice);
    expect(byIds.body.data.map((conversation) => conversation.id).sort()).toEqual(
      [second.id, third.id].sort(),
    );
    // bob is not in `second`: his list never shows it, even by id.
    const bobsIds = await api<Conversation[]>(`${DM}/?ids=${second.id},${third.id}`, bob);
    expect(bobsIds.body.data.map((conversation) => conversation.id)).toEqual([third.id]);
  });

  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page=0', 'page'],
    ['ids=a,b', 'ids'],
    ['search=' + 'x'.repeat(81), 'search'],
    ['colour=red', 'colour'],
  ])('refuses the list query %s (400 naming it)', async (query, field) => {
    expectRefused(await api(`${DM}/?${query}`, alice), 400, field);
  });

  it('renames a conversation (any participant), refusing a bad title without change', async () => {
    const conversation = await create(alice, [bob.id], 'Old name');
    const renamed = await api<Conversation>(`${DM}/${conversation.id}/update-title/`, bob, {
      title: 'New name',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.title).toBe('New name');
    expectRefused(await api(`${DM}/${conversation.id}/update-title/`, alice, { title: '' }), 400, 'title');
    expect((await seenBy(alice, conversation.id)).title).toBe('New name');
  });

  it('adds users (any participant); a newcomer sees the history, none of it unread', async () => {
    const conversation = await create(alice, [bob.id], 'Growing');
    await send(alice, conversation.id, 'before admin joined');
    const added = await api<Conversation>(`${DM}/${conversation.id}/add-user/`, bob, { user_id: admin.id });
    expect(added.status).toBe(200);
    expect(added.body.data.participants).toHaveLength(3);
    const adminView = await seenBy(admin, conversation.id);
    expect(participantOf(adminView, admin)!.unreadMessagesCount).toBe(0);
    expect(await messageCount(admin, conversation.id)).toBe(1);
    // Adding someone already in it changes nothing.
    const again = await api<Conversation>(`${DM}/${conversation.id}/add-user/`, alice, { user_id: admin.id });
    expect(again.body.data.participants).toHaveLength(3);
    expectRefused(
      await api(`${DM}/${conversation.id}/add-user/`, alice, { user_id: randomUUID() }),
      400,
      'user_id',
    );
    expectRefused(
      await api(`${DM}/${conversation.id}/add-user/`, alice, { user_id: 'admin' }),
      400,
      'user_id',
    );
    expect((await seenBy(alice, conversation.id)).participants).toHaveLength(3);
  });

  it('lets the creator remove others and anyone leave; others removing someone get 403', async () => {
    const conversation = await create(alice, [bob.id, admin.id], 'Leaving');
    const refused = await api(`${DM}/${conversation.id}/remove-user/`, bob, { user_id: admin.id });
    expectRefused(refused, 403, 'user_id');
    expect((await seenBy(alice, conversation.id)).participants).toHaveLength(3);

    const removed = await api<RemovedParticipant>(`${DM}/${conversation.id}/remove-user/`, alice, {
      user_id: admin.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ conversationId: conversation.id, userId: admin.id });
    expect((await api(`${DM}/${conversation.id}/`, admin)).status).toBe(404);
    expectRefused(
      await api(`${DM}/${conversation.id}/remove-user/`, alice, { user_id: admin.id }),
      400,
      'user_id',
    );

    const left = await api<RemovedParticipant>(`${DM}/${conversation.id}/remove-user/`, bob, {
      user_id: bob.id,
    });
    expect(left.status).toBe(200);
    expect((await api(`${DM}/${conversation.id}/`, bob)).status).toBe(404);
    expect((await seenBy(alice, conversation.id)).participants.map((p) => p.user.id)).toEqual([alice.id]);
  });
});

describe('direct messages: messages', () => {
  it('sends plain text, pages newest first with before and next, and counts unread per participant', async () => {
    const conversation = await create(alice, [bob.id], 'Paging');
    const hostile = '<script>alert(1)</script>\nline two';
    const sent = [
      await send(alice, conversation.id, 'first'),
      await send(alice, conversation.id, 'second'),
      await send(alice, conversation.id, hostile),
    ];
    expect(sent[2]).toMatchObject({ conversationId: conversation.id, content: hostile });
    expect(sent[2]!.author).toMatchObject({ id: alice.id, username: 'alice' });

    const page = await api<DirectMessage[]>(`${DM}/${conversation.id}/messages/?page_size=2`, bob);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(3);
    expect(page.body.data.map((message) => message.content)).toEqual([hostile, 'second']);
    expect(page.body.next).toBe(sent[1]!.id);
    const older = await api<DirectMessage[]>(
      `${DM}/${conversation.id}/messages/?page_size=2&before=${page.body.next}`,
      bob,
    );
    expect(older.body.data.map((message) => message.content)).toEqual(['first']);
    expect(older.body.next).toBeNull();

    const bobsView = await seenBy(bob, conversation.id);
    expect(participantOf(bobsView, bob)).toMatchObject({ unreadMessagesCount: 3, lastRead: null });
    expect(participantOf(bobsView, alice)!.unreadMessagesCount).toBe(0);
    expect(bobsView.lastMessage?.id).toBe(sent[2]!.id);
  });

  it('marks read: the caller’s lastRead is set and unread count 0, the others’ unchanged', async () => {
    const conversation = await create(alice, [bob.id], 'Reading');
    await send(alice, conversation.id, 'one');
    await send(bob, conversation.id, 'two');
    const read = await api<Conversation>(`${DM}/${conversation.id}/read/`, bob, {});
    expect(read.status).toBe(200);
    const bobs = participantOf(read.body.data, bob)!;
    expect(bobs.unreadMessagesCount).toBe(0);
    expect(Date.parse(bobs.lastRead!)).toBeGreaterThan(Date.now() - 60_000);
    expect(participantOf(read.body.data, alice)).toMatchObject({ unreadMessagesCount: 1, lastRead: null });
    await send(alice, conversation.id, 'three');
    expect(participantOf(await seenBy(bob, conversation.id), bob)!.unreadMessagesCount).toBe(1);
  });

  it.each([
    ['empty content', { content: '' }, 'content'],
    ['blank content', { content: ' \n\t ' }, 'content'],
    ['2,001 characters', { content: 'x'.repeat(2001) }, 'content'],
    ['a NUL character', { content: 'a\u0000b' }, 'content'],
    ['no content', {}, 'content'],
    ['a number', { content: 42 }, 'content'],
  ])('refuses %s (400 naming content) and stores nothing', async (_case, body, field) => {
    const conversation = await create(alice, [bob.id], 'Refusals');
    expectRefused(await api(`${DM}/${conversation.id}/messages/send/`, alice, body), 400, field);
    expect(await messageCount(alice, conversation.id)).toBe(0);
  });

  it('takes a message of exactly 2,000 characters', async () => {
    const conversation = await create(alice, [bob.id], 'Long');
    expect((await send(alice, conversation.id, 'y'.repeat(2000))).content).toHaveLength(2000);
  });

  it.each([
    ['before=x', 'before'],
    ['page_size=101', 'page_size'],
    ['page=2', 'page'],
  ])('refuses the messages query %s (400 naming it)', async (query, field) => {
    const conversation = await create(alice, [bob.id], 'Query');
    expectRefused(await api(`${DM}/${conversation.id}/messages/?${query}`, alice), 400, field);
  });

  it('takes sixty messages a minute from one user, then answers 429 and stores no more', async () => {
    // The budget is a fixed window of a minute: start early in one, so all of them land in it.
    const second = (Date.now() / 1000) % 60;
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const conversation = await create(alice, [admin.id], 'Budget');
    await Promise.all(Array.from({ length: 60 }, (_, i) => send(admin, conversation.id, `message ${i}`)));
    const refused = await api(`${DM}/${conversation.id}/messages/send/`, admin, { content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    expect(await messageCount(alice, conversation.id)).toBe(60);
  }, 30_000);

  it('answers 404 for a conversation that does not exist, and 400 for an id that is none', async () => {
    expect((await api(`${DM}/999999999/`, alice)).status).toBe(404);
    expect((await api(`${DM}/999999999/messages/send/`, alice, { content: 'hi' })).status).toBe(404);
    expectRefused(await api(`${DM}/abc/`, alice), 400, 'id');
  });
});

describe('direct messages: notifications', () => {
  interface Notification {
    typeSlug: string;
    title: string;
    body: string;
    url: string | null;
    isRead: boolean;
  }
  const notificationsOf = async (user: SignedInUser, url: string) =>
    (await api<Notification[]>('/api/notifications/?page_size=100', user)).body.data.filter(
      (notification) => notification.url === url,
    );

  it('tells the other participants of each new message (direct-message), never its author', async () => {
    const conversation = await create(alice, [bob.id, admin.id], 'Notified');
    const url = `/messages/?conversation=${conversation.id}`;
    await send(alice, conversation.id, 'ping\nfor   everyone');
    for (const user of [bob, admin]) {
      const found = await notificationsOf(user, url);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        typeSlug: 'direct-message',
        title: 'New message from Alice',
        body: 'ping for everyone',
        isRead: false,
      });
    }
    expect(await notificationsOf(alice, url)).toEqual([]);
    await send(bob, conversation.id, 'pong');
    expect(await notificationsOf(alice, url)).toHaveLength(1);
    expect(await notificationsOf(bob, url)).toHaveLength(1);

    const summary = await api<{ unreadMessagesCount: number }>('/api/notifications/summary/', admin);
    expect(summary.body.data.unreadMessagesCount).toBeGreaterThanOrEqual(2);
    await api(`${DM}/${conversation.id}/read/`, admin, {});
    const after = await api<{ unreadMessagesCount: number }>('/api/notifications/summary/', admin);
    expect(after.body.data.unreadMessagesCount).toBe(summary.body.data.unreadMessagesCount - 2);
  });
});

describe('direct messages: only participants', () => {
  it('lets bob neither read nor change alice’s conversation; it stays as it was', async () => {
    const conversation = await create(alice, [admin.id], 'Alice and admin only');
    await send(alice, conversation.id, 'private words');
    const before = await seenBy(alice, conversation.id);
    const base = `${DM}/${conversation.id}`;

    expect((await api(`${base}/`, bob)).status).toBe(404);
    expect((await api(`${base}/messages/`, bob)).status).toBe(404);
    const attempts: [string, unknown][] = [
      [`${base}/messages/send/`, { content: 'let me in' }],
      [`${base}/add-user/`, { user_id: bob.id }],
      [`${base}/remove-user/`, { user_id: admin.id }],
      [`${base}/remove-user/`, { user_id: alice.id }],
      [`${base}/update-title/`, { title: 'Taken over' }],
      [`${base}/read/`, {}],
    ];
    for (const [path, json] of attempts) {
      const answer = await api(path, bob, json);
      expect({ path, status: answer.status, code: answer.body.error?.code }).toEqual({
        path,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    const bobsList = await api<Conversation[]>(`${DM}/?ids=${conversation.id}`, bob);
    expect(bobsList.body.data).toEqual([]);

    const after = await seenBy(alice, conversation.id);
    expect(after).toEqual(before);
    expect(await messageCount(alice, conversation.id)).toBe(1);
    expect(participantOf(await seenBy(admin, conversation.id), admin)!.unreadMessagesCount).toBe(1);
  });

  it('answers a visitor 401 on every route, reads and writes, and stores nothing', async () => {
    const conversation = await create(alice, [bob.id], 'Visitors');
    const base = `${DM}/${conversation.id}`;
    for (const path of [`${DM}/`, `${base}/`, `${base}/messages/`, '/api/direct-messages/stream/']) {
      expect({ path, status: (await api(path, null)).status }).toEqual({ path, status: 401 });
    }
    const writes: [string, unknown][] = [
      [`${DM}/create/`, { participants: [bob.id], title: 'x' }],
      [`${base}/messages/send/`, { content: 'hi' }],
      [`${base}/add-user/`, { user_id: admin.id }],
      [`${base}/remove-user/`, { user_id: bob.id }],
      [`${base}/update-title/`, { title: 'x' }],
      [`${base}/read/`, {}],
    ];
    for (const [path, json] of writes) {
      expect({ path, status: (await api(path, null, json)).status }).toEqual({ path, status: 401 });
    }
    const after = await seenBy(alice, conversation.id);
    expect(after.title).toBe('Visitors');
    expect(after.participants).toHaveLength(2);
    expect(await messageCount(alice, conversation.id)).toBe(0);
  });

  it('refuses a cookie-session write without the CSRF token or with a wrong one (403), storing nothing', async () => {
    const conversation = await create(alice, [bob.id], 'Cookies');
    const path = `${DM}/${conversation.id}/messages/send/`;
    for (const csrf of [null, 'wrong-token', alice.csrfToken]) {
      const answer = await cookieWrite(bob, path, { content: 'from the cookie' }, csrf);
      expect(answer.status).toBe(403);
      expect((JSON.parse(answer.body) as { error: { field: string } }).error.field).toBe('x-csrf-token');
    }
    expect(await messageCount(alice, conversation.id)).toBe(0);
    const allowed = await cookieWrite(bob, path, { content: 'from the cookie' }, bob.csrfToken);
    expect(allowed.status).toBe(200);
    expect(await messageCount(alice, conversation.id)).toBe(1);
  });
});

/** An open event stream read with fetch, as the web app reads it. */
const openStream = (baseUrl: string, user: SignedInUser | null) =>
  openEventStream(
    `${baseUrl}/api/direct-messages/stream/`,
    user ? { authorization: `Bearer ${user.accessToken}` } : {},
  );

const MESSAGE_EVENT = /event: message\ndata: (.+)\n\n/;

describe('direct messages: live stream', () => {
  it.each([
    ['the gateway', () => stack.url],
    ['NGINX in front of the gateway', () => nginx.baseUrl],
  ])('delivers alice’s new message to bob’s open stream through %s within seconds', async (_via, baseUrl) => {
    const conversation = await create(alice, [bob.id], 'Live');
    const stream = await openStream(baseUrl(), bob);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      await stream.until(/: open\n\n/);
      const sentAt = Date.now();
      const sent = await send(alice, conversation.id, 'are you there?\nstill there?');
      const [, data] = await stream.until(MESSAGE_EVENT, 5000);
      expect(Date.now() - sentAt).toBeLessThan(5000);
      expect(JSON.parse(data!)).toEqual(sent);
    } finally {
      await stream.close();
    }
  });

  it('tells nobody outside the conversation', async () => {
    const conversation = await create(alice, [admin.id], 'Not for bob');
    const bobs = await openStream(stack.url, bob);
    const admins = await openStream(stack.url, admin);
    try {
      await Promise.all([bobs.until(/: open\n\n/), admins.until(/: open\n\n/)]);
      const sent = await send(alice, conversation.id, 'admin only');
      const [, data] = await admins.until(MESSAGE_EVENT);
      expect(JSON.parse(data!)).toMatchObject({ id: sent.id });
      // Messages travel on one NATS connection in order: a later one for bob proves the earlier one skipped him.
      const bobsOwn = await create(alice, [bob.id], 'For bob');
      const marker = await send(alice, bobsOwn.id, 'marker');
      const [, bobsData] = await bobs.until(MESSAGE_EVENT);
      expect(JSON.parse(bobsData!)).toMatchObject({ id: marker.id });
      expect(bobs.text()).not.toContain('admin only');
    } finally {
      await Promise.all([bobs.close(), admins.close()]);
    }
  });

  it('answers a visitor 401 with the error body, not a stream', async () => {
    const answer = await fetch(`${stack.url}/api/direct-messages/stream/`);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('opens for the session cookie too, and takes no query parameters', async () => {
    const answer = await fetch(`${stack.url}/api/direct-messages/stream/?since=1`, {
      headers: { authorization: `Bearer ${bob.accessToken}` },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { field: string } }).error.field).toBe('since');
    const cookie = bob.browser.cookies.headerFor(new URL(stack.url));
    const controller = new AbortController();
    const byCookie = await fetch(`${stack.url}/api/direct-messages/stream/`, {
      headers: { cookie: cookie! },
      signal: controller.signal,
    });
    expect(byCookie.status).toBe(200);
    controller.abort();
    await byCookie.body?.cancel().catch(() => undefined);
  });

  it('holds at most five streams per user, and frees a slot when a client goes away', async () => {
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const stream = await openStream(stack.url, alice);
      expect(stream.response.status).toBe(200);
      await stream.until(/: open\n\n/);
      streams.push(stream);
    }
    const sixth = await fetch(`${stack.url}/api/direct-messages/stream/`, {
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(sixth.status).toBe(429);
    await sixth.body?.cancel();
    await streams.pop()!.close();
    // The gateway notices the disconnect and unsubscribes: a new stream fits again.
    let reopened: Awaited<ReturnType<typeof openStream>> | undefined;
    for (let attempt = 0; attempt < 20 && !reopened; attempt += 1) {
      const stream = await openStream(stack.url, alice);
      if (stream.response.status === 200) reopened = stream;
      else {
        await stream.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(reopened).toBeDefined();
    await Promise.all([...streams, reopened!].map((stream) => stream.close()));
  });
});

describe('moderation reports', () => {
  const REPORTS = '/api/moderation/reports/';
  const reportsAsAdmin = async (query = '') => {
    const answer = await api<ModerationReport[]>(`${REPORTS}${query}`, admin);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('stores a signed-in user’s report for the admins, who list it with its reporter', async () => {
    for (const url of ['/players/26-231747/', 'https://www.example.com/a?b=c']) {
      const sent = await api<SentReport>('/api/moderation/send-report/', alice, {
        url,
        note: 'Offensive name',
      });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ id: expect.any(Number), status: 'open' });
      const listed = (await reportsAsAdmin('?status=open&page_size=100')).data.find(
        (report) => report.id === sent.body.data.id,
      );
      expect(listed).toMatchObject({
        url,
        note: 'Offensive name',
        status: 'open',
        resolution: null,
        closedBy: null,
        dateClosed: null,
        reporter: { id: alice.id, username: 'alice' },
      });
    }
  });

  it.each([
    ['a javascript: address', { url: 'javascript:alert(1)', note: '' }, 'url'],
    ['an address of another scheme', { url: 'ftp://example.com/x', note: '' }, 'url'],
    ['a protocol-relative address', { url: '//evil.example.com/', note: '' }, 'url'],
    ['a relative path', { url: 'players/1/', note: '' }, 'url'],
    ['an empty url', { url: '', note: '' }, 'url'],
    ['a url of 2,001 characters', { url: `/${'p'.repeat(2000)}`, note: '' }, 'url'],
    ['a note of 2,001 characters', { url: '/players/', note: 'n'.repeat(2001) }, 'note'],
    ['no url', { note: 'x' }, 'url'],
  ])('refuses %s (400 naming the field) and stores nothing', async (_case, body, field) => {
    const before = (await reportsAsAdmin()).totalCount;
    expectRefused(await api('/api/moderation/send-report/', alice, body), 400, field);
    expect((await reportsAsAdmin()).totalCount).toBe(before);
  });

  it('answers a visitor 401 and a cookie write without the right CSRF token 403; nothing is stored', async () => {
    const before = (await reportsAsAdmin()).totalCount;
    expect((await api('/api/moderation/send-report/', null, { url: '/x/', note: '' })).status).toBe(401);
    expect((await api(REPORTS, null)).status).toBe(401);
    for (const csrf of [null, 'wrong-token']) {
      const answer = await cookieWrite(alice, '/api/moderation/send-report/', { url: '/x/', note: '' }, csrf);
      expect(answer.status).toBe(403);
    }
    expect((await reportsAsAdmin()).totalCount).toBe(before);
  });

  it('lets only admins list and close; a user’s close leaves the report open', async () => {
    const sent = await api<SentReport>('/api/moderation/send-report/', alice, {
      url: '/squads/x/',
      note: 'spam',
    });
    const id = sent.body.data.id;
    expectRefused(await api(REPORTS, bob), 403);
    expectRefused(await api(`${REPORTS}${id}/close/`, bob, { resolution: 'ignored' }), 403);
    expectRefused(await api(`${REPORTS}${id}/close/`, alice, { resolution: 'mine anyway' }), 403);
    expect((await reportsAsAdmin('?status=open&page_size=100')).data.map((report) => report.id)).toContain(
      id,
    );

    expectRefused(await api(`${REPORTS}${id}/close/`, admin, { resolution: '' }), 400, 'resolution');
    const closed = await api<ModerationReport>(`${REPORTS}${id}/close/`, admin, {
      resolution: 'Removed the squad',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      id,
      status: 'closed',
      resolution: 'Removed the squad',
      closedBy: { id: admin.id },
    });
    expect(closed.body.data.dateClosed).not.toBeNull();
    expectRefused(await api(`${REPORTS}${id}/close/`, admin, { resolution: 'again' }), 409, 'id');
    expect((await api(`${REPORTS}999999999/close/`, admin, { resolution: 'x' })).status).toBe(404);

    const open = await reportsAsAdmin('?status=open&page_size=100');
    expect(open.data.map((report) => report.id)).not.toContain(id);
    const closedList = await reportsAsAdmin('?status=closed');
    expect(closedList.data[0]).toMatchObject({ id, status: 'closed' });
    const firstPage = await reportsAsAdmin('?page_size=1');
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.totalCount).toBe(open.totalCount! + closedList.totalCount!);
    expectRefused(await api(`${REPORTS}?status=pending`, admin), 400, 'status');
    expectRefused(await api(`${REPORTS}?page_size=0`, admin), 400, 'page_size');
  });

  it('takes five reports a minute from one user, then answers 429 and stores no more', async () => {
    // The budget is a fixed window of a minute: start early in one, so all six land in it.
    const second = (Date.now() / 1000) % 60;
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const before = (await reportsAsAdmin()).totalCount;
    for (let i = 0; i < 5; i += 1) {
      const sent = await api('/api/moderation/send-report/', bob, { url: `/players/${i}/`, note: '' });
      expect(sent.status).toBe(200);
    }
    const refused = await api('/api/moderation/send-report/', bob, { url: '/players/6/', note: '' });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    expect((await reportsAsAdmin()).totalCount).toBe(before! + 5);
  }, 30_000);
});

// Last in the file: it closes the suite's gateway (afterAll's stop closes it again, which is a no-op).
describe('direct messages: live stream at shutdown', () => {
  it('ends open streams as soon as the gateway starts closing, so closing does not wait for the clients', async () => {
    const stream = await openStream(stack.url, bob);
    await stream.until(/: open\n\n/);
    const closing = stack.stack.gateway.close();
    // Ended at once, not after a client's timeout (a socket without a request may hold close() up to the
    // gateway's connectionTimeout, as on any route: that is Node's, not the stream's).
    await expect(stream.until(/never/, 2000)).rejects.toThrow(/The stream ended/);
    await closing;
  }, 60_000);
});
