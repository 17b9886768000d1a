import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { squadsService } from '../squads.service-definition.js';
import { ProEventsSeed } from './pro-events.seed.js';
import { canonicalSearchPool } from './search-pool.js';
import { SEEDED_EVENTS } from './seeded-events.js';

describe(ProEventsSeed.name, () => {
  let running: ServiceUnderTest;
  let seed: ProEventsSeed;

  const storedGuids = async (): Promise<string[]> =>
    (
      await running.service.pool.query<{ guid: string }>('SELECT guid FROM squads.pro_events ORDER BY guid')
    ).rows.map((row) => row.guid);

  beforeAll(async () => {
    running = await startServiceUnderTest('pro_events_seed', squadsService);
    seed = running.service.app.get(ProEventsSeed);
  });

  afterAll(() => running?.stop());

  it('loads the seeded events, each with its ruleset in canonical form, when the service starts', async () => {
    expect(await storedGuids()).toEqual(SEEDED_EVENTS.map((event) => event.guid).sort());
    const { rows } = await running.service.pool.query<{ guid: string; search_pool: string }>(
      'SELECT e.guid, r.search_pool FROM squads.pro_events e JOIN squads.pro_rulesets r ON r.event_id = e.id',
    );
    for (const event of SEEDED_EVENTS) {
      expect(rows.find((row) => row.guid === event.guid)?.search_pool).toBe(
        canonicalSearchPool(event.searchPoolData),
      );
    }
  });

  it('adds nothing once events exist', async () => {
    expect(await seed.seed()).toBe(0);
    expect(await storedGuids()).toHaveLength(SEEDED_EVENTS.length);
  });

  it('loads each event once when two replicas find the table empty together', async () => {
    await running.service.pool.query('DELETE FROM squads.pro_events');
    const created = await Promise.all([seed.seed(), seed.seed()]);
    expect(created[0]! + created[1]!).toBe(SEEDED_EVENTS.length);
    expect(await storedGuids()).toEqual(SEEDED_EVENTS.map((event) => event.guid).sort());
    const { rows } = await running.service.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM squads.pro_rulesets',
    );
    expect(rows[0]?.count).toBe(SEEDED_EVENTS.length);
  });
});

describe('canonicalSearchPool', () => {
  it.each([
    ['rarities=3,1&overall__lte=88', 'overall__lte=88&rarities=1,3'],
    ['?leagues=53,13', 'leagues=13,53'],
    ['', ''],
  ])('stores %j as %j', (query, canonical) => {
    expect(canonicalSearchPool(query)).toBe(canonical);
  });

  it.each(['overall__gte=200', 'nickname=Zizou', 'leagues=1,,2'])(
    'refuses %j naming searchPoolData',
    (query) => {
      expect(() => canonicalSearchPool(query)).toThrow(
        expect.objectContaining({ code: 'INVALID_INPUT', field: 'searchPoolData' }),
      );
    },
  );
});
