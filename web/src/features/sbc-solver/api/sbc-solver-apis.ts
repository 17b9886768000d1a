import { useMemo } from 'react';
import { sbcSolverApi, squadsApi, type SbcSolverApi, type SquadsApi } from '@futgg/api-client';
import { useCredentialedClient } from '../../../lib/service-client';

export interface SbcSolverApis {
  solver: SbcSolverApi;
  /** "Open in squad builder" saves the answer as a squad of the caller. */
  squads: SquadsApi;
}

/** The squads service's solver and squads calls, over the page's credentials. */
export const useSbcSolverApis = (): SbcSolverApis => {
  const client = useCredentialedClient();
  return useMemo(() => ({ solver: sbcSolverApi(client), squads: squadsApi(client) }), [client]);
};
