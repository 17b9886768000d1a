import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/toast/toast-provider';
import { ApiContext, createApi, type Api } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { PlayerFiltersProvider } from '../features/player-database/hooks/player-filters-memory';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass an API over a fake fetch and a fresh query client; the app uses the defaults. */
  api?: Api;
  queryClient?: QueryClient;
}

export const AppProviders = ({ children, api, queryClient }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [apis] = useState(() => api ?? createApi());
  return (
    <ApiContext.Provider value={apis}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <PlayerFiltersProvider>{children}</PlayerFiltersProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
};
