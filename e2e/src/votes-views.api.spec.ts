// Votes and views through the real gateway: identity, the catalog (pageviews), social and the gateway on
// one prefix, users signed in through the development provider. One stack for the file.
import type { PlayerItem, VoteTally } from '@futgg/contracts';
import { startSocialStack, type SignedInUser, type SocialStack } from './social-stack.js';
import { apiCall } from './api-call.js';

let stack: SocialStack;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let playerEaId: number;

beforeAll(async () => {
  stack = await startSocialStack('votes_views', 60);
  [alice, bob, admin] = [await stack.signIn('alice'), await stack.signIn('bob'), await stack.signIn('admin')];
  const [row] = (
    await stack.stack.catalog!.service.pool.query<{ ea_id: number }>(
      'SELECT ea_id FROM catalog.player_items WHERE game_year = 26 ORDER BY ea_id LIMIT 1',
    )
  ).rows;
  playerEaId = row!.ea_id;
  // The generated catalog invents pageviews; this card starts as one nobody has viewed.
  await stack.stack.catalog!.service.pool.query(
    'UPDATE catalog.player_items SET pageviews = 0 WHERE game_year = 26 AND ea_id = $1',
    [playerEaId],
  );
}, 180_000);

afterAll(() => stack?.stop(), 60_000);

const tallyOf = async (identifier: string) => {
  const [contentTypeId, entityId] = [
    identifier.slice(0, identifier.indexOf('-')),
    identifier.slice(identifier.indexOf('-') + 1),
  ];
  return (await apiCall<VoteTally>(stack.url, `/api/votes/${contentTypeId}/${entityId}/`, null)).body.data;
};
/** Casts on `{contentTypeId}-{entityId}`, as POST /api/votes/{contentTypeId}/{entityId}/. */
const vote = (user: SignedInUser | null, identifier: string, value: unknown) =>
  apiCall<VoteTally & { userVote: number | null }>(
    stack.url,
    `/api/votes/${identifier.replace('-', '/')}/`,
    user,
    {
      json: { value },
    },
  );
const myVotes = (user: SignedInUser, identifiers: string) =>
  apiCall<{ entityIdentifier: string; value: number }[]>(
    stack.url,
    `/api/votes/user/?identifiers=${identifiers}`,
    user,
  );

describe('votes', () => {
  it('refuses a visitor (401) and stores nothing', async () => {
    const answer = await vote(null, '6-901', 1);
    expect(answer.status).toBe(401);
    expect(await tallyOf('6-901')).toMatchObject({ upvotes: 0, downvotes: 0, score: 0 });
    expect((await apiCall(stack.url, '/api/votes/user/?identifiers=6-901', null)).status).toBe(401);
  });

  it('casts once however often the same vote is sent, and answers the tally with the caller’s vote', async () => {
    const first = await vote(alice, '6-902', 1);
    const second = await vote(alice, '6-902', 1);
    expect(first.status).toBe(200);
    expect(second.body.data).toEqual({
      entityIdentifier: '6-902',
      contentTypeId: 6,
      entityId: '902',
      upvotes: 1,
      downvotes: 0,
      score: 1,
      userVote: 1,
    });
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => vote(alice, '6-903', -1)));
    expect(concurrent.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await tallyOf('6-903')).toMatchObject({ upvotes: 0, downvotes: 1, score: -1 });
  });

  it('lets bob vote, change and remove his own vote while alice’s stays as it was', async () => {
    await vote(alice, '1-904', 1);
    expect((await vote(bob, '1-904', -1)).body.data).toMatchObject({
      upvotes: 1,
      downvotes: 1,
      userVote: -1,
    });
    expect((await vote(bob, '1-904', 1)).body.data).toMatchObject({ upvotes: 2, downvotes: 0, userVote: 1 });
    expect((await vote(bob, '1-904', 0)).body.data).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      userVote: null,
    });
    expect((await vote(bob, '1-904', 0)).body.data).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      userVote: null,
    });
    expect((await myVotes(alice, '1-904')).body.data).toEqual([
      { entityIdentifier: '1-904', contentTypeId: 1, entityId: '904', value: 1 },
    ]);
    expect((await myVotes(bob, '1-904')).body.data).toEqual([]);
    expect(await tallyOf('1-904')).toMatchObject({ upvotes: 1, downvotes: 0, score: 1 });
  });

  it('looks up 200 identifiers in one call, zero tallies included, cached 1 s', async () => {
    const identifiers = ['6-902', '1-904', ...Array.from({ length: 198 }, (_, index) => `7-never-${index}`)];
    const answer = await apiCall<VoteTally[]>(
      stack.url,
      `/api/votes/entities/?identifiers=${identifiers.join(',')}`,
      null,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=1');
    expect(answer.body.data).toHaveLength(200);
    expect(answer.body.data[0]).toMatchObject({ entityIdentifier: '6-902', upvotes: 1, score: 1 });
    expect(answer.body.data[1]).toMatchObject({ entityIdentifier: '1-904', upvotes: 1 });
    expect(answer.body.data[2]).toEqual({
      entityIdentifier: '7-never-0',
      contentTypeId: 7,
      entityId: 'never-0',
      upvotes: 0,
      downvotes: 0,
      score: 0,
    });
  });

  it('refuses 201 identifiers and malformed ones with 400 naming them', async () => {
    const tooMany = Array.from({ length: 201 }, (_, index) => `1-${index + 1}`).join(',');
    const over = await apiCall(stack.url, `/api/votes/entities/?identifiers=${tooMany}`, null);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'identifiers' });
    const overMine = await myVotes(alice, tooMany);
    expect(overMine.status).toBe(400);
    for (const bad of ['99-5', 'abc', '1-', '1-a%20b']) {
      const answer = await apiCall(stack.url, `/api/votes/entities/?identifiers=1-5,${bad}`, null);
      expect({ bad, status: answer.status, field: answer.body.error?.field }).toEqual({
        bad,
        status: 400,
        field: 'identifiers.1',
      });
      expect(answer.body.error?.message).toContain(decodeURIComponent(bad));
    }
    for (const value of [2, '1', null]) {
      const answer = await vote(alice, '6-905', value);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.field).toBe('value');
    }
    expect((await vote(alice, '42-905', 1)).body.error?.field).toBe('contentTypeId');
    expect(await tallyOf('6-905')).toMatchObject({ upvotes: 0, downvotes: 0 });
  });

  it('refuses a cookie-session vote without or with a wrong CSRF token (403), storing nothing', async () => {
    const path = `${stack.url}/api/votes/6/906/`;
    const post = (headers: Record<string, string>) =>
      alice.browser.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ value: 1 }),
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ 'x-csrf-token': 'not-the-token' })).status).toBe(403);
    expect(await tallyOf('6-906')).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect((await post({ 'x-csrf-token': alice.csrfToken })).status).toBe(200);
    expect(await tallyOf('6-906')).toMatchObject({ upvotes: 1 });
  });

  it('holds a user to the vote budget (429), the refused vote not stored', async () => {
    let refused: { index: number; error?: { code: string } } | null = null;
    // 120 a minute; a window boundary during the loop can reset the count once, hence up to 241 tries.
    for (let index = 0; index < 241 && !refused; index += 1) {
      const answer = await vote(admin, `7-budget-${index}`, 1);
      if (answer.status !== 200)
        refused = { index, ...(answer.body.error ? { error: answer.body.error } : {}) };
    }
    expect(refused?.error?.code).toBe('RATE_LIMITED');
    expect(await tallyOf(`7-budget-${refused!.index}`)).toMatchObject({ upvotes: 0 });
  }, 60_000);
});

