import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_GAME_YEAR } from '../../config/env';
import { prefetchEvoLabQueries } from '../../features/evo-lab/api/prefetch-evo-lab';
import { EvoLab } from '../../features/evo-lab/components/evo-lab';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import type { Api } from '../../lib/api';

/** What the lab's first render reads (router.tsx runs it as the route's loader). */
export const prefetchEvoLab = (
  { queryClient, api }: { queryClient: QueryClient; api: Api },
  address: URLSearchParams,
): Promise<unknown>[] => prefetchEvoLabQueries(queryClient, api, DEFAULT_GAME_YEAR, address);

/** The evolution lab; who the reader is comes from identity (undefined until known). */
export const EvoLabRoute = () => {
  const identity = useIdentity();
  return (
    <EvoLab
      gameYear={DEFAULT_GAME_YEAR}
      identity={identity === undefined ? undefined : identity.isAuthenticated}
    />
  );
};
export default EvoLabRoute;
