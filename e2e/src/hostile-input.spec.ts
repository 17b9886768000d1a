import fc from 'fast-check';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '@futgg/catalog-service/testing';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';

const FIELDS = [
  'overall',
  'facePace',
  'price',
  'leagues',
  'positions',
  'sort',
  'search',
  'page',
  'excludedClubs',
  'ids',
  'name',
  'league_id',
  'min_overall',
  'is_filtered',
  'sb_positions',
];
const SUFFIXES = ['', '__gte', '__lte', '__eq', '__lt', '__', '__gte__gte'];
const HOSTILE_VALUES = [
  "' OR 1=1 --",
  '1;DROP TABLE catalog.player_items',
  '<script>alert(1)</script>',
  '%00',
  '\u0000',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  ',,,',
  '1,,2',
  '-price,-price',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '\uD800',
  'é'.repeat(200),
];

// A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a broken client would (ED A0 80).
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

// Raw, unencoded fragments: stray percent signs and broken escapes reach the parser as they are.
const RAW_FRAGMENTS = ['%', '%zz', 'overall__gte=%', 'a=%E0%A4%A', '&&&', '=1', 'sort=%2D%2D'];

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 30 })),
      fc.constantFrom(...SUFFIXES),
      fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.string({ maxLength: 60 }), fc.integer().map(String)),
    ),
    { maxLength: 8 },
  )
  .map((pairs) =>
    pairs.map(([field, suffix, value]) => `${encoded(field + suffix)}=${encoded(value)}`).join('&'),
  );

const path = fc.oneof(
  fc.constant('/api/fut/26/player-items/'),
  fc.constantFrom(
    '/api/fut/',
    '/api/fut/26/',
    '/api/fut/player-items/',
    '/api/fut/player-item-definitions/26/',
  ),
  fc.string({ maxLength: 40 }).map((segment) => `/api/fut/${encodeURIComponent(segment)}/player-items/`),
  fc.string({ maxLength: 40 }).map((segment) => `/api/fut/player-items/${encodeURIComponent(segment)}/`),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
    .map(
      ([game, id]) =>
        `/api/fut/player-item-definitions/${encodeURIComponent(game)}/${encodeURIComponent(id)}/other-versions/`,
    ),
);

describe('gateway under hostile input', () => {
  let catalog: ServiceUnderTest;
  let gateway: RunningGateway;

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_hostile', catalogService);
    gateway = await startTestGateway(catalog.subjectPrefix, { RATE_LIMIT: 'off', RESPONSE_CACHE: 'off' });
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.stop();
  });

  it('answers 1,000 generated malformed, oversized and hostile requests with 2xx/4xx bodies, never 5xx, never hanging', async () => {
    const statuses = new Map<number, number>();
    const requests = fc.sample(
      fc.record({
        path,
        query: fc.oneof(queryString, fc.constantFrom(...RAW_FRAGMENTS)),
        method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE'),
        body: fc.oneof(
          fc.constant(undefined),
          fc.json(),
          fc.string({ maxLength: 200 }),
          fc.constant('x'.repeat(1_100_000)),
        ),
      }),
      { numRuns: 1000, seed: 20261122 },
    );
    for (const request of requests) {
      const response = await fetch(`${gateway.url}${request.path}?${request.query}`, {
        method: request.method,
        ...(request.method !== 'GET' && request.body !== undefined
          ? { body: request.body, headers: { 'content-type': 'application/json' } }
          : {}),
        signal: AbortSignal.timeout(5000),
      });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500)
        throw new Error(`${response.status} for ${request.method} ${request.path}?${request.query}: ${text}`);
      if (response.status >= 400)
        expect(JSON.parse(text)).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(1000);
    // Most requests are invalid on purpose; the generator must still reach the 400 branch often.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(200);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
