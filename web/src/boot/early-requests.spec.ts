import { ApiClient, catalogApi } from '@futgg/api-client';
import {
  PLAYER_LIST_PAGE_SIZE as PLAYER_PAGE_SIZE,
  decodeFilterQuery,
  encodeFilterQuery,
} from '@futgg/game-rules';
import { earlyRequestsConfig } from '../../vite.early-requests';
import { fakeFetch } from '../testing/render';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_REQUESTS_KEY,
  startEarlyRequests,
  takeEarlyResponse,
} from './early-requests';

const players = { data: [], totalCount: 0 };
const handlers = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: { leagues: {} } } }),
  '/api/fut/26/player-items/': () => ({ body: players }),
};

/** Opens `path` and runs index.html's inline script there, over a recording fetch. */
const startAt = (path: string, modulePreloads: string[] = [], stylesheets: string[] = []) => {
  window.history.replaceState(null, '', path);
  const network = fakeFetch(handlers);
  globalThis.fetch = network.fetch;
  startEarlyRequests(earlyRequestsConfig({ modulePreloads, stylesheets }), EARLY_REQUESTS_KEY);
  return network;
};

/** The URLs the app itself asks for on the player database at that query. */
const appRequests = async (search: string) => {
  const network = fakeFetch(handlers);
  const catalog = catalogApi(new ApiClient({ fetch: network.fetch }));
  const filters = encodeFilterQuery(decodeFilterQuery(new URLSearchParams(search)));
  await catalog.coreData(26);
  await catalog.searchPlayerItems({ game: 26, filters, page: 1, pageSize: PLAYER_PAGE_SIZE });
  return network.requests.map((url) => `${url.pathname}${url.search}`);
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('early requests (index.html)', () => {
  it('starts exactly the requests the player database makes, and the app takes each once', async () => {
    const search = '?overall__gte=85&leagues=13,53&sort=-price';
    const network = startAt(`/26/players/${search}`);
    expect(network.requests).toHaveLength(2);

    for (const url of await appRequests(search)) {
      const early = takeEarlyResponse(url);
      expect(early).toBeDefined();
      expect((await early!).ok).toBe(true);
      expect(takeEarlyResponse(url)).toBeUndefined();
    }
  });

  it('matches the first page only, whatever the order of the parameters', async () => {
    startAt('/26/players/?sort=-price&overall__gte=85');
    expect(
      takeEarlyResponse('/api/fut/26/player-items/?sort=-price&overall__gte=85&page=2&page_size=50'),
    ).toBeUndefined();
    expect(
      takeEarlyResponse('/api/fut/26/player-items/?page_size=50&overall__gte=85&sort=-price'),
    ).toBeDefined();
  });

  it('loads the route code and styles only on the player database', () => {
    startAt('/26/players/', ['/assets/player-database.route-abc.js'], ['/assets/player-database-abc.css']);
    const links = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
    ];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/player-database.route-abc.js'],
      ['stylesheet', '/assets/player-database-abc.css'],
    ]);
  });

  it('starts nothing on other pages', () => {
    for (const path of ['/26/players/231747/', '/evo-lab/', '/']) {
      const network = startAt(
        path,
        ['/assets/player-database.route-abc.js'],
        ['/assets/player-database-abc.css'],
      );
      expect(network.requests).toEqual([]);
      expect(document.head.querySelector('link')).toBeNull();
    }
  });

  it('does not hand out an answer older than the limit: prices move', () => {
    startAt('/26/players/');
    const url = '/api/fut/26/fut-core-data/';
    expect(takeEarlyResponse(url, performance.now() + EARLY_REQUEST_MAX_AGE_MS + 1)).toBeUndefined();
    // Taken (and dropped) by that look: the app's request now goes to the network.
    expect(takeEarlyResponse(url)).toBeUndefined();
  });
});
