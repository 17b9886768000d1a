// The comments API through the real gateway: public and private threads, replies and their
// notification, paging by `after`, the namespace form's new/best/hot on votes cast through the votes
// API, counts, ownership, visitors, CSRF on a cookie session, hostile content and the per-user budget.
import { COMMENTS_CONTRACTS, type Comment } from '@futgg/contracts';
import { startSocialStack, type SignedInUser, type SocialStack } from './social-stack.js';
import { apiCall } from './api-call.js';

let stack: SocialStack;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

const api = <T>(path: string, user?: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, { json });

const stored = async (where: string, values: unknown[]) =>
  (await stack.social.service.pool.query(`SELECT * FROM social.comments WHERE ${where} ORDER BY id`, values))
    .rows as Record<string, unknown>[];

const storedCount = async (entityId: string) => (await stored('entity_id = $1', [entityId])).length;

/** A comment written through the API (200 asserted). */
const write = async (
  user: SignedInUser,
  thread: string,
  content: string,
  parent?: number,
  base = '/api/comments',
): Promise<Comment> => {
  const answer = await api<Comment>(`${base}/${thread}/create/`, user, {
    content,
    ...(parent ? { parent } : {}),
  });
  expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 200, error: undefined });
  return answer.body.data;
};

const ids = (comments: Comment[]) => comments.map((comment) => comment.id);

beforeAll(async () => {
  stack = await startSocialStack('comments_api', 120);
  [alice, bob, admin] = [await stack.signIn('alice'), await stack.signIn('bob'), await stack.signIn('admin')];
}, 240_000);

afterAll(() => stack?.stop(), 120_000);

