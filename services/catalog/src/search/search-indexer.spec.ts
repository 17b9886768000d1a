import pg from 'pg';
import { CATALOG_CONTRACTS, type ReindexSearchReply, type SearchResult } from '@futgg/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../catalog.service-definition.js';
import { seedCatalog } from '../seed/seed-catalog.js';

/** The indexer on a real catalog (PostgreSQL, NATS) with no evolutions service answering. */
describe('SearchIndexer without the evolutions service', () => {
  let catalog: ServiceUnderTest;
  let db: pg.Client;

  const counts = async () =>
    Object.fromEntries(
      (
        await db.query<{ kind: string; n: string }>(
          'SELECT kind, count(*) AS n FROM catalog.search_documents WHERE game_year = 26 GROUP BY kind',
        )
      ).rows.map((row) => [row.kind, Number(row.n)]),
    );

  beforeAll(async () => {
    catalog = await startServiceUnderTest('search_indexer', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 11, players: 60, gameYear: 26 });
    db = new pg.Client({ connectionString: catalog.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await catalog?.stop();
  });

  it('a seed indexes its cards and content at once; a re-index keeps the evolutions it cannot ask for', async () => {
    const seeded = await counts();
    expect(seeded['player']).toBe(60);
    expect(seeded['evolution']).toBeUndefined();
    // Evolutions a former pass wrote.
    await db.query(
      `INSERT INTO catalog.search_documents (game_year, kind, key, url, name, description, search_text, group_key)
       VALUES (26, 'evolution', 'evolution-5', '/evolutions/5/', 'Kept Evolution', '<b>Evolution</b>', 'kept evolution', 'evolution-5')`,
    );
    // Cards changed since: a re-index reads them again.
    await db.query(
      "UPDATE catalog.player_items SET common_name = 'Renamed Card', search_name = 'renamed card' WHERE ea_id = (SELECT min(ea_id) FROM catalog.player_items)",
    );
    const reply = await catalog.requester.request<ReindexSearchReply>(
      CATALOG_CONTRACTS.searchReindex.subject,
      {},
      { timeoutMs: 30_000 },
    );
    expect(reply.years.map((year) => year.gameYear)).toEqual([26]);
    expect(reply.years[0]!.counts['player']).toBe(60);
    expect(reply.years[0]!.counts).not.toHaveProperty('evolution');
    expect(await counts()).toEqual({ ...seeded, evolution: 1 });
    const found = await catalog.requester.request<SearchResult[]>(CATALOG_CONTRACTS.search.subject, {
      gameYear: 26,
      q: 'renamed card',
    });
    expect(found.map((result) => result.name)).toEqual(['Renamed Card']);
    const kept = await catalog.requester.request<SearchResult[]>(CATALOG_CONTRACTS.search.subject, {
      gameYear: 26,
      q: 'kept',
    });
    expect(kept.map((result) => result.key)).toEqual(['evolution-5']);
  });
});
