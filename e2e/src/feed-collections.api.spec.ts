// The daily feed, the upgrade hub, collections and the admin actions through the real gateway, on the
// catalog the stack seeds (120 generated cards of FC 26, seed 7): the feed and the collections are what
// the seed recorded (docs/feed-and-collections.md), never written by this suite.
import type {
  AdminActionResult,
  AdminAuditLog,
  Collection,
  FeedDates,
  FeedDay,
  PlayerItemSummary,
  RushPage,
  UpgradeHubItem,
  UserCollection,
} from '@futgg/contracts';
import { FEED_KINDS, UPGRADE_HUB_GROUPS } from '@futgg/contracts';
import { rushLineOf } from '@futgg/game-rules';
import { startEvolutionsStack, type EvolutionsStack, type SignedInUser } from './evolutions-stack.js';
import { apiCall } from './api-call.js';

const PLAYERS = 120;
let stack: EvolutionsStack;
let alice: SignedInUser;
let admin: SignedInUser;

const api = <T>(path: string, user?: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, { json });
const catalogDb = () => stack.stack.catalog!.service.pool;
const auditRows = async () =>
  (
    await catalogDb().query(
      'SELECT actor_id, action, parameters, outcome FROM catalog.admin_action_audit ORDER BY id',
    )
  ).rows as { actor_id: string; action: string; parameters: Record<string, unknown>; outcome: string }[];

