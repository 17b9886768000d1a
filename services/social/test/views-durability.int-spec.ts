import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { VIEWS_CONTRACTS, type Caller } from '@futgg/contracts';
import { NatsRequester, eventStreamName, startService, type RunningService } from '@futgg/service-kit';
import {
  createTestDatabase,
  runToken,
  testServiceEnv,
  TEST_NATS_URL,
  type TestDatabase,
} from '@futgg/testing';
import { socialService } from '../src/social.service-definition.js';

// View tracking against the real service: each accepted view is committed before the answer, so a
// restart of the service keeps every count; the burst rule counts one view per client and entity per
// window.

const C = VIEWS_CONTRACTS;
const ALICE: Caller = { id: 'user-alice', roles: [] };

describe('views: durable counts and the burst rule', () => {
  let database: TestDatabase;
  let subjectPrefix: string;
  let service: RunningService | null = null;
  let client: NatsConnection;
  let requester: NatsRequester;

  const start = async () => {
    service = await startService(socialService(testServiceEnv(database.url, subjectPrefix)));
  };
  const track = (entityId: string, clientKey: string, caller?: Caller) =>
    requester.request(
      C.track.subject,
      { type: 'entity_view', contentTypeId: 3, entityId, clientKey },
      caller ? { caller } : {},
    );
  const viewsOf = async (entityId: string) =>
    (await requester.request<{ views: number }>(C.count.subject, { contentTypeId: 3, entityId })).views;

  beforeAll(async () => {
    database = await createTestDatabase('social_views');
    subjectPrefix = `t${runToken()}.`;
    await start();
    client = await connect({ servers: TEST_NATS_URL });
    requester = new NatsRequester(client, subjectPrefix, 5000);
  });

  afterAll(async () => {
    await service?.close();
    await jetstreamManager(client)
      .then((manager) => manager.streams.delete(eventStreamName(subjectPrefix)))
      .catch(() => undefined);
    await client?.close();
    await database?.drop();
  });

  it('keeps every accepted view across a restart of the service', async () => {
    const accepted = await Promise.all(
      Array.from({ length: 300 }, (_, index) => track('sbc-restart', `client-${index}`)),
    );
    expect(accepted).toEqual(Array.from({ length: 300 }, () => ({ accepted: true })));
    await service!.close();
    service = null;
    await start();
    expect(await viewsOf('sbc-restart')).toBe(300);
  });

  it('counts one view per client and entity in the window, however many are sent at once', async () => {
    await Promise.all(Array.from({ length: 50 }, () => track('sbc-burst', 'one-client')));
    await Promise.all(Array.from({ length: 20 }, () => track('sbc-burst', 'ignored-key', ALICE)));
    await Promise.all(Array.from({ length: 20 }, () => track('sbc-burst', 'ignored-key', ALICE)));
    // One anonymous client, and alice (her key is her user id, whatever the gateway's hash).
    expect(await viewsOf('sbc-burst')).toBe(2);
    expect(await viewsOf('sbc-never')).toBe(0);
  });

  it('counts the client again once its window has passed', async () => {
    await track('sbc-window', 'returning-client');
    await service!.pool.query(
      `UPDATE social.view_windows SET counted_at = now() - interval '31 minutes'
       WHERE client_key = 'a:returning-client'`,
    );
    await track('sbc-window', 'returning-client');
    await track('sbc-window', 'returning-client');
    expect(await viewsOf('sbc-window')).toBe(2);
  });

  it('answers counts for many ids, zero for those never viewed, and refuses a bad id by name', async () => {
    const counts = await requester.request(C.counts.subject, {
      contentTypeId: 3,
      ids: ['sbc-restart', 'sbc-burst', 'sbc-none'],
    });
    expect(counts).toEqual({ 'sbc-restart': 300, 'sbc-burst': 2, 'sbc-none': 0 });
    await expect(
      requester.request(C.counts.subject, { contentTypeId: 3, ids: ['ok', 'bad id!'] }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'ids.1' });
    await expect(
      requester.request(C.track.subject, {
        type: 'page_view',
        contentTypeId: 3,
        entityId: 'x',
        clientKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'type' });
    expect(await viewsOf('x')).toBe(0);
  });
});
