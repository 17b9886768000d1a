import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApiClient, ApiError, SESSION_HEADER } from './api-client.js';
import { catalogApi } from './catalog.api.js';
import { apiPath, encodeQuery } from './query-string.js';

describe('encodeQuery', () => {
  it.each([
    [{ isSbc: true, isExtinct: false }, 'isSbc=1&isExtinct=0'],
    [{ leagues: [13, 53, 19] }, 'leagues=13,53,19'],
    [{ page: 2, search: 'Mbappé jr' }, 'page=2&search=Mbapp%C3%A9+jr'],
    [{ a: undefined, b: null, c: [] }, ''],
  ])('encodes %j as %s', (params, expected) => {
    expect(encodeQuery(params)).toBe(expected);
  });
});

describe('apiPath', () => {
  it.each([
    ['26/player-items', undefined, '/api/fut/26/player-items/'],
    ['/26/player-items/', undefined, '/api/fut/26/player-items/'],
    ['all', 'evolutions', '/api/fut/evolutions/all/'],
    ['fc26/fut-core-data', 'core', '/api/fut/core/fc26/fut-core-data/'],
  ])('builds %s (namespace %s) as %s, always ending with a slash', (path, namespace, expected) => {
    expect(apiPath(path, namespace)).toBe(expected);
  });
});

describe(ApiClient.name, () => {
  let server: Server;
  let baseUrl: string;
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        hits += 1;
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          status === 200
            ? JSON.stringify({ data: { ok: true }, totalCount: 1 })
            : '{"error":{"code":"NOT_FOUND","message":"x"}}',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    seen.length = 0;
    status = 200;
    hits = 0;
  });

  it('sends JSON with a bearer credential when one exists, and the session id only when asked', async () => {
    const client = new ApiClient({ baseUrl, getToken: () => 'tok123', getSessionId: () => 'sess9' });
    await client.post('evo-lab/save', { ea_id: 1 }, { withSession: true });
    await client.get('26/player-items');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/fut/evo-lab/save/', body: '{"ea_id":1}' });
    expect(seen[0]!.headers['authorization']).toBe('Bearer tok123');
    expect(seen[0]!.headers[SESSION_HEADER.toLowerCase()]).toBe('sess9');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[1]!.headers[SESSION_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('sends no Authorization header without a credential', async () => {
    await new ApiClient({ baseUrl }).get('recent-players');
    expect(seen[0]!.headers['authorization']).toBeUndefined();
  });

  it("fails any non-OK answer with 'Failed to fetch {url}', keeping status and body", async () => {
    status = 404;
    const client = new ApiClient({ baseUrl });
    const failure = await client.get('player-items/26-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(`Failed to fetch ${baseUrl}/api/fut/player-items/26-1/`);
    expect(failure).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it("caches a one-time GET per URL, and fails it with 'API failed with status {status}' without caching the failure", async () => {
    const client = new ApiClient({ baseUrl });
    await Promise.all([client.cachedGet('card-creator/core'), client.cachedGet('card-creator/core')]);
    await client.cachedGet('card-creator/core');
    expect(hits).toBe(1);
    status = 500;
    await expect(client.cachedGet('other')).rejects.toThrow('API failed with status 500');
    status = 200;
    await expect(client.cachedGet('other')).resolves.toMatchObject({ data: { ok: true } });
    expect(hits).toBe(3);
  });

  it('searches player items with the filter encoding, leaving page 1 out', async () => {
    const catalog = catalogApi(new ApiClient({ baseUrl }));
    await catalog.searchPlayerItems({
      game: 26,
      filters: 'overall__gte=85&leagues=13,53&sort=-price',
      page: 1,
    });
    await catalog.searchPlayerItems({ game: 26, filters: 'overall__gte=85', page: 3, pageSize: 25 });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/fut/26/player-items/?overall__gte=85&leagues=13,53&sort=-price',
      '/api/fut/26/player-items/?overall__gte=85&page=3&page_size=25',
    ]);
  });

  it("passes the codec's query through byte for byte, page keys after it", async () => {
    const catalog = catalogApi(new ApiClient({ baseUrl }));
    // As game-rules' encodeFilterQuery writes a search for "vini jr, 10%": decoding and re-encoding
    // it would turn the escaped comma into a bare one, another cache key for the same search.
    const filters = 'overall__gte=85&search=vini+jr%2C+10%25';
    await catalog.searchPlayerItems({ game: 26, filters, page: 2 });
    expect(seen.map((request) => request.url)).toEqual([`/api/fut/26/player-items/?${filters}&page=2`]);
  });
});
