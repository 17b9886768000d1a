import { decodeFilterQuery } from '@futgg/game-rules';
import { createTestDatabase, type TestDatabase } from '@futgg/testing';
import pg from 'pg';
import { SUMMARY_SELECT } from '../src/player-items/player-item-selects.js';
import { playerSearchQueries } from '../src/player-items/player-search.query.js';
import { seedCatalog } from '../src/seed/seed-catalog.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The indexes the player search relies on, checked on 20,000 seeded cards with the planner's own choice. */
describe('player search query plans', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('catalog_plans');
    await seedCatalog({ databaseUrl: database.url, seed: 11, players: 20_000, gameYear: 26 });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const planOf = async (query: string, which: 'rows' | 'count') => {
    const queries = playerSearchQueries(26, decodeFilterQuery(query), SUMMARY_SELECT, 1, 50);
    const { text, values } = queries[which];
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const nodes = nodesOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
    return {
      indexes: nodes.map((node) => node['Index Name']).filter(Boolean),
      seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').length,
    };
  };

  // Where two indexes fit (a filter's or the sort's), either is a good plan; a sequential scan is not.
  it.each([
    ['the default page (newest first)', '', ['player_items_created_at_idx']],
    ['a name search', 'search=costa', ['player_items_search_name_trgm']],
    ['most expensive first', 'sort=-price', ['player_items_price_desc_idx']],
    ['cheapest first', 'sort=price', ['player_items_price_idx']],
    ['a league list by overall', 'leagues=13&sort=-overall', ['player_items_league_idx', 'player_items_overall_idx']],
    ['a playstyle+', 'playstylesPlus=22', ['player_items_playstyles_plus_gin', 'player_items_created_at_idx']],
    ['high overall by price', 'overall__gte=85&sort=-price', ['player_items_overall_idx', 'player_items_price_desc_idx']],
  ])('serves %s from an index, without a sequential scan', async (_name, query, indexes) => {
    const plan = await planOf(query, 'rows');
    expect(plan.indexes.some((index) => indexes.includes(index!))).toBe(true);
    expect(plan.seqScans).toBe(0);
  });

  it('counts the whole game year from an index alone (the seed vacuums for the visibility map)', async () => {
    const { rows } = await client.query(
      `EXPLAIN (FORMAT JSON) ${playerSearchQueries(26, decodeFilterQuery(''), SUMMARY_SELECT, 1, 50).count.text}`,
      [26],
    );
    const nodes = nodesOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
    expect(nodes.map((node) => node['Node Type'])).toContain('Index Only Scan');
  });
});