describe('views', () => {
  const track = (entityId: unknown, headers: Record<string, string> = {}, user?: SignedInUser) =>
    fetch(`${stack.url}/api/views/track/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ type: 'entity_view', contentTypeId: 1, entityId }),
    });
  const views = async (entityId: string) =>
    (await apiCall<{ views: number }>(stack.url, `/api/views/1/${entityId}/`, null)).body.data.views;

  it('accepts a view from anyone (202) and counts a burst from one client once', async () => {
    const first = await track(playerEaId);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ data: { accepted: true } });
    const burst = await Promise.all(Array.from({ length: 20 }, () => track(String(playerEaId))));
    expect(burst.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    expect(await views(String(playerEaId))).toBe(1);
    // Another client (another user agent), and alice signed in: each counts once.
    await track(playerEaId, { 'user-agent': 'another-browser/1.0' });
    await track(playerEaId, {}, alice);
    await track(playerEaId, {}, alice);
    expect(await views(String(playerEaId))).toBe(3);
    const counts = await apiCall<Record<string, number>>(
      stack.url,
      `/api/views/1/counts/?ids=${playerEaId},999999`,
      null,
    );
    expect(counts.body.data).toEqual({ [String(playerEaId)]: 3, '999999': 0 });
    expect((await apiCall(stack.url, `/api/views/1/${playerEaId}/`, null)).body.data).toEqual({
      contentTypeId: 1,
      entityId: String(playerEaId),
      views: 3,
    });
  });

  it('refuses a malformed view with 400 naming the field, counting nothing', async () => {
    const badType = await fetch(`${stack.url}/api/views/track/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'click', contentTypeId: 1, entityId: '77' }),
    });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { error: { field: string } }).error.field).toBe('type');
    const badId = await track('<script>');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { error: { field: string } }).error.field).toBe('entityId');
    expect(await views('77')).toBe(0);
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    expect((await apiCall(stack.url, `/api/views/1/counts/?ids=${tooMany}`, null)).body.error?.field).toBe(
      'ids',
    );
  });

  it('brings player views to the catalog as the player item’s pageviews', async () => {
    // The catalog's row first (the player item answer is cached by the gateway, so it is read once, after).
    const started = Date.now();
    let stored = -1;
    while (Date.now() - started < 15_000) {
      const { rows } = await stack.stack.catalog!.service.pool.query<{ pageviews: number }>(
        'SELECT pageviews FROM catalog.player_items WHERE game_year = 26 AND ea_id = $1',
        [playerEaId],
      );
      stored = rows[0]!.pageviews;
      if (stored === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored).toBe(3);
    const item = await apiCall<PlayerItem>(stack.url, `/api/fut/player-items/26-${playerEaId}/`, null);
    expect(item.body.data.pageviews).toBe(3);
    const sorted = await apiCall<PlayerItem[]>(stack.url, '/api/fut/26/player-items/?sort=-pageviews', null);
    expect(sorted.status).toBe(200);
  }, 30_000);
});
