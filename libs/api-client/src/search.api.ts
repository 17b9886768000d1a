import type { SearchResult } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

export interface GlobalSearchParams {
  q: string;
  /** 1..20; the server defaults to 10. */
  limit?: number;
  game?: number | string;
  signal?: AbortSignal;
}

/**
 * Global search (spec, second document, section 2): the spec shows neither method nor path; the
 * gateway's is GET /api/search/?q=…&limit=…, outside the /api/fut base path.
 */
export const searchApi = (client: ApiClient) => ({
  search: ({ q, limit, game, signal }: GlobalSearchParams) =>
    client
      .get<{ data: SearchResult[] }>('search', {
        basePath: '/api',
        query: { q, limit, game },
        ...(signal ? { signal } : {}),
      })
      .then((body) => body.data),
});
export type SearchApi = ReturnType<typeof searchApi>;
