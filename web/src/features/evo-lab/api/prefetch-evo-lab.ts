import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';
import { coreDataQuery } from '../../../lib/core-data';
import { parseLabAddress } from '../utils/lab-address';
import { playerDefinitionQuery } from './get-player-definition';

/**
 * What the lab's first render reads of shared data: core data (rarity names and colours, the Discover
 * filters) and the card the address opens. A page rendered without core data would not match the
 * browser, which fetches it before hydrating. Evolutions and the reader's own players load in the browser.
 */
export const prefetchEvoLabQueries = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  address: URLSearchParams,
): Promise<unknown>[] => {
  const { eaId, pathHash } = parseLabAddress(address);
  return [
    queryClient.prefetchQuery(coreDataQuery(api, gameYear)),
    ...(eaId !== null && pathHash === null
      ? [queryClient.prefetchQuery(playerDefinitionQuery(api, gameYear, eaId))]
      : []),
  ];
};
