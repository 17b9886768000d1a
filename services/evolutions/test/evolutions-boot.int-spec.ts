import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { evolutionsService } from '../src/evolutions.service-definition.js';

describe('evolutions service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('evolutions_boot', evolutionsService);
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'evolutions' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      ['evolutions', 'lab_settings', 'migrations', 'paths', 'user_items', 'watchlist'].sort(),
    );
    const applied = await running.service.dataSource.query(
      'SELECT name FROM evolutions.migrations ORDER BY id',
    );
    expect(applied).toEqual([
      { name: 'EvolutionsSchema1763800000000' },
      { name: 'EvolutionLab1764500000000' },
    ]);
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'evolutions', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
