import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanParams } from '@futgg/api-client';
import { useApi, type Api } from '../../../lib/api';

/**
 * The planner's answer for the caller's club: which card takes which chain. Asked again whenever the
 * page asks (the club may have changed), never from an old answer.
 */
export const evolutionPlanQuery = (api: Api, params: PlanParams) =>
  queryOptions({
    queryKey: ['evolution-planner', 'plan', params],
    queryFn: () => api.evolutions.plan(params),
    staleTime: 0,
  });

export const useEvolutionPlan = (params: PlanParams, isEnabled: boolean) =>
  useQuery({ ...evolutionPlanQuery(useApi(), params), enabled: isEnabled });
