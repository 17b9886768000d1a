import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Entry {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/**
 * Answers every page reads and none changes (core data: names, rarity colours), kept by the renderer
 * across requests for as long as the gateway would cache them. Each page still gets its own query
 * client; it starts with these, so the render neither asks the gateway again nor parses the same
 * 170 kB per page. Process memory only: a replica without it simply asks, as the browser would.
 */
export class SharedQueries {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly isShared: (queryKey: QueryKey) => boolean,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a query is one of those kept across pages. */
  covers(queryKey: QueryKey): boolean {
    return this.isShared(queryKey);
  }

  /** Puts the fresh entries into a page's client (with their own age, so they go stale on time). */
  seed(client: QueryClient): void {
    for (const [hash, entry] of this.entries) {
      if (this.now() - entry.updatedAt >= this.maxAgeMs) this.entries.delete(hash);
      else client.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
    }
  }

  /** Keeps what a page fetched that is shared. */
  keep(client: QueryClient): void {
    for (const query of client.getQueryCache().getAll()) {
      if (query.state.status !== 'success' || !this.isShared(query.queryKey)) continue;
      const known = this.entries.get(query.queryHash);
      if (known && known.updatedAt >= query.state.dataUpdatedAt) continue;
      this.entries.set(query.queryHash, {
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      });
    }
  }
}
