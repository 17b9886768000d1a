import { ApiClient } from './api-client.js';
import { searchApi } from './search.api.js';
import { viewsApi } from './views.api.js';

const recordingFetch = (status: number, body: unknown) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
};

describe('searchApi', () => {
  it('asks GET /api/search/ with the text and limit, and answers the data list', async () => {
    const result = {
      key: 'player-26-1',
      url: '/26/players/1/',
      name: 'Ana',
      imageUrl: null,
      description: '<b>90</b>',
    };
    const { calls, fetch } = recordingFetch(200, { data: [result] });
    const found = await searchApi(new ApiClient({ fetch })).search({ q: 'Mbappé', limit: 5 });
    expect(found).toEqual([result]);
    expect(calls[0]!.url).toBe('/api/search/?q=Mbapp%C3%A9&limit=5');
    expect(calls[0]!.init?.method).toBe('GET');
  });

  it("fails a refused search with 'Failed to fetch {url}'", async () => {
    const { fetch } = recordingFetch(400, { error: { code: 'INVALID_INPUT', message: 'q', field: 'q' } });
    await expect(searchApi(new ApiClient({ fetch })).search({ q: 'ab' })).rejects.toThrow(
      'Failed to fetch /api/search/?q=ab',
    );
  });
});

describe('viewsApi', () => {
  it('posts the tracked view event as JSON to /api/views/track/', async () => {
    const { calls, fetch } = recordingFetch(202, {});
    await viewsApi(new ApiClient({ fetch })).track({ type: 'entity_view', contentTypeId: 7, entityId: 42 });
    expect(calls[0]!.url).toBe('/api/views/track/');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      type: 'entity_view',
      contentTypeId: 7,
      entityId: 42,
    });
  });
});
