import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { SQUADS_MIGRATIONS, squadsService } from '../src/squads.service-definition.js';

describe('squads service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('squads_boot', squadsService);
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'squads' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      expect.arrayContaining(['squads', 'migrations']),
    );
    const applied = await running.service.dataSource.query('SELECT name FROM squads.migrations ORDER BY id');
    expect(applied.map((row: { name: string }) => row.name)).toEqual(
      SQUADS_MIGRATIONS.map((migration) => new migration().name),
    );
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'squads', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