beforeAll(async () => {
  stack = await startEvolutionsStack('feedcoll', PLAYERS);
  alice = await stack.signIn('alice');
  admin = await stack.signIn('admin');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

const kindRank = (kind: string) => FEED_KINDS.indexOf(kind as (typeof FEED_KINDS)[number]);

describe('feed', () => {
  it('lists the days with additions, newest first, counting every seeded card once (cached 60 s)', async () => {
    const answer = await api<FeedDates>('/api/fut/feed/dates/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const { gameYear, dates } = answer.body.data;
    expect(gameYear).toBe(26);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.map((day) => day.date)).toEqual([...dates.map((day) => day.date)].sort().reverse());
    for (const day of dates) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.total).toBe(
        day.counts.player + day.counts.evolution + day.counts.sbc + day.counts.objective,
      );
      expect(day.total).toBeGreaterThan(0);
    }
    expect(dates.reduce((sum, day) => sum + day.counts.player, 0)).toBe(PLAYERS);
    expect(dates.reduce((sum, day) => sum + day.counts.evolution, 0)).toBeGreaterThan(0);
    const cards = await catalogDb().query(
      `SELECT count(DISTINCT (created_at AT TIME ZONE 'UTC')::date)::int AS days FROM catalog.player_items`,
    );
    expect(dates.filter((day) => day.counts.player > 0)).toHaveLength(cards.rows[0].days);
  });

  it('takes the game as year or slug; refuses an unknown year and unknown parameters by name', async () => {
    const bySlug = await api<FeedDates>('/api/fut/feed/dates/?game=fc26');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.dates.length).toBeGreaterThan(0);
    const empty = await api<FeedDates>('/api/fut/feed/dates/?game=25');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ gameYear: 25, dates: [] });
    const bad = await api('/api/fut/feed/dates/?game=99');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('game');
    const unknown = await api('/api/fut/feed/dates/?sort=new');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.field).toBe('sort');
  });

  it('gives a day’s additions ordered by richness, the day’s cards exactly', async () => {
    const { dates } = (await api<FeedDates>('/api/fut/feed/dates/')).body.data;
    const busiest = [...dates].sort(
      (a, b) =>
        (b.counts.player > 0 ? 1 : 0) +
          (b.counts.evolution > 0 ? 1 : 0) -
          ((a.counts.player > 0 ? 1 : 0) + (a.counts.evolution > 0 ? 1 : 0)) || b.total - a.total,
    )[0]!;
    const answer = await api<FeedDay>(`/api/fut/feed/${busiest.date}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const day = answer.body.data;
    expect(day).toMatchObject({ gameYear: 26, date: busiest.date, counts: busiest.counts });
    expect(day.entries).toHaveLength(Math.min(busiest.total, 500));
    const ranks = day.entries.map((entry) => kindRank(entry.kind));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const players = day.entries.filter((entry) => entry.kind === 'player');
    const ratings = players.map((entry) => entry.rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const stored = await catalogDb().query(
      `SELECT ea_id::text AS id FROM catalog.player_items WHERE (created_at AT TIME ZONE 'UTC')::date = $1::date`,
      [busiest.date],
    );
    expect(players.map((entry) => entry.entityId).sort()).toEqual(stored.rows.map((row) => row.id).sort());
    for (const entry of players) expect(entry.url).toBe(`/26/players/${entry.entityId}/`);
    for (const entry of day.entries.filter((e) => e.kind === 'evolution'))
      expect(entry.url).toBe(`/evolutions/${entry.entityId}/`);
  });

  it('carries the seeded SBC sets and objective groups on the day they start, player-awarding SBCs first', async () => {
    const { dates } = (await api<FeedDates>('/api/fut/feed/dates/')).body.data;
    const sets = await catalogDb().query(
      `SELECT id::text, to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              rewards @> '[{"type":"player"}]'::jsonb AS "rewardsPlayer"
         FROM catalog.sbc_sets WHERE game_year = 26`,
    );
    const groups = await catalogDb().query(
      'SELECT count(*)::int AS n FROM catalog.objective_groups WHERE game_year = 26',
    );
    expect(sets.rows.length).toBeGreaterThan(0);
    expect(dates.reduce((sum, day) => sum + day.counts.sbc, 0)).toBe(sets.rows.length);
    expect(dates.reduce((sum, day) => sum + day.counts.objective, 0)).toBe(groups.rows[0].n);
    const day = sets.rows.find((row) => row.rewardsPlayer)?.day ?? sets.rows[0].day;
    const feed = (await api<FeedDay>(`/api/fut/feed/${day}/`)).body.data;
    const sbcs = feed.entries.filter((entry) => entry.kind === 'sbc');
    expect(sbcs.map((entry) => entry.entityId).sort()).toEqual(
      sets.rows
        .filter((row) => row.day === day)
        .map((row) => row.id)
        .sort(),
    );
    const awarding = sbcs.map((entry) => entry.rewardsPlayer);
    expect(awarding).toEqual([...awarding].sort((a, b) => Number(b) - Number(a)));
    for (const entry of sbcs) {
      expect(entry.url).toBe(`/sbc/${entry.entityId}/`);
      if (entry.rewardsPlayer) expect(entry.rating).toBeGreaterThan(0);
    }
  });

  it('answers a day without additions with no entries, and a bad date with 400 naming date', async () => {
    const quiet = await api<FeedDay>('/api/fut/feed/2001-01-01/');
    expect(quiet.status).toBe(200);
    expect(quiet.body.data.entries).toEqual([]);
    expect(quiet.body.data.counts).toEqual({ player: 0, evolution: 0, sbc: 0, objective: 0 });
    for (const date of ['yesterday', '2026-13-01', '2026-02-30', '26-01-01']) {
      const bad = await api(`/api/fut/feed/${date}/`);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe('date');
    }
    const badGame = await api('/api/fut/feed/2026-01-01/?game=fc99');
    expect(badGame.status).toBe(400);
    expect(badGame.body.error?.field).toBe('game');
  });
});

describe('upgrade hub', () => {
  type HubPage = { data: UpgradeHubItem[]; totalCount: number; groups: { group: string; count: number }[] };
  const hub = (query = '') => apiCall<UpgradeHubItem[]>(stack.url, `/api/fut/upgrade-hub/26/${query}`, null);

  it('lists the live upgrades grouped in the hub’s order, paged, cached 300 s', async () => {
    const answer = await hub('?page_size=100');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const page = answer.body as unknown as HubPage;
    expect(page.groups.map((group) => group.group)).toEqual([...UPGRADE_HUB_GROUPS]);
    expect(page.totalCount).toBe(page.groups.reduce((sum, group) => sum + group.count, 0));
    expect(page.totalCount).toBeGreaterThan(0);
    const live = await catalogDb().query(
      `SELECT (SELECT count(*) FROM catalog.feed_entries
                WHERE game_year = 26 AND is_upgrade AND (expires_at IS NULL OR expires_at > now()))
            + (SELECT count(*) FROM catalog.sbc_sets WHERE game_year = 26 AND (ends_at IS NULL OR ends_at > now()))
            + (SELECT count(*) FROM catalog.objective_groups
                WHERE game_year = 26 AND (ends_at IS NULL OR ends_at > now())) AS n`,
    );
    expect(page.totalCount).toBe(Number(live.rows[0].n));
    expect(page.groups.every((group) => group.count > 0)).toBe(true);
    const order = page.data.map((item) => UPGRADE_HUB_GROUPS.indexOf(item.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(page.data.every((item) => item.kind !== ('player' as string))).toBe(true);

    const first = (await hub('?page_size=2')).body as unknown as HubPage;
    const second = (await hub('?page_size=2&page=2')).body as unknown as HubPage;
    expect(first.data).toEqual(page.data.slice(0, 2));
    expect(second.data).toEqual(page.data.slice(2, 4));
  });

  it('keeps one group; refuses a bad group, year, page size or parameter by name', async () => {
    const evolutions = (await hub('?group=evolutions&page_size=100')).body as unknown as HubPage;
    expect(evolutions.data.length).toBeGreaterThan(0);
    expect(evolutions.data.every((item) => item.group === 'evolutions')).toBe(true);
    expect(evolutions.totalCount).toBe(evolutions.groups.find((g) => g.group === 'evolutions')!.count);
    expect((await apiCall(stack.url, '/api/fut/upgrade-hub/fc26/', null)).status).toBe(200);
    for (const [query, field] of [
      ['?group=cheap', 'group'],
      ['?page_size=0', 'page_size'],
      ['?page_size=101', 'page_size'],
      ['?page=x', 'page'],
      ['?sort=name', 'sort'],
    ] as const) {
      const bad = await hub(query);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe(field);
    }
    const badYear = await apiCall(stack.url, '/api/fut/upgrade-hub/2026/', null);
    expect(badYear.status).toBe(400);
    expect(badYear.body.error?.field).toBe('gameYear');
  });
});

describe('collections', () => {
  let collections: Collection[];

  beforeAll(async () => {
    collections = (await api<Collection[]>('/api/fut/collections/26/')).body.data;
  });

  it('lists the seeded collections with their card counts, cached 600 s', async () => {
    const answer = await api<Collection[]>('/api/fut/collections/26/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=600');
    expect(collections.length).toBeGreaterThan(1);
    expect(collections.some((c) => c.kind === 'program')).toBe(true);
    for (const collection of collections) {
      expect(collection.playerCount).toBeGreaterThan(0);
      expect(collection.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const byRule = await catalogDb().query(
      `SELECT c.slug, count(p.*)::int AS n FROM catalog.collections c
         JOIN catalog.player_items p ON p.game_year = c.game_year
          AND (p.rarity_squad_id = c.rarity_squad_id OR p.rarity_ea_id = c.rarity_ea_id)
        WHERE c.game_year = 26 GROUP BY c.slug`,
    );
    expect(Object.fromEntries(collections.map((c) => [c.slug, c.playerCount]))).toEqual(
      Object.fromEntries(byRule.rows.map((row) => [row.slug, row.n])),
    );
    expect((await api('/api/fut/collections/25/')).body.data).toEqual([]);
  });

  it('gives one collection and its cards best first, paged', async () => {
    const collection = collections[0]!;
    const one = await api<Collection>(`/api/fut/collections/26/${collection.slug}/`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('public, max-age=600');
    expect(one.body.data).toEqual(collection);
    const players = await api<PlayerItemSummary[]>(
      `/api/fut/collections/26/${collection.slug}/players/?page_size=100`,
    );
    expect(players.status).toBe(200);
    expect(players.headers.get('cache-control')).toBe('public, max-age=600');
    expect(players.body.totalCount).toBe(collection.playerCount);
    const overalls = players.body.data.map((card) => card.overall);
    expect(overalls).toEqual([...overalls].sort((a, b) => b - a));
    const paged = await api<PlayerItemSummary[]>(
      `/api/fut/collections/26/${collection.slug}/players/?page_size=1&page=2`,
    );
    expect(paged.body.data.map((card) => card.eaId)).toEqual(
      players.body.data.slice(1, 2).map((card) => card.eaId),
    );
  });

  it('answers an unknown collection 404 and a bad slug, year or page 400 by name', async () => {
    expect((await api('/api/fut/collections/26/no-such-thing/')).status).toBe(404);
    expect((await api('/api/fut/collections/26/no-such-thing/players/')).status).toBe(404);
    for (const [path, field] of [
      ['/api/fut/collections/26/Bad_Slug/', 'slug'],
      ['/api/fut/collections/99/', 'year'],
      ['/api/fut/collections/x/some/', 'year'],
      [`/api/fut/collections/26/${collections[0]!.slug}/players/?page_size=500`, 'page_size'],
      [`/api/fut/collections/26/${collections[0]!.slug}/players/?sort=overall`, 'sort'],
    ] as const) {
      const bad = await api(path);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe(field);
    }
  });

  it('shows the signed-in user’s progress from their club, and a visitor 401', async () => {
    expect((await api('/api/fut/collections/26/user/')).status).toBe(401);
    expect((await api('/api/fut/collections/26/user/players/')).status).toBe(401);
    const collection = collections.find((c) => c.playerCount >= 3) ?? collections[0]!;
    const members = (
      await api<PlayerItemSummary[]>(`/api/fut/collections/26/${collection.slug}/players/?page_size=100`)
    ).body.data;
    const owned = members.slice(0, Math.min(2, members.length));
    for (const card of owned) {
      const added = await api('/api/fut/user-club/26/add/', alice, { eaId: card.eaId });
      expect(added.status).toBe(200);
    }
    const progress = await api<UserCollection[]>('/api/fut/collections/26/user/', alice);
    expect(progress.status).toBe(200);
    expect(progress.headers.get('cache-control')).toBe('no-store');
    const mine = progress.body.data.find((c) => c.slug === collection.slug)!;
    expect(mine.ownedCount).toBe(owned.length);
    expect(mine.progress).toBeCloseTo(owned.length / collection.playerCount);
    expect(progress.body.data).toHaveLength(collections.length);

    const ownedCards = await api<(PlayerItemSummary & { owned: boolean })[]>(
      `/api/fut/collections/26/user/players/?collection=${collection.slug}&owned=owned`,
      alice,
    );
    expect(ownedCards.status).toBe(200);
    expect(ownedCards.body.data.map((card) => card.eaId).sort()).toEqual(
      owned.map((card) => card.eaId).sort(),
    );
    expect(ownedCards.body.data.every((card) => card.owned)).toBe(true);
    const missing = await api<(PlayerItemSummary & { owned: boolean })[]>(
      `/api/fut/collections/26/user/players/?collection=${collection.slug}&owned=missing&page_size=100`,
      alice,
    );
    expect(missing.body.totalCount).toBe(collection.playerCount - owned.length);
    expect(missing.body.data.some((card) => card.owned)).toBe(false);
    const all = await api<(PlayerItemSummary & { owned: boolean })[]>(
      '/api/fut/collections/26/user/players/',
      alice,
    );
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThanOrEqual(collection.playerCount);
    // Another user's progress is their own: admin owns nothing.
    const others = await api<UserCollection[]>('/api/fut/collections/26/user/', admin);
    expect(others.body.data.every((c) => c.ownedCount === 0)).toBe(true);

    expect((await api('/api/fut/collections/26/user/players/?owned=some', alice)).body.error?.field).toBe(
      'owned',
    );
    expect((await api('/api/fut/collections/26/user/players/?collection=nope', alice)).status).toBe(404);
    expect(
      (await api('/api/fut/collections/26/user/players/?collection=Nope!', alice)).body.error?.field,
    ).toBe('collection');
  });
});

describe('admin actions', () => {
  it('refuses a visitor (401) and a user without the admin role (403), auditing nothing', async () => {
    const before = (await auditRows()).length;
    expect((await api('/api/gg-debugger/actions/refresh-caches/', null, {})).status).toBe(401);
    const refused = await api('/api/gg-debugger/actions/refresh-caches/', alice, {});
    expect(refused.status).toBe(403);
    expect((await api('/api/gg-debugger/actions/audit/', alice)).status).toBe(403);
    expect((await api('/api/gg-debugger/actions/audit/')).status).toBe(401);
    expect(await auditRows()).toHaveLength(before);
  });

  it('refreshes the caches for an admin and writes who, what, when and the outcome', async () => {
    const answer = await api<AdminActionResult>('/api/gg-debugger/actions/refresh-caches/', admin, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ action: 'refresh-caches', outcome: 'succeeded' });
    expect(answer.body.data.detail).toMatch(/Cleared/);
    const rows = await auditRows();
    expect(rows.at(-1)).toEqual({
      actor_id: admin.id,
      action: 'refresh-caches',
      parameters: {},
      outcome: 'succeeded',
    });
    const log = await api<AdminAuditLog>('/api/gg-debugger/actions/audit/?limit=1', admin);
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ auditId: answer.body.data.auditId, actorId: admin.id });
    expect(Date.parse(log.body.data[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rebuilds a feed day from the catalog: the same day comes back', async () => {
    const { dates } = (await api<FeedDates>('/api/fut/feed/dates/')).body.data;
    const day = dates.find((d) => d.counts.player > 0)!;
    const before = (await api<FeedDay>(`/api/fut/feed/${day.date}/`)).body.data;
    await catalogDb().query(
      `DELETE FROM catalog.feed_entries WHERE game_year = 26 AND added_on = $1::date AND kind = 'player'`,
      [day.date],
    );
    const answer = await api<AdminActionResult>('/api/gg-debugger/actions/rebuild-feed-day/', admin, {
      date: day.date,
      gameYear: 26,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.detail).toContain(`${day.counts.player} cards`);
    const stored = await catalogDb().query(
      `SELECT count(*)::int AS n FROM catalog.feed_entries WHERE game_year = 26 AND added_on = $1::date AND kind = 'player'`,
      [day.date],
    );
    expect(stored.rows[0].n).toBe(day.counts.player);
    expect((await auditRows()).at(-1)).toEqual({
      actor_id: admin.id,
      action: 'rebuild-feed-day',
      parameters: { date: day.date, gameYear: 26 },
      outcome: 'succeeded',
    });
    expect(before.counts).toEqual(day.counts);
  });

  it('brings an evolution created later through the evolutions API into the feed and the hub on rebuild', async () => {
    const created = await api<{ id: number; createdAt: string }>('/api/fut/evolutions/create/', admin, {
      name: 'Feed Fresh Upgrade',
      description: '',
      endTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      coinsCost: 0,
      pointsCost: 0,
      repeatabilityCount: 1,
      levels: [{ upgrades: [{ type: 'overall', value: 2, maxValue: 95 }] }],
      requirements: { maxOverall: 80 },
    });
    expect(created.status).toBe(200);
    const day = created.body.data.createdAt.slice(0, 10);
    const rebuilt = await api<AdminActionResult>('/api/gg-debugger/actions/rebuild-feed-day/', admin, {
      date: day,
      gameYear: 26,
    });
    expect(rebuilt.body.data.detail).toMatch(/\d+ evolutions recorded from the evolutions service/);
    const feed = (await api<FeedDay>(`/api/fut/feed/${day}/?game=26`)).body.data;
    expect(feed.entries).toContainEqual(
      expect.objectContaining({
        kind: 'evolution',
        entityId: String(created.body.data.id),
        name: 'Feed Fresh Upgrade',
      }),
    );
    // Another page size than the earlier test's: that answer sits in the gateway's cache for 300 s.
    const hub = (
      await apiCall<UpgradeHubItem[]>(
        stack.url,
        '/api/fut/upgrade-hub/26/?group=evolutions&page_size=99',
        null,
      )
    ).body.data;
    expect(hub.map((item) => item.entityId)).toContain(String(created.body.data.id));
  });

  it('re-indexes search for an admin, audited', async () => {
    const answer = await api<AdminActionResult>('/api/gg-debugger/actions/reindex-search/', admin, {
      gameYear: 26,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ action: 'reindex-search', outcome: 'succeeded' });
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'reindex-search', outcome: 'succeeded' });
  });

  it('refuses an unknown action, a rebuild without a date and a bad date by name, auditing nothing', async () => {
    const before = (await auditRows()).length;
    for (const [action, body, field] of [
      ['drop-tables', {}, 'action'],
      ['rebuild-feed-day', {}, 'date'],
      ['rebuild-feed-day', { date: '2026-02-31' }, 'date'],
      ['reindex-search', { gameYear: 99 }, 'gameYear'],
    ] as const) {
      const bad = await api(`/api/gg-debugger/actions/${action}/`, admin, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe(field);
    }
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses a cookie-session action without the CSRF header (403) and runs it with it', async () => {
    const run = (headers: Record<string, string>) =>
      admin.browser.request(`${stack.url}/api/gg-debugger/actions/refresh-caches/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const before = (await auditRows()).length;
    expect((await run({})).status).toBe(403);
    expect(await auditRows()).toHaveLength(before);
    expect((await run({ 'x-csrf-token': admin.csrfToken })).status).toBe(200);
    expect(await auditRows()).toHaveLength(before + 1);
  });
});