describe('comments: the public thread', () => {
  it('writes a comment and reads it by the content type id or its name', async () => {
    const created = await write(alice, '1/231747', '<p>Great <b>card</b></p>');
    expect(created).toMatchObject({
      contentTypeId: 1,
      entityId: '231747',
      parent: null,
      content: '<p>Great <b>card</b></p>',
      author: { id: alice.id, username: expect.any(String), displayName: expect.any(String) },
      isDeleted: false,
      isPrivate: false,
      dateEdited: null,
      replyCount: 0,
      upvotes: 0,
      downvotes: 0,
    });
    expect(new Date(created.dateCreated).getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const path of ['/api/comments/1/231747/', '/api/comments/player/231747/']) {
      const page = await api<Comment[]>(path);
      expect(page.status).toBe(200);
      expect(page.body.data).toEqual([created]);
      expect(page.body.totalCount).toBe(1);
    }
  });

  it('edits the author’s comment, with dateEdited', async () => {
    const created = await write(alice, '2/evo-1', 'first words');
    const edited = await api<Comment>(`/api/comments/${created.id}/edit/`, alice, {
      content: '<i>better</i> words',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: created.id, content: '<i>better</i> words' });
    expect(edited.body.data.dateEdited).not.toBeNull();
    expect((await stored('id = $1', [created.id]))[0]).toMatchObject({ content: '<i>better</i> words' });
  });

  it('keeps a deleted comment in its place with its replies, and takes no reply to it', async () => {
    const root = await write(alice, '3/sbc-9', 'root');
    const reply = await write(bob, '3/sbc-9', 'a reply', root.id);
    const deleted = await api<Comment>(`/api/comments/${root.id}/delete/`, alice, {});
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({
      id: root.id,
      isDeleted: true,
      content: '',
      author: null,
      replyCount: 1,
    });
    const top = await api<Comment[]>('/api/comments/3/sbc-9/');
    expect(top.body.data).toEqual([deleted.body.data]);
    const replies = await api<Comment[]>(`/api/comments/3/sbc-9/?parent=${root.id}`);
    expect(ids(replies.body.data)).toEqual([reply.id]);
    expect((await stored('id = $1', [root.id]))[0]).toMatchObject({ content: '', is_deleted: true });

    const late = await api<Comment>('/api/comments/3/sbc-9/create/', bob, {
      content: 'late',
      parent: root.id,
    });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'parent' });
    const again = await api<Comment>(`/api/comments/${root.id}/delete/`, alice, {});
    expect(again.body.data).toEqual(deleted.body.data);
    const edit = await api<Comment>(`/api/comments/${root.id}/edit/`, alice, { content: 'back' });
    expect(edit.status).toBe(409);
    expect(await storedCount('sbc-9')).toBe(2);
  });

  it('threads replies (replyCount, parent=N) and refuses a parent of another entity, naming parent', async () => {
    const root = await write(alice, '1/100', 'root');
    const first = await write(bob, '1/100', 'first reply', root.id);
    const second = await write(alice, '1/100', 'second reply', root.id);
    const top = await api<Comment[]>('/api/comments/1/100/');
    expect(top.body.data).toEqual([expect.objectContaining({ id: root.id, replyCount: 2 })]);
    const replies = await api<Comment[]>(`/api/comments/1/100/?parent=${root.id}`);
    expect(ids(replies.body.data)).toEqual([second.id, first.id]);
    expect(replies.body.data[0]).toMatchObject({ parent: root.id });

    const before = await storedCount('101');
    const elsewhere = await api<Comment>('/api/comments/1/101/create/', bob, {
      content: 'x',
      parent: root.id,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'parent' });
    const unknown = await api<Comment>('/api/comments/1/100/create/', bob, {
      content: 'x',
      parent: 99_999_999,
    });
    expect(unknown.body.error).toMatchObject({ field: 'parent' });
    expect(await storedCount('101')).toBe(before);
  });

  it('tells the parent’s author of a reply (comment-reply, with the url), never oneself', async () => {
    const root = await write(alice, '1/200', 'does anyone use him?');
    const reply = await write(bob, '1/200', 'every <b>week</b>', root.id);
    await write(alice, '1/200', 'thanks', root.id);
    const list = await api<{ typeSlug: string; title: string; body: string; url: string | null }[]>(
      '/api/notifications/',
      alice,
    );
    expect(list.status).toBe(200);
    const replies = list.body.data.filter(
      (n) => n.typeSlug === 'comment-reply' && n.url?.includes(`#comment-${reply.id}`),
    );
    expect(replies).toEqual([
      expect.objectContaining({ body: 'every week', url: `/26/players/200/#comment-${reply.id}` }),
    ]);
    // alice's own reply told nobody: the one notification of this thread is bob's.
    expect(list.body.data.filter((n) => n.url?.startsWith('/26/players/200/')).length).toBe(1);
  });

  it('pages 20 at a time, newest first, by `after`, and ends on a page of fewer than 20', async () => {
    const written: number[] = [];
    // admin's: 25 stay within one user's 30 a minute, and alice and bob keep theirs for the other tests.
    for (let i = 0; i < 25; i += 1) {
      written.push((await write(admin, '4/paging', `comment ${i}`)).id);
    }
    const newestFirst = [...written].reverse();
    const first = await api<Comment[]>('/api/comments/4/paging/');
    expect(ids(first.body.data)).toEqual(newestFirst.slice(0, 20));
    expect(first.body.totalCount).toBe(25);
    const second = await api<Comment[]>(`/api/comments/4/paging/?after=${newestFirst[19]}`);
    expect(ids(second.body.data)).toEqual(newestFirst.slice(20));
    expect(second.body.data.length).toBeLessThan(20);
  });

  it('counts comments per entity id, zero included, leaving out deleted and private ones', async () => {
    await write(alice, '5/0a0a0a0a-0000-4000-8000-000000000001', 'one');
    const gone = await write(bob, '5/0a0a0a0a-0000-4000-8000-000000000001', 'two');
    await api(`/api/comments/${gone.id}/delete/`, bob, {});
    await write(alice, '1/counted', 'three');
    await write(bob, '1/counted', 'four');
    const counts = await api<Record<string, number>>('/api/comments/1/counts/?ids=counted,nobody');
    expect(counts.status).toBe(200);
    expect(counts.body.data).toEqual({ counted: 2, nobody: 0 });
    const squads = await api<Record<string, number>>(
      '/api/comments/squad/counts/?ids=0a0a0a0a-0000-4000-8000-000000000001',
    );
    expect(squads.body.data).toEqual({ '0a0a0a0a-0000-4000-8000-000000000001': 1 });
    const tooMany = await api(
      `/api/comments/1/counts/?ids=${Array.from({ length: 201 }, (_, i) => i).join(',')}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ field: 'ids' });
  });
});

describe('comments: the namespace form', () => {
  it('ranks by new, best and hot on votes cast through the votes API, and leaves out `exclude`', async () => {
    const old = await write(alice, '1/ranked', 'liked by all');
    const split = await write(bob, '1/ranked', 'one up, one down');
    const quiet = await write(alice, '1/ranked', 'no votes yet');
    const vote = async (user: SignedInUser, id: number, value: number) =>
      expect((await api(`/api/votes/6/${id}/`, user, { value })).status).toBe(200);
    await vote(alice, old.id, 1);
    await vote(bob, old.id, 1);
    await vote(admin, old.id, 1);
    await vote(alice, split.id, 1);
    await vote(bob, split.id, -1);

    const ranked = async (query: string) => {
      const answer = await api<Comment[]>(`/api/fut/comments/1/ranked/${query}`);
      expect(answer.status).toBe(200);
      return ids(answer.body.data);
    };
    expect(await ranked('')).toEqual([quiet.id, split.id, old.id]);
    expect(await ranked('?sort=new')).toEqual([quiet.id, split.id, old.id]);
    // Wilson bounds: 3 of 3 up 0.44, 1 of 2 up 0.09, none 0.
    expect(await ranked('?sort=best')).toEqual([old.id, split.id, quiet.id]);
    // Scores 3, 0, 0 at about the same age: the tie goes to the newer.
    expect(await ranked('?sort=hot')).toEqual([old.id, quiet.id, split.id]);
    expect(await ranked(`?sort=best&exclude=${old.id},${quiet.id}`)).toEqual([split.id]);
    const page = await api<Comment[]>('/api/fut/comments/1/ranked/?sort=best');
    expect(page.body.data[0]).toMatchObject({ upvotes: 3, downvotes: 0 });
    expect(page.body.data[1]).toMatchObject({ upvotes: 1, downvotes: 1 });

    const reply = await write(bob, '1/ranked', 'reply', old.id);
    expect(await ranked(`?parent=${old.id}`)).toEqual([reply.id]);
  });

  it('refuses more than 500 excluded ids and an unknown sort, naming them', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await api(`/api/fut/comments/1/ranked/?exclude=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ field: 'exclude' });
    expect(
      (await api(`/api/fut/comments/1/ranked/?exclude=${many.split(',').slice(0, 500).join(',')}`)).status,
    ).toBe(200);
    const sort = await api('/api/fut/comments/1/ranked/?sort=worst');
    expect(sort.status).toBe(400);
    expect(sort.body.error).toMatchObject({ field: 'sort' });
    const type = await api('/api/fut/comments/99/ranked/');
    expect(type.body.error).toMatchObject({ field: 'contentTypeId' });
  });
});

