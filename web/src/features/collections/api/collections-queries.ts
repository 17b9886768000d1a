import { useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi } from '../../../lib/api';

const stale = CACHE_SECONDS.COLLECTIONS * 1000;
export const COLLECTION_PAGE_SIZE = 40;

export const useCollections = (year: number) => {
  const api = useApi();
  return useQuery({
    queryKey: ['collections', year],
    queryFn: () => api.collections.list(year),
    staleTime: stale,
  });
};
export const useCollection = (year: number, slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['collections', year, slug],
    queryFn: () => api.collections.get(year, slug),
    staleTime: stale,
  });
};
export const useCollectionPlayers = (year: number, slug: string, page: number, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: ['collections', year, slug, 'players', page],
    queryFn: () => api.collections.players(year, slug, { page, pageSize: COLLECTION_PAGE_SIZE }),
    staleTime: stale,
    enabled,
  });
};
/** The reader's progress: asked only once they are known to be signed in. */
export const useUserCollections = (year: number, isSignedIn: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: ['collections', year, 'user'],
    queryFn: () => api.collections.user(year),
    enabled: isSignedIn,
  });
};
export const useUserCollectionPlayers = (
  year: number,
  slug: string,
  owned: 'all' | 'owned' | 'missing',
  page: number,
  isSignedIn: boolean,
) => {
  const api = useApi();
  return useQuery({
    queryKey: ['collections', year, 'user', slug, owned, page],
    queryFn: () => api.collections.userPlayers(year, { slug, owned, page, pageSize: COLLECTION_PAGE_SIZE }),
    enabled: isSignedIn,
  });
};
