import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { SbcListParams } from '@futgg/api-client';
import { useApi, type Api } from '../../../lib/api';

const stale = CACHE_SECONDS.LISTS * 1000;

export const sbcCategoriesQuery = (api: Api) =>
  queryOptions({ queryKey: ['sbc', 'categories'], queryFn: () => api.sbc.categories(), staleTime: stale });

export const sbcListQuery = (api: Api, params: SbcListParams) =>
  queryOptions({ queryKey: ['sbc', 'list', params], queryFn: () => api.sbc.list(params), staleTime: stale });

/** A set by its id (`/sbc/7/`) or its slug (`/sbc/marquee-matchups/`). */
export const sbcSetQuery = (api: Api, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['sbc', 'set', idOrSlug],
    queryFn: () => (typeof idOrSlug === 'number' ? api.sbc.set(idOrSlug) : api.sbc.bySlug(idOrSlug)),
    staleTime: stale,
  });

export const sbcChallengeQuery = (api: Api, id: number) =>
  queryOptions({
    queryKey: ['sbc', 'challenge', id],
    queryFn: () => api.sbc.challenge(id),
    staleTime: stale,
  });

export const useSbcCategories = () => useQuery(sbcCategoriesQuery(useApi()));
export const useSbcList = (params: SbcListParams) => useQuery(sbcListQuery(useApi(), params));
export const useSbcSet = (idOrSlug: number | string) => useQuery(sbcSetQuery(useApi(), idOrSlug));
export const useSbcChallenge = (id: number | null) =>
  useQuery({ ...sbcChallengeQuery(useApi(), id ?? 0), enabled: id !== null });
