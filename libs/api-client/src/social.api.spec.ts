import { ApiClient } from './api-client.js';
import { commentsApi } from './comments.api.js';
import { viewsApi } from './views.api.js';
import { votesApi } from './votes.api.js';

/** A fetch answering from a function of the URL, recording every URL asked for. */
const recording = (answer: (url: URL, init?: RequestInit) => unknown) => {
  const urls: URL[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://gateway.test');
    urls.push(url);
    return new Response(JSON.stringify(answer(url, init)), { status: 200 });
  }) as typeof globalThis.fetch;
  return { client: new ApiClient({ fetch }), urls };
};
const idsOf = (url: URL, name: string) => url.searchParams.get(name)!.split(',');

describe('social calls of the api-client', () => {
  it('asks the tallies asked for in one tick together, at most 200 identifiers a call, zero for those not answered', async () => {
    const { client, urls } = recording((url) => ({
      data: idsOf(url, 'identifiers')
        .filter((id) => id !== '6-7')
        .map((id) => ({
          entityIdentifier: id,
          contentTypeId: 6,
          entityId: id.slice(2),
          upvotes: 1,
          downvotes: 0,
          score: 1,
        })),
    }));
    const votes = votesApi(client);
    const identifiers = Array.from({ length: 450 }, (_, index) => `6-${index + 1}`);
    const tallies = await Promise.all([...identifiers, '6-1'].map((id) => votes.tallyOf(id)));
    expect(urls.map((url) => url.pathname)).toEqual(Array(3).fill('/api/votes/entities/'));
    expect(urls.map((url) => idsOf(url, 'identifiers').length)).toEqual([200, 200, 50]);
    expect(tallies[0]).toMatchObject({ entityIdentifier: '6-1', upvotes: 1 });
    expect(tallies[6]).toEqual({
      entityIdentifier: '6-7',
      contentTypeId: 6,
      entityId: '7',
      upvotes: 0,
      downvotes: 0,
      score: 0,
    });
    expect(tallies[450]).toBe(tallies[0]);
  });

  it('asks one counts call per content type for the counters of a page', async () => {
    const { client, urls } = recording((url) => ({
      data: Object.fromEntries(idsOf(url, 'ids').map((id) => [id, Number(id) * 2])),
    }));
    const views = viewsApi(client);
    const comments = commentsApi(client);
    const answers = await Promise.all([
      views.countOf(1, '10'),
      views.countOf(1, '11'),
      views.countOf(2, '5'),
      comments.countOf(1, '10'),
      comments.countOf(1, '12'),
    ]);
    expect(answers).toEqual([20, 22, 10, 20, 24]);
    expect(urls.map((url) => `${url.pathname}?${url.searchParams.get('ids')}`).sort()).toEqual([
      '/api/comments/1/counts/?10,12',
      '/api/views/1/counts/?10,11',
      '/api/views/2/counts/?5',
    ]);
  });

  it('sends a reply’s parent only when it is a comment id, and pages the namespace form with `exclude`', async () => {
    const { client, urls } = recording(() => ({ data: [] }));
    const bodies: unknown[] = [];
    const comments = commentsApi(
      new ApiClient({
        fetch: (async (input: string | URL | Request, init?: RequestInit) => {
          urls.push(new URL(String(input), 'http://gateway.test'));
          bodies.push(JSON.parse(String(init?.body ?? 'null')));
          return new Response(JSON.stringify({ data: {} }), { status: 200 });
        }) as typeof globalThis.fetch,
      }),
    );
    const thread = { contentTypeId: 5, entityId: '1b4e28ba-2fa1-4d3b-8f5b-0a2c3d4e5f60' };
    await comments.create(thread, { content: 'a', parent: 0 });
    await comments.create(thread, { content: 'b', parent: 9 });
    expect(bodies).toEqual([{ content: 'a' }, { content: 'b', parent: 9 }]);
    expect(urls[0]!.pathname).toBe(`/api/comments/5/${thread.entityId}/create/`);
    await commentsApi(client).ranked(thread, { sort: 'hot', exclude: [3, 2, 1] });
    await commentsApi(client).list({ ...thread, isPrivate: true }, { after: 40 });
    expect(urls.slice(-2).map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/api/fut/comments/5/${thread.entityId}/?exclude=3,2,1&sort=hot`,
      `/api/comments/private/5/${thread.entityId}/?after=40`,
    ]);
  });
});
