import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { identityService } from '../src/identity.service-definition.js';

describe('identity service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('identity_boot', identityService);
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'identity' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      ['users', 'migrations'].sort(),
    );
    const applied = await running.service.dataSource.query('SELECT name FROM identity.migrations');
    expect(applied).toEqual([{ name: 'IdentitySchema1763800000000' }]);
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'identity', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
