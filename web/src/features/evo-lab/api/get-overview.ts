import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../lib/api';

export const EVO_LAB_OVERVIEW_KEY = ['evo-lab', 'overview'] as const;

/** The signed-in user's saved players, used evolutions, watchlist and settings (never cached across users). */
export const evoLabOverviewQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: [...EVO_LAB_OVERVIEW_KEY, gameYear],
    queryFn: () => api.evoLab.overview({ game: gameYear }),
    staleTime: 0,
  });

export const useEvoLabOverview = (gameYear: number, isSignedIn: boolean) =>
  useQuery({ ...evoLabOverviewQuery(useApi(), gameYear), enabled: isSignedIn });
