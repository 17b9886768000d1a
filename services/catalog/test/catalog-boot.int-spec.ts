import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CATALOG, DomainError, HealthReport, healthSubject } from '@futgg/contracts';
import { NatsRequester, startService, type RunningService } from '@futgg/service-kit';
import { createTestDatabase, testServiceEnv, TEST_NATS_URL, type TestDatabase } from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';

describe('catalog service boot', () => {
  let database: TestDatabase;
  let service: RunningService;
  let client: NatsConnection;
  let requester: NatsRequester;
  const prefix = `t${process.pid}boot.`;

  beforeAll(async () => {
    database = await createTestDatabase('catalog_boot');
    service = await startService(catalogService(testServiceEnv(database.url, prefix)));
    client = await connect({ servers: TEST_NATS_URL });
    requester = new NatsRequester(client, prefix, 2000);
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await database?.drop();
  });

  it('migrates its own schema', async () => {
    const rows = await service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'catalog' ORDER BY table_name",
    );
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(
      expect.arrayContaining([
        'player_items',
        'rarities',
        'clubs',
        'leagues',
        'nations',
        'user_club_items',
        'sbc_categories',
        'sbc_sets',
        'sbc_challenges',
        'objective_tabs',
        'objective_groups',
        'objectives',
        'feed_entries',
        'collections',
        'admin_action_audit',
        'migrations',
      ]),
    );
  });

  it('answers its health subject and its HTTP health endpoint', async () => {
    const report = HealthReport.parse(await requester.request(healthSubject('catalog'), {}));
    expect(report).toMatchObject({ service: 'catalog', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${service.healthPort}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      dependencies: { postgres: { ok: true }, nats: { ok: true }, redis: { ok: true } },
    });
  });

  it('answers an unknown player with NOT_FOUND', async () => {
    await expect(requester.request(CATALOG.getPlayerItem, { gameYear: 26, eaId: 123 })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
  });

  it('rejects an invalid payload with INVALID_INPUT naming the field', async () => {
    const failure = await requester
      .request(CATALOG.getPlayerItem, { gameYear: 26, eaId: -4 })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'INVALID_INPUT', field: 'eaId' });
  });

  it('rejects an invalid filter with INVALID_INPUT naming the parameter', async () => {
    const failure = await requester
      .request(CATALOG.searchPlayerItems, { gameYear: 26, query: 'overall__gte=120' })
      .catch((e) => e);
    expect(failure).toMatchObject({ code: 'INVALID_INPUT', field: 'overall__gte' });
  });
});
