import { createContext, useContext, useMemo } from 'react';
import {
  ApiClient,
  autoBuilderApi,
  squadsApi,
  tacticsApi,
  type AutoBuilderApi,
  type SquadsApi,
  type TacticsApi,
} from '@futgg/api-client';
import { useCredentialedClient } from '../../../lib/service-client';

export interface SquadApis {
  squads: SquadsApi;
  tactics: TacticsApi;
  autoBuilder: AutoBuilderApi;
}

/**
 * The squads service's calls over a client that reads the app's credentials (the one credential store
 * identity feeds), so the builder needs nothing added to lib/api. Tests provide their own through the
 * context, over their fake fetch.
 */
export const SquadApisContext = createContext<SquadApis | null>(null);

export const squadApisOver = (client: ApiClient): SquadApis => ({
  squads: squadsApi(client),
  tactics: tacticsApi(client),
  autoBuilder: autoBuilderApi(client),
});

export const useSquadApis = (): SquadApis => {
  const provided = useContext(SquadApisContext);
  const client = useCredentialedClient();
  return useMemo(() => provided ?? squadApisOver(client), [provided, client]);
};
