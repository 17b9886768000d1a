import { useQuery } from '@tanstack/react-query';
import { emptyPlayerFilters, encodeFilterQuery } from '@futgg/game-rules';
import { useApi } from './api';
import { playerName } from './format';

/** Ids per search: well under the search's page size (200) and its list limit (500). */
const IDS_PER_SEARCH = 100;

/**
 * The names of cards a page holds no data of (a solver's answer), asked for in one
 * player search by id (`ids=`) per hundred cards, not one card at a time; a card the search does not
 * answer keeps its id.
 */
export const useCardNames = (gameYear: number, eaIds: readonly number[]) => {
  const api = useApi();
  const ids = [...new Set(eaIds)].sort((a, b) => a - b);
  const names = useQuery({
    queryKey: ['card-names', gameYear, ids],
    enabled: ids.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const chunks: number[][] = [];
      for (let index = 0; index < ids.length; index += IDS_PER_SEARCH)
        chunks.push(ids.slice(index, index + IDS_PER_SEARCH));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          api.catalog.searchPlayerItems({
            game: gameYear,
            filters: encodeFilterQuery({ ...emptyPlayerFilters(), lists: { ids: chunk } }),
            pageSize: chunk.length,
          }),
        ),
      );
      return Object.fromEntries(
        pages.flatMap((page) => page.data.map((card) => [card.eaId, playerName(card)])),
      );
    },
  });
  return (eaId: number): string => names.data?.[eaId] ?? `#${eaId}`;
};
