import { FEED_CONTRACTS, UPGRADE_HUB_CONTRACTS, type FeedDates } from '@futgg/contracts';
import { generateGameData } from '@futgg/game-data';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';
import { ContentCache } from '../src/feed/content-cache.js';
import { FeedEvolutionsSync } from '../src/feed/feed-evolutions-sync.js';
import {
  generatedEvolutionAdditions,
  recordEvolutionAdditions,
  recordPlayerAdditions,
} from '../src/feed/feed-recorder.js';
import { seedCatalog } from '../src/seed/seed-catalog.js';

// The feed's "added" facts and the collections as the seed writes them (docs/feed-and-collections.md),
// on a real catalog database: every card once on its creation day, the generated evolutions season, the
// same rows after a second seed, and an importer's card recorded by recordPlayerAdditions.
describe('feed entries and collections in the catalog', () => {
  let catalog: ServiceUnderTest;
  const PLAYERS = 150;
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await catalog.service.pool.query(text, values)).rows as T[];
  const snapshot = async () => ({
    feed: await query('SELECT * FROM catalog.feed_entries WHERE game_year = 26 ORDER BY kind, entity_id'),
    collections: await query('SELECT * FROM catalog.collections WHERE game_year = 26 ORDER BY slug'),
  });

  beforeAll(async () => {
    catalog = await startServiceUnderTest('feed_collections', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 11, players: PLAYERS, gameYear: 26 });
  }, 120_000);

  afterAll(async () => {
    await catalog?.stop();
  }, 60_000);

  it('records every seeded card once, on its creation day, and the evolutions season the evolutions service loads', async () => {
    const cards = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog.feed_entries f JOIN catalog.player_items p
          ON p.game_year = f.game_year AND p.ea_id::text = f.entity_id
         AND f.added_on = (p.created_at AT TIME ZONE 'UTC')::date AND f.rating = p.overall
       WHERE f.game_year = 26 AND f.kind = 'player'`,
    );
    expect(cards[0]!.n).toBe(PLAYERS);
    const evolutions = await query<{ entity_id: string; name: string }>(
      `SELECT entity_id, name FROM catalog.feed_entries WHERE game_year = 26 AND kind = 'evolution' ORDER BY entity_id::int`,
    );
    const season = generatedEvolutionAdditions(26, new Date());
    expect(evolutions).toEqual(season.map((e) => ({ entity_id: String(e.id), name: e.name })));
  });

  it('seeds the generated collections, and a second seed writes the same rows', async () => {
    const before = await snapshot();
    const data = generateGameData({ seed: 11, players: PLAYERS, gameYear: 26 });
    expect(before.collections.length).toBeGreaterThan(0);
    expect(before.collections.length).toBe(
      new Set(data.playerItems.map((c) => c.raritySquadId).filter((id) => id !== null && id !== undefined))
        .size +
        new Set(
          data.playerItems
            .filter((c) => data.rarities.find((r) => r.eaId === c.rarityEaId)?.quality === null)
            .map((c) => c.rarityEaId),
        ).size,
    );
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 11, players: PLAYERS, gameYear: 26 });
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('records an imported card and is idempotent; evolutions upsert by id', async () => {
    const [card] = await query<{ ea_id: number }>(
      'SELECT ea_id FROM catalog.player_items WHERE game_year = 26 ORDER BY ea_id LIMIT 1',
    );
    await query(
      `DELETE FROM catalog.feed_entries WHERE game_year = 26 AND kind = 'player' AND entity_id = $1`,
      [String(card!.ea_id)],
    );
    expect(await recordPlayerAdditions(catalog.service.pool, 26, { eaIds: [card!.ea_id] })).toBe(1);
    expect(await recordPlayerAdditions(catalog.service.pool, 26, { eaIds: [card!.ea_id] })).toBe(1);
    const rows = await query(`SELECT 1 FROM catalog.feed_entries WHERE kind = 'player' AND entity_id = $1`, [
      String(card!.ea_id),
    ]);
    expect(rows).toHaveLength(1);
    const before = await snapshot();
    await recordEvolutionAdditions(catalog.service.pool, 26, generatedEvolutionAdditions(26, new Date()));
    expect(await snapshot()).toEqual(before);
  });

  it('records, on the periodic pass, cards another path added without recording them, and only those', async () => {
    const [card] = await query<{ ea_id: number; day: string }>(
      `SELECT ea_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
         FROM catalog.player_items WHERE game_year = 26 ORDER BY ea_id DESC LIMIT 1`,
    );
    // As an importer that does not record its cards leaves the feed: the card without its entry.
    await query(
      `DELETE FROM catalog.feed_entries WHERE game_year = 26 AND kind = 'player' AND entity_id = $1`,
      [String(card!.ea_id)],
    );
    const sync = catalog.service.app.get(FeedEvolutionsSync);
    expect(await sync.recordUnrecordedCards()).toBe(1);
    expect(await sync.recordUnrecordedCards()).toBe(0);
    const [entry] = await query<{ added_on: string }>(
      `SELECT to_char(added_on, 'YYYY-MM-DD') AS added_on FROM catalog.feed_entries
        WHERE game_year = 26 AND kind = 'player' AND entity_id = $1`,
      [String(card!.ea_id)],
    );
    expect(entry!.added_on).toBe(card!.day);
  });

  it('serves the feed and the hub over NATS; a bad date is INVALID_INPUT naming date', async () => {
    const dates = await catalog.requester.request<FeedDates>(FEED_CONTRACTS.dates.subject, { gameYear: 26 });
    expect(dates.dates.reduce((sum, day) => sum + day.counts.player, 0)).toBe(PLAYERS);
    await expect(
      catalog.requester.request(FEED_CONTRACTS.day.subject, { date: '2026-02-30' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'date' });
    const hub = await catalog.requester.request<{ totalCount: number }>(UPGRADE_HUB_CONTRACTS.get.subject, {
      gameYear: 26,
    });
    expect(hub.totalCount).toBeGreaterThan(0);
  });
});

describe('ContentCache', () => {
  it('answers a key from memory until its time is up, forgets failures, and clear says how many it held', async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, ContentCache.TTL_MS - 1)).toBe(1);
    expect(await cache.get('a', load, ContentCache.TTL_MS)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('b', load, 1)).toBe(3);
    expect(cache.clear()).toBe(2);
    expect(await cache.get('a', load, 1)).toBe(4);
  });

  it('keeps at most MAX_ENTRIES, dropping the oldest', async () => {
    const cache = new ContentCache();
    for (let i = 0; i <= ContentCache.MAX_ENTRIES; i += 1) await cache.get(`k${i}`, async () => i, 0);
    expect(cache.clear()).toBe(ContentCache.MAX_ENTRIES);
  });
});
