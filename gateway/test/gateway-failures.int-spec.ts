import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CATALOG } from '@futgg/contracts';
import { runToken, TEST_NATS_URL } from '@futgg/testing';
import type { RunningGateway } from '../src/create-gateway.js';
import { startTestGateway } from '../src/testing/index.js';

describe('gateway when services fail', () => {
  const prefix = `t${runToken()}.`;
  let gateway: RunningGateway;
  let nats: NatsConnection;

  beforeAll(async () => {
    gateway = await startTestGateway(prefix, {
      REQUEST_TIMEOUT_MS: '700',
      RATE_LIMIT_READS_PER_MINUTE: '1000',
    });
    nats = await connect({ servers: TEST_NATS_URL });
  });

  afterAll(async () => {
    await nats?.close();
    await gateway?.close();
  });

  it('answers 503 naming the service when nothing listens, without waiting for the timeout', async () => {
    const response = await fetch(`${gateway.url}/api/fut/26/fut-core-data/`);
    // UNAVAILABLE (503) is NATS' immediate "no responders"; had the gateway waited, it would say TIMEOUT (504).
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('catalog') },
    });
  });

  it('answers 504 naming the service when it does not answer in time', async () => {
    // A responder that takes the request and never replies: the catalog hung mid-request.
    const stuck = nats.subscribe(`${prefix}${CATALOG.getCoreData}`, { callback: () => undefined });
    await nats.flush();
    try {
      const started = Date.now();
      const response = await fetch(`${gateway.url}/api/fut/26/fut-core-data/`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        error: { code: 'TIMEOUT', message: 'The catalog service did not answer within 700 ms' },
      });
      // Never before its timeout (700 ms); the upper bound only catches a gateway that waits far longer
      // than configured, with room for a loaded two-core machine.
      expect(elapsed).toBeGreaterThanOrEqual(650);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      stuck.unsubscribe();
    }
  });

  it('answers 404 with the error body for an unknown route', async () => {
    const response = await fetch(`${gateway.url}/api/fut/nothing/here/at/all/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/fut/nothing/here/at/all/' },
    });
  });

  it('validates before asking any service: a bad game year is 400 naming the parameter', async () => {
    const response = await fetch(`${gateway.url}/api/fut/1999/player-items/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'game' } });
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await fetch(`${gateway.url}/api/fut/1999/player-items/`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document listing every route, with the filter vocabulary', async () => {
    const response = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/fut/{game}/fut-core-data/',
        '/api/fut/{game}/core-data/',
        '/api/fut/core/{game}/fut-core-data/',
        '/api/fut/{game}/player-items/',
        '/api/fut/player-items/{gameAndId}/',
        '/api/fut/player-item-definitions/{game}/{eaId}/',
        '/api/fut/player-item-definitions/{game}/{eaId}/other-versions/',
        '/api/fut/{game}/{eaId}/definition-data/',
        '/api/fut/recent-players/',
        '/api/fut/feed/dates/',
        '/api/fut/feed/{date}/',
        '/api/fut/upgrade-hub/{gameYear}/',
        '/api/fut/objectives/tabs/',
        '/api/fut/objectives/groups/',
        '/api/fut/objectives/groups/group/{id}/',
        '/api/fut/objectives/groups/obj/{id}/',
        '/api/fut/objectives/groups/{slug}/',
        '/api/fut/objectives/campaign/',
        '/api/fut/objectives/user-club/',
        '/api/fut/objectives/single/',
        '/api/fut/sbc/categories/',
        '/api/fut/sbc/',
        '/api/fut/sbc/single/',
        '/api/fut/sbc/solve/',
        '/api/fut/sbc/solve/{jobId}/',
        '/api/fut/sbc/solve/{jobId}/stream/',
        '/api/fut/sbc/solver-preferences/',
        '/api/fut/sbc/user-club/',
        '/api/fut/sbc/set/{id}/',
        '/api/fut/sbc/challenge/{id}/',
        '/api/fut/sbc/challenge/{id}/check/',
        '/api/fut/sbc/{slug}/',
        '/api/fut/collections/{year}/',
        '/api/fut/collections/{year}/user/',
        '/api/fut/collections/{year}/user/players/',
        '/api/fut/collections/{year}/{slug}/',
        '/api/fut/collections/{year}/{slug}/players/',
        '/api/gg-debugger/actions/{action}/',
        '/api/gg-debugger/actions/audit/',
        '/api/fut/images/status/',
        '/api/fut/card-creator/core/',
        '/api/fut/rush/',
        '/api/fut/evo-lab/',
        '/api/search/',
        '/api/identity/',
        '/api/users/identity/',
        '/api/identity/login/',
        '/api/identity/callback/',
        '/api/identity/logout/',
        '/api/identity/sessions/',
        '/api/identity/sessions/{id}/revoke/',
        '/api/identity/jwks/',
        '/api/users/',
        '/api/fut/prices/ingest/',
        '/api/fut/prices/{game}/',
        '/api/fut/prices/{game}/movers/',
        '/api/fut/prices/{game}/{eaId}/',
        '/api/fut/user-club/{game}/',
        '/api/fut/user-club/{game}/import/',
        '/api/fut/user-club/{game}/add/',
        '/api/fut/user-club/{game}/remove/',
        '/api/fut/user-club/{game}/export/',
        '/api/fut/evolutions/all/',
        '/api/fut/evolutions/players/',
        '/api/fut/evolutions/counts/',
        '/api/fut/evolutions/definition-data/{pathHash}/',
        '/api/fut/evolutions/v2/definition-data/{pathHash}/',
        '/api/fut/evolutions/paths/{eaId}/',
        '/api/fut/evolutions/path/{pathHash}/',
        '/api/fut/evolutions/my-evolutions-watchlist/',
        '/api/fut/evolutions/my-evolutions-watchlist/add/',
        '/api/fut/evolutions/my-evolutions-watchlist/remove/',
        '/api/fut/evolutions/planner/',
        '/api/fut/evolutions/create/',
        '/api/fut/evolutions/{evolutionId}/eligible-players/',
        '/api/fut/evolutions/{id}/update/',
        '/api/fut/evolutions/{id}/expire/',
        '/api/fut/evolutions/{id}/',
        '/api/fut/evo-lab/overview/',
        '/api/fut/evo-lab/add/',
        '/api/fut/evo-lab/remove/',
        '/api/fut/evo-lab/save/',
        '/api/fut/evo-lab/delete/{id}/',
        '/api/fut/evo-lab/settings/',
        '/api/fut/evo-lab/squad-builder-list/',
        '/api/fut/evo-lab/squad-builder-fetch/',
        '/api/fut/my-evolutions/player-item/{eaId}/',
        '/api/fut/{game}/evolutions-player-items/',
        '/api/fut/player-item-definitions/{game}/{eaId}/definition-data/',
        '/api/squads/save/',
        '/api/squads/user/',
        '/api/squads/{uuid}/',
        '/api/squads/{uuid}/delete/',
        '/api/squads/auto-build/',
        '/api/squads/auto-build/{jobId}/',
        '/api/squads/auto-build/{jobId}/stream/',
        '/api/squads/auto-build/{jobId}/cancel/',
        '/api/fut/tactics/user-tactics/',
        '/api/fut/tactics/user/',
        '/api/fut/tactics/create/',
        '/api/fut/tactics/update/',
        '/api/fut/tactics/export-code/',
        '/api/fut/tactics/import-code/',
        '/api/fut/tactics/{guid}/',
        '/api/fut/tactics/{id}/delete/',
        '/api/{product}/rulesets/save/',
        '/api/{product}/rulesets/{eventId}/',
        '/api/{product}/events/create/',
        '/api/{product}/events/{guid}/',
        '/api/{product}/events/{guid}/update/',
        '/api/{product}/events/{guid}/check/',
        '/api/{product}/analytics/',
        '/api/{product}/search/',
        '/api/comments/{type}/{entity}/',
        '/api/comments/{type}/counts/',
        '/api/comments/{type}/{entity}/create/',
        '/api/comments/{id}/edit/',
        '/api/comments/{id}/delete/',
        '/api/comments/private/{type}/{entity}/',
        '/api/comments/private/{type}/counts/',
        '/api/comments/private/{type}/{entity}/create/',
        '/api/comments/private/{id}/edit/',
        '/api/comments/private/{id}/delete/',
        '/api/fut/comments/{contentTypeId}/{entityId}/',
        '/api/votes/entities/',
        '/api/votes/user/',
        '/api/votes/{contentTypeId}/{entityId}/',
        '/api/views/track/',
        '/api/views/{contentTypeId}/counts/',
        '/api/views/{contentTypeId}/{entityId}/',
        '/api/moderation/send-report/',
        '/api/moderation/reports/',
        '/api/moderation/reports/{id}/close/',
        '/api/direct-messages/conversations/',
        '/api/direct-messages/conversations/create/',
        '/api/direct-messages/conversations/{id}/',
        '/api/direct-messages/conversations/{id}/add-user/',
        '/api/direct-messages/conversations/{id}/remove-user/',
        '/api/direct-messages/conversations/{id}/update-title/',
        '/api/direct-messages/conversations/{id}/messages/',
        '/api/direct-messages/conversations/{id}/messages/send/',
        '/api/direct-messages/conversations/{id}/read/',
        '/api/direct-messages/stream/',
        '/api/notifications/summary/',
        '/api/notifications/',
        '/api/notifications/read/',
        '/api/notifications/settings/',
        '/api/price-alerts/',
        '/api/price-alerts/create/',
        '/api/price-alerts/{id}/delete/',
        '/api/fut/live/fixtures/{id}/',
        '/api/fut/live/fixtures/{id}/stream/',
        '/api/fut/live/tournaments/',
        '/api/fut/live/tournaments/{slug}/',
        '/api/fut/live/tournaments/{slug}/bracket/',
        '/api/fut/live/tournaments/{slug}/faq/',
        '/api/fut/live/tournaments/{slug}/fixtures/',
        '/api/fut/live/tournaments/{slug}/groups/',
        '/api/fut/live/tournaments/{slug}/players/',
        '/api/fut/live/tournaments/{slug}/participants/{participantId}/',
        '/api/fut/live/tournaments/{slug}/participants/{participantId}/fixtures/',
        '/api/fut/live/tournaments/{slug}/participants/{participantId}/players/',
        '/api/fut/live/trackers/{eaId}/',
      ].sort(),
    );
    const search = document.paths['/api/fut/{game}/player-items/']?.['get']?.description ?? '';
    for (const term of [
      'overall',
      'facePace',
      'attributeSprintSpeed',
      '__gte',
      'excludedLeagues',
      'positionsSearchModeAnd',
      'sort',
    ]) {
      expect(search).toContain(term);
    }
    const ui = await fetch(`${gateway.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('/api/docs/init.js');
  });

  it('serves the files the docs page loads, and no other file of the Swagger UI package', async () => {
    const page = await (await fetch(`${gateway.url}/api/docs/`)).text();
    const loaded = [...page.matchAll(/(?:href|src)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    for (const path of loaded) {
      const response = await fetch(`${gateway.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).not.toMatch(/sourceMappingURL/);
    }
    for (const path of [
      '/api/docs/assets/swagger-ui-bundle.js.map',
      '/api/docs/assets/swagger-ui.css.map',
      '/api/docs/assets/index.html',
      '/api/docs/assets/package.json',
      '/api/docs/assets/oauth2-redirect.html',
    ]) {
      expect({ path, status: (await fetch(`${gateway.url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });

  it('takes a body up to 10 MB on the club import only, the 1 MB limit on every other route', async () => {
    const post = (path: string, megabytes: number) =>
      fetch(`${gateway.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'x'.repeat(megabytes * 1024 * 1024) }),
      });
    // Read whole, then refused for want of a signed-in user: the body was within the route's limit.
    const imported = await post('/api/fut/user-club/26/import/', 3);
    expect({ status: imported.status, body: await imported.json() }).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED' } },
    });
    for (const [path, megabytes] of [
      ['/api/fut/user-club/26/add/', 3],
      ['/api/fut/user-club/26/import/', 11],
    ] as const) {
      const response = await post(path, megabytes);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 413,
        body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } },
      });
    }
  });

  it.each([
    ['a malformed % escape', '/api/fut/%zz/fut-core-data/', 400, 'INVALID_INPUT'],
    [
      'a path parameter over the router limit',
      `/api/fut/player-items/${'9'.repeat(300)}/`,
      414,
      'URI_TOO_LONG',
    ],
    [
      'headers over 16 kB',
      `/api/fut/26/player-items/?search=${'a'.repeat(20_000)}`,
      431,
      'HEADERS_TOO_LARGE',
    ],
  ])('answers %s in the platform error body, with security headers', async (_name, path, status, code) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.json()).toMatchObject({ error: { code } });
  });
});

