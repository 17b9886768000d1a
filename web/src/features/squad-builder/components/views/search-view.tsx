import { useMemo, useReducer, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { encodeQuery } from '@futgg/api-client';
import {
  encodeFilterQuery,
  filtersOf,
  filtersStateReducer,
  initialFiltersState,
  playerEaIdsInSquad,
  squadFormation,
  type FiltersAction,
  type SlotAddress,
  type SquadBuilderState,
} from '@futgg/game-rules';
import { FilterPanel } from '../../../../components/player-filters/filter-panel';
import type { FilterControls } from '../../../../components/player-filters/filter-controls';
import { Checkbox } from '../../../../components/checkbox';
import { positionName } from '../../../../components/card/card-art';
import { formatCoins } from '../../../../lib/format';
import { useApi } from '../../../../lib/api';

const SCREEN = 'squad-builder';
export const SEARCH_PAGE_SIZE = 20;

/** The squad builder's parameters beside the player database's filters (gateway/src/routes/player-query.ts). */
export const squadSearchQuery = (
  filterQuery: string,
  state: SquadBuilderState,
  slot: SlotAddress | null,
  inPositionOnly: boolean,
): string => {
  const slotPosition =
    slot?.group === 'FIELD' ? squadFormation(state)?.slots[slot.positionIdx]?.generalPositionId : undefined;
  const extra = encodeQuery({
    sb_positions: slotPosition === undefined ? undefined : [slotPosition],
    chemistry: slotPosition === undefined ? undefined : inPositionOnly,
    existing_players: playerEaIdsInSquad(state),
  });
  return [filterQuery, extra].filter(Boolean).join('&');
};

/** Player search inside the builder: a result goes into the selected slot. */
export const SearchView = ({
  gameYear,
  state,
  slot,
  coreData,
  onPick,
}: {
  gameYear: number;
  state: SquadBuilderState;
  slot: SlotAddress | null;
  coreData: CoreData | undefined;
  onPick: (item: PlayerItemSummary) => void;
}) => {
  const api = useApi();
  const [filtersState, dispatch] = useReducer(filtersStateReducer, undefined, initialFiltersState);
  const [inPositionOnly, setInPositionOnly] = useState(true);
  const filters = filtersOf(filtersState, SCREEN);
  const controls: FilterControls = useMemo(
    () => ({
      filters,
      dispatch: (action) => dispatch({ ...action, screen: SCREEN } as FiltersAction),
      prefetch: () => undefined,
    }),
    [filters],
  );
  const query = squadSearchQuery(encodeFilterQuery(filters), state, slot, inPositionOnly);
  const results = useQuery({
    queryKey: ['squad-builder-search', gameYear, query],
    queryFn: () => api.catalog.searchPlayerItems({ game: gameYear, filters: query, pageSize: SEARCH_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: slot !== null,
  });
  if (slot === null) return <p className="sb-hint">Choose a slot on the pitch or the bench to search a player for it.</p>;
  return (
    <div className="sb-search">
      {slot.group === 'FIELD' && (
        <Checkbox checked={inPositionOnly} onChange={setInPositionOnly}>
          Only players in position (chemistry)
        </Checkbox>
      )}
      <details className="sb-search__filters">
        <summary>Filters</summary>
        <FilterPanel filters={controls} coreData={coreData} />
      </details>
      {results.isError && <p role="alert">The search failed. Try again.</p>}
      <ul className="sb-results" aria-label="Search results" aria-busy={results.isFetching}>
        {results.data?.data.map((item) => (
          <li key={item.eaId}>
            <button type="button" className="sb-result" onClick={() => onPick(item)}>
              <span className="sb-result__rating">{item.overall}</span>
              <span className="sb-result__position">{positionName(item.position)}</span>
              <span className="sb-result__name">{item.commonName || `${item.firstName} ${item.lastName}`}</span>
              <span className="sb-result__price">{formatCoins(item.price)}</span>
            </button>
          </li>
        ))}
      </ul>
      {results.data && results.data.data.length === 0 && <p className="sb-hint">No player matches.</p>}
    </div>
  );
};
