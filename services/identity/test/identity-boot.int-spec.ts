import { IDENTITY_CONTRACTS, WIRE_HEADERS } from '@futgg/contracts';
import { startService } from '@futgg/service-kit';
import { startServiceUnderTest, testServiceEnv, type ServiceUnderTest } from '@futgg/testing';
import { identityServiceWith } from '../src/testing/index.js';

describe('identity service boot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceUnderTest('identity_boot', identityServiceWith());
  });

  afterAll(() => running?.stop());

  const failureOf = (subject: string, payload: unknown, headers?: Record<string, string>) =>
    running.requester
      .request(subject, payload, headers ? { caller: { id: headers[WIRE_HEADERS.userId]!, roles: [] } } : {})
      .then(
        () => null,
        (error: { code?: string; field?: string }) => error,
      );

  it('migrates its own schema and records the migration', async () => {
    const tables = await running.service.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'identity' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual([
      'migrations',
      'signing_keys',
      'users',
    ]);
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

  it('keeps its generated signing key across restarts and replicas: a second instance publishes the same key', async () => {
    const first = await running.requester.request<{ keys: { kid: string; d?: string }[] }>(
      IDENTITY_CONTRACTS.getPublicKeys.subject,
      {},
    );
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).not.toHaveProperty('d');
    const replica = await startService(
      identityServiceWith()(testServiceEnv(running.database.url, 'replica.')),
    );
    try {
      const stored = await replica.dataSource.query('SELECT kid FROM identity.signing_keys');
      expect(stored.map((row: { kid: string }) => row.kid)).toEqual([first.keys[0]!.kid]);
    } finally {
      await replica.close();
    }
  });

  it('refuses to start with a signing key that is not an Ed25519 private JWK', async () => {
    const definition = identityServiceWith({ TOKEN_SIGNING_KEY: '{"kty":"RSA","n":"x","e":"AQAB"}' })(
      testServiceEnv(running.database.url, 'badkey.'),
    );
    await expect(startService(definition)).rejects.toThrow(/Ed25519 private JWK/);
  });

  it('answers "my sessions" and the users list only for a caller the gateway names, never one in the payload', async () => {
    expect(await failureOf(IDENTITY_CONTRACTS.listSessions.subject, {})).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await failureOf(IDENTITY_CONTRACTS.listSessions.subject, { userId: 'someone' })).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(await failureOf(IDENTITY_CONTRACTS.searchUsers.subject, { search: 'a' })).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('resolves an unknown session id to no one', async () => {
    const resolved = await running.requester.request(IDENTITY_CONTRACTS.resolveSession.subject, {
      sessionId: 'A'.repeat(43),
    });
    expect(resolved).toBeNull();
    const state = await running.requester.request(IDENTITY_CONTRACTS.getState.subject, {
      sessionId: 'A'.repeat(43),
    });
    expect(state).toEqual({ isAuthenticated: false });
  });
});
