import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { identityServiceWith } from '../src/testing/index.js';

describe('identity service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('identity_boot', identityServiceWith());
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'identity' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      ['migrations', 'signing_keys', 'users'],
    );
    const applied = await running.service.dataSource.query('SELECT name FROM identity.migrations');
    expect(applied.map((row: { name: string }) => row.name)).toEqual([
      'IdentitySchema1763800000000',
      'UsersAndSigningKeys1764100000000',
    ]);
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'identity', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
