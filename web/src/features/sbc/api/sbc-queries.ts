import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { SbcListParams } from '@futgg/api-client';
import { useApi, type Api } from '../../../lib/api';

const stale = CACHE_SECONDS.LISTS * 1000;

export const sbcCategoriesQuery = (api: Api) =>
  queryOptions({ queryKey: ['sbc', 'categories'], queryFn: () => api.sbc.categories(), staleTime: stale });

export const sbcListQuery = (api: Api, params: SbcListParams) =>
  queryOptions({ queryKey: ['sbc', 'list', params], queryFn: () => api.sbc.list(params), staleTime: stale });

export const sbcSetQuery = (api: Api, id: number) =>
  queryOptions({ queryKey: ['sbc', 'set', id], queryFn: () => api.sbc.set(id), staleTime: stale });

export const sbcChallengeQuery = (api: Api, id: number) =>
  queryOptions({
    queryKey: ['sbc', 'challenge', id],
    queryFn: () => api.sbc.challenge(id),
    staleTime: stale,
  });

export const useSbcCategories = () => useQuery(sbcCategoriesQuery(useApi()));
export const useSbcList = (params: SbcListParams) => useQuery(sbcListQuery(useApi(), params));
export const useSbcSet = (id: number) => useQuery(sbcSetQuery(useApi(), id));
export const useSbcChallenge = (id: number | null) =>
  useQuery({ ...sbcChallengeQuery(useApi(), id ?? 0), enabled: id !== null });
