import type { QueryCache } from '@tanstack/react-query';

/**
 * Records the hash of every query asked for from now on, found or created: a route's prefetch and a
 * component's useQuery both go through QueryCache.build. A page's client is seeded with every shared
 * answer the renderer keeps (core data of each game year it has served); this tells which of them the
 * page itself read.
 */
export const recordQueriesRead = (cache: QueryCache): ReadonlySet<string> => {
  const read = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return read;
};
