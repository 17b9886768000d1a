import { OBJECTIVES_CONTRACTS, SBC_CONTRACTS, SINGLE_IDENTIFIER_MESSAGE } from '@futgg/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';
import { seedCatalog } from '../src/seed/seed-catalog.js';

// The default season of objectives and SBCs as the seed loads it (docs/objectives-and-sbcs.md), on a
// real catalog database: linked to the year's cards, the same rows after a second seed, and the
// single-item rule kept by the service itself (not only the gateway).
describe('objectives and SBCs in the catalog', () => {
  let catalog: ServiceUnderTest;
  const TABLES = [
    'sbc_categories',
    'sbc_sets',
    'sbc_challenges',
    'objective_tabs',
    'objective_groups',
    'objectives',
  ];

  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const table of TABLES)
      result[table] = (
        await catalog.service.pool.query(`SELECT * FROM catalog.${table} WHERE game_year = 26 ORDER BY id`)
      ).rows;
    return result;
  };

  beforeAll(async () => {
    catalog = await startServiceUnderTest('objectives_sbc', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 11, players: 150, gameYear: 26 });
  }, 120_000);

  afterAll(async () => {
    await catalog?.stop();
  });

  it('links every player reward to a card of the year, and a second seed writes the same rows', async () => {
    const before = await snapshot();
    expect(before['sbc_sets']).toHaveLength(40);
    expect(before['objective_tabs']).toHaveLength(4);
    const missing = await catalog.service.pool.query(
      `SELECT r->>'eaId' AS ea_id FROM (
         SELECT jsonb_array_elements(rewards) AS r FROM catalog.sbc_sets WHERE game_year = 26
         UNION ALL SELECT jsonb_array_elements(rewards) FROM catalog.objective_groups WHERE game_year = 26) rewards
       WHERE r->>'type' = 'player' AND NOT EXISTS (
         SELECT 1 FROM catalog.player_items p WHERE p.game_year = 26 AND p.ea_id = (r->>'eaId')::int)`,
    );
    expect(missing.rows).toEqual([]);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 11, players: 150, gameYear: 26 });
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a single item without identifier, over NATS too', async () => {
    for (const contract of [SBC_CONTRACTS.single, OBJECTIVES_CONTRACTS.single])
      await expect(catalog.requester.request(contract.subject, {})).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: SINGLE_IDENTIFIER_MESSAGE,
      });
  });

  it('answers a set by the id of one of its challenges', async () => {
    const answer = await catalog.requester.request<{ data: { id: number; challenges: { id: number }[] } }>(
      SBC_CONTRACTS.single.subject,
      { sbcChallengeId: 5 },
    );
    expect(answer.data.challenges.map((challenge) => challenge.id)).toContain(5);
  });
});
