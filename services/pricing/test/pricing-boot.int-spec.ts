import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { pricingService } from '../src/pricing.service-definition.js';

describe('pricing service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_boot', pricingService);
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'pricing' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      ['price_points', 'migrations'].sort(),
    );
    const applied = await running.service.dataSource.query('SELECT name FROM pricing.migrations');
    expect(applied).toEqual([{ name: 'PricingSchema1763800000000' }]);
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'pricing', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
