import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { ObjectiveGroupsParams } from '@futgg/api-client';
import { useApi, type Api } from '../../../lib/api';

const stale = CACHE_SECONDS.LISTS * 1000;

export const objectiveTabsQuery = (api: Api) =>
  queryOptions({ queryKey: ['objectives', 'tabs'], queryFn: () => api.objectives.tabs(), staleTime: stale });
export const objectiveGroupsQuery = (api: Api, params: ObjectiveGroupsParams) =>
  queryOptions({
    queryKey: ['objectives', 'groups', params],
    queryFn: () => api.objectives.groups(params),
    staleTime: stale,
  });
/** A group by its slug (`/objectives/weekly-ones/`) or its id (`/objectives/12/`). */
export const objectiveGroupQuery = (api: Api, idOrSlug: string | number) =>
  queryOptions({
    queryKey: ['objectives', 'group', idOrSlug],
    queryFn: () =>
      typeof idOrSlug === 'number' ? api.objectives.group(idOrSlug) : api.objectives.groupBySlug(idOrSlug),
    staleTime: stale,
  });
export const campaignQuery = (api: Api) =>
  queryOptions({
    queryKey: ['objectives', 'campaign'],
    queryFn: () => api.objectives.campaign(),
    staleTime: stale,
  });

export const useObjectiveTabs = () => useQuery(objectiveTabsQuery(useApi()));
export const useObjectiveGroups = (params: ObjectiveGroupsParams, enabled = true) =>
  useQuery({ ...objectiveGroupsQuery(useApi(), params), enabled });
export const useObjectiveGroup = (idOrSlug: string | number) =>
  useQuery(objectiveGroupQuery(useApi(), idOrSlug));
export const useCampaign = (enabled = true) => useQuery({ ...campaignQuery(useApi()), enabled });