describe('gateway rate limits', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(`t${runToken()}.`, {
      RATE_LIMIT_READS_PER_MINUTE: '3',
      REQUEST_TIMEOUT_MS: '300',
    });
  });

  afterAll(() => gateway?.close());

  it('answers 429 with Retry-After once a client spends its budget, counted in Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${gateway.url}/api/fut/1999/player-items/`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  const remainingFor = async (target: RunningGateway, forwardedFor: string) =>
    (await fetch(`${target.url}/api/health/`, { headers: { 'x-forwarded-for': forwardedFor } })).headers.get(
      'x-ratelimit-remaining',
    );

  it('counts each visitor behind a trusted proxy in a bucket of their own', async () => {
    // This test's requests come from loopback, the default trusted proxy: the forwarded address counts.
    expect(await remainingFor(gateway, '203.0.113.10')).toBe('2');
    expect(await remainingFor(gateway, '203.0.113.11')).toBe('2');
    expect(await remainingFor(gateway, '203.0.113.10')).toBe('1');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const untrusting = await startTestGateway(`t${runToken()}.`, {
      RATE_LIMIT_READS_PER_MINUTE: '3',
      TRUSTED_PROXIES: '10.20.30.40',
      REDIS_KEY_PREFIX: `futgg:test:untrusted:${process.pid}:${Date.now()}:`,
    });
    try {
      // Every request is the peer's own (127.0.0.1), whatever address it claims to forward.
      expect(await remainingFor(untrusting, '198.51.100.1')).toBe('2');
      expect(await remainingFor(untrusting, '198.51.100.2')).toBe('1');
      expect(await remainingFor(untrusting, '198.51.100.3')).toBe('0');
    } finally {
      await untrusting.close();
    }
  });
});
