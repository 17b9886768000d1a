import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';
import { coreDataQuery } from '../../../lib/core-data';
import { moversViewOf } from '../hooks/movers-view';
import { marketMoversQuery } from './get-market-movers';
import { moverCardsQuery } from './get-mover-cards';

/**
 * What the movers page reads, asked for as soon as its address is known: the movers, then each list's
 * cards (their ids come with the movers), and core data for the cards' colours and names.
 */
export const prefetchMarketMovers = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  address: URLSearchParams,
): Promise<unknown>[] => {
  const movers = marketMoversQuery(api, gameYear, moversViewOf(address));
  return [
    queryClient.prefetchQuery(coreDataQuery(api, gameYear)),
    queryClient.prefetchQuery(movers).then(() => {
      const answer = queryClient.getQueryData(movers.queryKey);
      return Promise.all(
        [answer?.risers ?? [], answer?.fallers ?? []]
          .filter((list) => list.length > 0)
          .map((list) =>
            queryClient.prefetchQuery(
              moverCardsQuery(
                api,
                gameYear,
                list.map((price) => price.eaId),
              ),
            ),
          ),
      );
    }),
  ];
};