describe('comments: who may do what', () => {
  it("lets bob neither edit nor delete alice's comment (403), which stays as it was", async () => {
    const created = await write(alice, '1/owned', 'mine');
    const before = await stored('id = $1', [created.id]);
    const edit = await api(`/api/comments/${created.id}/edit/`, bob, { content: 'hijacked' });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toMatchObject({ code: 'FORBIDDEN' });
    const remove = await api(`/api/comments/${created.id}/delete/`, bob, {});
    expect(remove.status).toBe(403);
    expect(await stored('id = $1', [created.id])).toEqual(before);
    expect((await api<Comment[]>('/api/comments/1/owned/')).body.data[0]).toMatchObject({ content: 'mine' });
  });

  it('lets an admin delete any comment, not edit it', async () => {
    const created = await write(bob, '1/moderated', 'rude words');
    const edit = await api(`/api/comments/${created.id}/edit/`, admin, { content: 'nicer' });
    expect(edit.status).toBe(403);
    const remove = await api<Comment>(`/api/comments/${created.id}/delete/`, admin, {});
    expect(remove.status).toBe(200);
    expect(remove.body.data).toMatchObject({ isDeleted: true, content: '' });
  });

  it('refuses every write of a visitor (401) and stores nothing', async () => {
    const created = await write(alice, '1/visited', 'hello');
    for (const [path, json] of [
      ['/api/comments/1/visited/create/', { content: 'anonymous' }],
      [`/api/comments/${created.id}/edit/`, { content: 'anonymous' }],
      [`/api/comments/${created.id}/delete/`, {}],
      ['/api/comments/private/1/visited/create/', { content: 'anonymous' }],
    ] as const) {
      const answer = await api(path, null, json);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
    expect((await api('/api/comments/private/1/visited/')).status).toBe(401);
    expect((await api('/api/comments/private/1/counts/?ids=visited')).status).toBe(401);
    expect(await stored('entity_id = $1', ['visited'])).toEqual([
      expect.objectContaining({ content: 'hello', is_deleted: false }),
    ]);
  });

  it('refuses a cookie-session write without the CSRF header or with a wrong one (403), storing nothing', async () => {
    const create = (headers: Record<string, string>) =>
      alice.browser.request(`${stack.url}/api/comments/1/csrf/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ content: 'by cookie' }),
      });
    expect((await create({})).status).toBe(403);
    expect((await create({ 'x-csrf-token': 'wrong' })).status).toBe(403);
    expect((await create({ 'x-csrf-token': bob.csrfToken })).status).toBe(403);
    expect(await storedCount('csrf')).toBe(0);
    expect((await create({ 'x-csrf-token': alice.csrfToken })).status).toBe(200);
    expect(await storedCount('csrf')).toBe(1);
  });
});

describe('comments: hostile content', () => {
  it('strips a script and an image with onerror; escapes plain text', async () => {
    const script = await write(alice, '1/hostile', 'hi<script>alert(document.cookie)</script> there');
    expect(script.content).toBe('hi there');
    const image = await write(alice, '1/hostile', '<img src=x onerror="alert(1)">look');
    expect(image.content).toBe('look');
    const link = await write(
      alice,
      '1/hostile',
      '<a href="javascript:alert(1)">click</a> <a href="https://fut.gg">ok</a>',
    );
    expect(link.content).toBe('<a>click</a> <a href="https://fut.gg" rel="nofollow noopener">ok</a>');
    const text = await write(alice, '1/hostile', '1 < 2 & 3 > 2');
    expect(text.content).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    const rows = await stored('entity_id = $1', ['hostile']);
    for (const row of rows) expect(String(row['content'])).not.toMatch(/<script|<img|onerror|javascript:/i);
  });

  it('refuses empty and too long content, naming content, storing nothing', async () => {
    for (const content of ['', '   ', '<script>alert(1)</script>', '<p></p>', 'x'.repeat(5_001), 42]) {
      const answer = await api('/api/comments/1/refused/create/', alice, { content });
      expect({ status: answer.status, field: answer.body.error?.field }).toEqual({
        status: 400,
        field: 'content',
      });
    }
    expect((await api('/api/comments/1/refused/create/', alice, {})).body.error).toMatchObject({
      field: 'content',
    });
    expect(await storedCount('refused')).toBe(0);
  });

  it('refuses a 10 MB body (413) and invalid UTF-8 (400), storing nothing', async () => {
    const post = (body: BodyInit) =>
      fetch(`${stack.url}/api/comments/1/bytes/create/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.accessToken}`, 'content-type': 'application/json' },
        body,
      });
    const huge = await post(JSON.stringify({ content: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const bytes = Buffer.concat([
      Buffer.from('{"content":"bad '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]);
    const invalid = await post(bytes);
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { field?: string } }).error.field).toBe('content');
    expect(await storedCount('bytes')).toBe(0);
  });

  it('refuses an unknown content type and a malformed entity id, naming them', async () => {
    const type = await api('/api/comments/nonsense/1/create/', alice, { content: 'x' });
    expect(type.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'type' });
    const typeId = await api('/api/comments/99/1/');
    expect(typeId.body.error).toMatchObject({ field: 'type' });
    const entity = await api(`/api/comments/1/${encodeURIComponent('a b')}/create/`, alice, { content: 'x' });
    expect(entity.body.error).toMatchObject({ field: 'entity' });
    const id = await api('/api/comments/abc/edit/', alice, { content: 'x' });
    expect(id.body.error).toMatchObject({ field: 'id' });
  });
});

describe('comments: the private thread', () => {
  let squad: string;

  beforeAll(async () => {
    const saved = await api<{ uuid: string }>('/api/squads/save/', alice, {
      title: 'Private talk',
      formationId: 'f433',
      positions: [],
    });
    expect(saved.status).toBe(200);
    squad = saved.body.data.uuid;
  });

  /** As a third, non-admin user would ask (the dev provider has no third account): the gateway's way. */
  const asCarol = <T>(
    contract: (typeof COMMENTS_CONTRACTS)[keyof typeof COMMENTS_CONTRACTS],
    payload: unknown,
  ) =>
    stack.social.requester.request<T>(contract.subject, payload, {
      caller: { id: '00000000-0000-4000-8000-00000000ca01', roles: [] },
    });

  it("shows alice's private comment on her squad to alice, not to bob, nor in the public thread", async () => {
    const note = await write(alice, `5/${squad}`, 'note to self', undefined, '/api/comments/private');
    expect(note).toMatchObject({ isPrivate: true, author: { id: alice.id } });
    const mine = await api<Comment[]>(`/api/comments/private/5/${squad}/`, alice);
    expect(ids(mine.body.data)).toEqual([note.id]);
    const bobs = await api<Comment[]>(`/api/comments/private/5/${squad}/`, bob);
    expect(bobs.status).toBe(200);
    expect(bobs.body.data).toEqual([]);
    expect((await api<Comment[]>(`/api/comments/5/${squad}/`)).body.data).toEqual([]);
    expect((await api<Record<string, number>>(`/api/comments/5/counts/?ids=${squad}`)).body.data).toEqual({
      [squad]: 0,
    });
    expect(
      (await api<Record<string, number>>(`/api/comments/private/5/counts/?ids=${squad}`, bob)).body.data,
    ).toEqual({ [squad]: 0 });
    const before = await stored('id = $1', [note.id]);
    expect((await api(`/api/comments/private/${note.id}/edit/`, bob, { content: 'x' })).status).toBe(403);
    expect((await api(`/api/comments/private/${note.id}/delete/`, bob, {})).status).toBe(403);
    const reply = await api('/api/comments/private/5/' + squad + '/create/', bob, {
      content: 'x',
      parent: note.id,
    });
    expect(reply.body.error).toMatchObject({ field: 'parent' });
    expect(await stored('id = $1', [note.id])).toEqual(before);
    expect(await stored('entity_id = $1 AND author_id = $2', [squad, bob.id])).toEqual([]);
  });

  it("shows bob's private comment on alice's squad to bob, alice (the owner) and admin, not to a third user", async () => {
    const question = await write(bob, `5/${squad}`, 'may I copy this?', undefined, '/api/comments/private');
    const seenBy = async (user: SignedInUser) =>
      ids((await api<Comment[]>(`/api/comments/private/5/${squad}/`, user)).body.data);
    expect(await seenBy(bob)).toEqual([question.id]);
    expect(await seenBy(alice)).toContain(question.id);
    expect(await seenBy(admin)).toContain(question.id);
    const carol = await asCarol<{ data: Comment[] }>(COMMENTS_CONTRACTS.list, {
      contentTypeId: 5,
      entityId: squad,
      isPrivate: true,
    });
    expect(carol.data).toEqual([]);
    expect(
      await asCarol(COMMENTS_CONTRACTS.counts, { contentTypeId: 5, ids: [squad], isPrivate: true }),
    ).toEqual({ [squad]: 0 });
    const counts = await api<Record<string, number>>(`/api/comments/private/5/counts/?ids=${squad}`, alice);
    expect(counts.body.data[squad]).toBeGreaterThanOrEqual(2);

    // The owner answers; the answer reaches the asker, who is told.
    const answer = await write(alice, `5/${squad}`, 'go ahead', question.id, '/api/comments/private');
    const replies = await api<Comment[]>(`/api/comments/private/5/${squad}/?parent=${question.id}`, bob);
    expect(ids(replies.body.data)).toEqual([answer.id]);
    const told = await api<{ typeSlug: string; url: string | null }[]>('/api/notifications/', bob);
    expect(told.body.data.some((n) => n.url?.endsWith(`#comment-${answer.id}`))).toBe(true);
  });

  it('edits and deletes through the private routes only; a private id on the public routes is 404', async () => {
    const note = await write(bob, `5/${squad}`, 'draft', undefined, '/api/comments/private');
    expect((await api(`/api/comments/${note.id}/edit/`, bob, { content: 'x' })).status).toBe(404);
    expect((await api(`/api/comments/${note.id}/delete/`, bob, {})).status).toBe(404);
    const edited = await api<Comment>(`/api/comments/private/${note.id}/edit/`, bob, { content: 'final' });
    expect(edited.body.data).toMatchObject({ content: 'final', isPrivate: true });
    const deleted = await api<Comment>(`/api/comments/private/${note.id}/delete/`, bob, {});
    expect(deleted.body.data).toMatchObject({ isDeleted: true, author: null });
  });

  it('keeps a comment on an entity without an owner to its author and admins', async () => {
    const note = await write(
      alice,
      '1/231747',
      'private note on a player',
      undefined,
      '/api/comments/private',
    );
    const seenBy = async (user: SignedInUser) =>
      ids((await api<Comment[]>('/api/comments/private/1/231747/', user)).body.data);
    expect(await seenBy(alice)).toEqual([note.id]);
    expect(await seenBy(bob)).toEqual([]);
    expect(await seenBy(admin)).toEqual([note.id]);
  });

  it("shows a private comment on alice's tactic to alice, its owner, and not alice's own to bob", async () => {
    const created = await api<{ tactics: { tactic: { tacticId: string } }[] }>(
      '/api/fut/tactics/create/',
      alice,
      {
        tactics: [
          {
            local_guid: '1f1f1f1f-0000-4000-8000-000000000001',
            data: { title: 'Press', formationId: 'f4231' },
          },
        ],
      },
    );
    expect(created.status).toBe(200);
    const tactic = created.body.data.tactics[0]!.tactic.tacticId;
    const question = await write(bob, `7/${tactic}`, 'why this press?', undefined, '/api/comments/private');
    const note = await write(alice, `tactic/${tactic}`, 'works away', undefined, '/api/comments/private');
    const seenBy = async (user: SignedInUser) =>
      ids((await api<Comment[]>(`/api/comments/private/7/${tactic}/`, user)).body.data);
    expect(await seenBy(alice)).toEqual([note.id, question.id]);
    expect(await seenBy(bob)).toEqual([question.id]);
    const missing = await api('/api/comments/private/7/1f1f1f1f-0000-4000-8000-00000000dead/create/', bob, {
      content: 'hello?',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a private comment on a squad that does not exist (404)', async () => {
    const missing = await api('/api/comments/private/5/0b0b0b0b-0000-4000-8000-000000000000/create/', alice, {
      content: 'hello?',
    });
    expect(missing.status).toBe(404);
    expect(await storedCount('0b0b0b0b-0000-4000-8000-000000000000')).toBe(0);
  });
});

// Last: it spends admin's budget for the minute.
describe('comments: the per-user write budget', () => {
  it('refuses a user’s writes past 30 a minute (429) and stores none of those', async () => {
    let refused: Awaited<ReturnType<typeof api>> | null = null;
    let accepted = 0;
    // A fixed window: 61 writes cross at most one window edge, so at least one is over budget.
    for (let i = 0; i < 61 && !refused; i += 1) {
      const answer = await api('/api/comments/1/budget/create/', admin, { content: `flood ${i}` });
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(200);
        accepted += 1;
      }
    }
    expect(refused?.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused?.body.error?.message).toMatch(/comment.*30/);
    // Earlier tests spent some of admin's window; crossing into the next window grants 30 more.
    expect(accepted).toBeLessThanOrEqual(60);
    expect(await storedCount('budget')).toBe(accepted);
    // Another user is not held back by admin's budget.
    await write(bob, '1/budget', 'still fine');
  });
});
