import { createContext, useContext, useMemo } from 'react';
import {
  ApiClient,
  autoBuilderApi,
  proCompetitionApi,
  squadsApi,
  tacticsApi,
  withCsrfOnEveryCall,
  type ApiClientOptions,
  type AutoBuilderApi,
  type ProCompetitionApi,
  type SquadsApi,
  type TacticsApi,
} from '@futgg/api-client';
import type { ProCompetitionProduct } from '@futgg/contracts';
import { useApi } from '../../../lib/api';

export interface SquadApis {
  squads: SquadsApi;
  tactics: TacticsApi;
  autoBuilder: AutoBuilderApi;
  /** A pro-competition product's events (the builder opened for an event reads its name). */
  proCompetition: (product: ProCompetitionProduct) => ProCompetitionApi;
}

/**
 * The squads service's calls over a client that reads the app's credentials (the one credential store
 * identity feeds), so the builder needs nothing added to lib/api. Tests provide their own through the
 * context, over their fake fetch.
 */
export const SquadApisContext = createContext<SquadApis | null>(null);

export const squadApisOver = (options: ApiClientOptions): SquadApis => {
  const client = new ApiClient(options);
  // The pro-competition routes ask the CSRF header of reads too.
  const proClient = new ApiClient(withCsrfOnEveryCall(options));
  return {
    squads: squadsApi(client),
    tactics: tacticsApi(client),
    autoBuilder: autoBuilderApi(client),
    proCompetition: (product) => proCompetitionApi(proClient, product),
  };
};

export const useSquadApis = (): SquadApis => {
  const provided = useContext(SquadApisContext);
  const api = useApi();
  return useMemo(() => provided ?? squadApisOver({ ...api.credentials.clientOptions }), [provided, api]);
};
