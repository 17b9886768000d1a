import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { SOCIAL_MIGRATIONS, socialService } from '../src/social.service-definition.js';

describe('social service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('social_boot', socialService);
  });

  afterAll(() => running?.stop());

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'social' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      [
        'comments',
        'dm_conversations',
        'dm_messages',
        'dm_participants',
        'entity_views',
        'migrations',
        'moderation_reports',
        'notification_settings',
        'notifications',
        'processed_events',
        'view_windows',
        'vote_tallies',
        'votes',
      ].sort(),
    );
    const applied = await running.service.dataSource.query('SELECT name FROM social.migrations ORDER BY id');
    expect(applied.map((row: { name: string }) => row.name)).toEqual(
      SOCIAL_MIGRATIONS.map((migration) => new migration().name),
    );
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'social', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });
});