describe('others: image status and the card creator’s core data', () => {
  it('answers each identifier’s image status in the order asked, cached 60 s', async () => {
    const known = (
      await catalogDb().query('SELECT ea_id FROM catalog.player_items ORDER BY ea_id LIMIT 2')
    ).rows.map((row) => `26-${row.ea_id}`);
    const answer = await api<{ identifier: string; status: string; imageUrl: string | null }[]>(
      `/api/fut/images/status/?identifiers=26-999999999,${known.join(',')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.body.data.map((row) => [row.identifier, row.status])).toEqual([
      ['26-999999999', 'missing'],
      [known[0], 'ready'],
      [known[1], 'ready'],
    ]);
    expect(answer.body.data[0]!.imageUrl).toBeNull();
    expect(answer.body.data[1]!.imageUrl).toMatch(/\.svg$/);
  });

  it('refuses missing, malformed or too many identifiers by name', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `26-${i + 1}`).join(',');
    for (const query of [
      '',
      '?identifiers=',
      '?identifiers=231747',
      '?identifiers=26-x',
      `?identifiers=${many}`,
    ]) {
      const bad = await api(`/api/fut/images/status/${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toMatch(/^identifiers/);
    }
    expect((await api('/api/fut/images/status/?ids=26-1')).body.error?.field).toBe('ids');
  });

  it('gives the card creator the year’s core data (default 26), and refuses a bad game by name', async () => {
    const answer = await api<{ gameYear: number; rarities: unknown; nations: unknown; clubs: unknown }>(
      '/api/fut/card-creator/core/',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.gameYear).toBe(26);
    const direct = await api<unknown>('/api/fut/26/fut-core-data/');
    expect(answer.body.data).toEqual(direct.body.data);
    expect((await api('/api/fut/card-creator/core/?game=fc26')).status).toBe(200);
    expect((await api('/api/fut/card-creator/core/?game=12')).body.error?.field).toBe('game');
  });
});

describe('others: the evo lab’s items at its root', () => {
  it('answers the caller’s evo lab as the overview does, and a visitor 401', async () => {
    expect((await api('/api/fut/evo-lab/')).status).toBe(401);
    const root = await api<{ items: unknown[] }>('/api/fut/evo-lab/', alice);
    expect(root.status).toBe(200);
    expect(root.body.data).toEqual((await api('/api/fut/evo-lab/overview/', alice)).body.data);
    expect((await api('/api/fut/evo-lab/?sort=best', alice)).body.error?.field).toBe('sort');
  });
});

describe('rush', () => {
  it('groups the year’s cards by Rush line, best first, each card in the line of its main position (cached 60 s)', async () => {
    const answer = await api<RushPage>('/api/fut/rush/?per_line=5');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const page = answer.body.data;
    expect(page.team).toEqual({ goalkeepers: 1, outfield: 4 });
    expect(page.lines.map((line) => line.line)).toEqual(['GK', 'DEF', 'MID', 'ATT']);
    const cards = (
      await catalogDb().query<{ ea_id: number; position: number; overall: number }>(
        'SELECT ea_id, position, overall FROM catalog.player_items WHERE game_year = 26',
      )
    ).rows;
    for (const line of page.lines) {
      const inLine = cards.filter((card) => line.positions.includes(card.position));
      expect(line.players.length).toBe(Math.min(5, inLine.length));
      for (const player of line.players) expect(rushLineOf(player.position)).toBe(line.line);
      const overalls = line.players.map((player) => player.overall);
      expect(overalls).toEqual([...overalls].sort((a, b) => b - a));
      // Nobody left out of the line is better than the last one listed.
      const listed = new Set(line.players.map((player) => player.eaId));
      const best = Math.max(
        0,
        ...inLine.filter((card) => !listed.has(card.ea_id)).map((card) => card.overall),
      );
      expect(best).toBeLessThanOrEqual(overalls.at(-1) ?? 0);
    }
  });

  it('refuses a bad per_line or an unknown parameter, naming it', async () => {
    const tooMany = await api<RushPage>('/api/fut/rush/?per_line=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.field).toBe('per_line');
    const unknown = await api<RushPage>('/api/fut/rush/?line=GK');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.field).toBe('line');
  });
});
