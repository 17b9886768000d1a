/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { SharedQueries } from './shared-queries';

const MAX_AGE_MS = 60_000;

describe('SharedQueries', () => {
  let now = Date.now();
  const shared = () =>
    new SharedQueries(
      (key) => key[0] === 'core-data',
      MAX_AGE_MS,
      () => now,
    );

  it("hands a later page's client what an earlier page fetched, and only the shared queries", async () => {
    const queries = shared();
    const first = new QueryClient();
    first.setQueryData(['core-data', 26], { leagues: { 13: 'Premier League' } }, { updatedAt: now });
    first.setQueryData(['player-items', 'search', 26, ''], { pages: [] }, { updatedAt: now });
    queries.keep(first);

    const second = new QueryClient();
    queries.seed(second);
    expect(second.getQueryData(['core-data', 26])).toEqual({ leagues: { 13: 'Premier League' } });
    expect(second.getQueryState(['core-data', 26])?.dataUpdatedAt).toBe(now);
    expect(second.getQueryData(['player-items', 'search', 26, ''])).toBeUndefined();
    // Fresh: a prefetch with the app's stale time does not call the API.
    let calls = 0;
    const fetchCoreData = async () => ((calls += 1), {});
    await second.prefetchQuery({
      queryKey: ['core-data', 26],
      queryFn: fetchCoreData,
      staleTime: MAX_AGE_MS,
    });
    expect(calls).toBe(0);
  });

  it('drops an entry once it is as old as the gateway cache time, and keeps a newer fetch', () => {
    const queries = shared();
    const page = new QueryClient();
    page.setQueryData(['core-data', 26], { version: 1 }, { updatedAt: now });
    queries.keep(page);
    now += MAX_AGE_MS;
    const later = new QueryClient();
    queries.seed(later);
    expect(later.getQueryData(['core-data', 26])).toBeUndefined();

    later.setQueryData(['core-data', 26], { version: 2 }, { updatedAt: now });
    queries.keep(later);
    const next = new QueryClient();
    queries.seed(next);
    expect(next.getQueryData(['core-data', 26])).toEqual({ version: 2 });
  });
});
