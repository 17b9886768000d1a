import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPriceAlert } from '@futgg/api-client';
import { useApi } from '../../../lib/api';

export const cardAlertsKey = (gameYear: number, eaId: number) => ['price-alerts', gameYear, eaId] as const;

/** The reader's alerts on one card (signed in only). */
export const useCardAlerts = (gameYear: number, eaId: number, isSignedIn: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: cardAlertsKey(gameYear, eaId),
    queryFn: () => api.priceAlerts.list({ gameYear, eaId }),
    enabled: isSignedIn,
    staleTime: 0,
  });
};

export const useCreateAlert = (gameYear: number, eaId: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: Omit<NewPriceAlert, 'gameYear' | 'eaId'>) =>
      api.priceAlerts.create({ gameYear, eaId, ...alert }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardAlertsKey(gameYear, eaId) }),
  });
};

export const useDeleteAlert = (gameYear: number, eaId: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.priceAlerts.delete(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardAlertsKey(gameYear, eaId) }),
  });
};
