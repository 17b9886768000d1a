import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvoLabSettingsShape } from '@futgg/contracts';
import { useApi, type Api } from '../../../lib/api';

export const EVO_LAB_SETTINGS_KEY = ['evo-lab', 'settings'] as const;

/** The signed-in user's lab settings, kept per user by the server. */
export const evoLabSettingsQuery = (api: Api) =>
  queryOptions({ queryKey: EVO_LAB_SETTINGS_KEY, queryFn: () => api.evoLab.settings(), staleTime: 0 });

export const useEvoLabSettingsQuery = (isSignedIn: boolean) =>
  useQuery({ ...evoLabSettingsQuery(useApi()), enabled: isSignedIn });

/** Changes settings on the server; the toggle moves at once and goes back if the server refuses. */
export const useUpdateEvoLabSettings = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EvoLabSettingsShape>) => api.evoLab.updateSettings(changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: EVO_LAB_SETTINGS_KEY });
      const previous = queryClient.getQueryData<EvoLabSettingsShape>(EVO_LAB_SETTINGS_KEY);
      if (previous) queryClient.setQueryData(EVO_LAB_SETTINGS_KEY, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(EVO_LAB_SETTINGS_KEY, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(EVO_LAB_SETTINGS_KEY, settings),
  });
};
