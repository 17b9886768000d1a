import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  EVO_LAB_STEP,
  applyEvolutions,
  appliedEvolutionIds,
  evoLabReducer,
  manualChangesOf,
  type CardEdit,
  type EvoLabAction,
  type EvoLabState,
  type Evolution as RulesEvolution,
} from '@futgg/game-rules';
import { rulesEvolutionOf, savedPlayerPayloadOf, type Evolution } from '@futgg/contracts';
import { useToast } from '../../../components/toast/toast-provider';
import { useApi } from '../../../lib/api';
import { useLabEvolutions, labEvolutionsQuery } from '../api/get-evolutions';
import { useEvoLabOverview } from '../api/get-overview';
import { playerDefinitionQuery, usePlayerDefinition } from '../api/get-player-definition';
import { storedPathQuery } from '../api/get-stored-path';
import { useSaveEvoLabPlayer } from '../api/save-player';
import { saveErrorOf } from '../utils/save-error';
import { evolutionOffersOf } from '../utils/evolution-offers';
import { actionsOfAddress, labQueryOf, labStateOf, parseLabAddress } from '../utils/lab-address';
import { labCardOf, previewOf } from '../utils/lab-card';
import { labCardFor, manualChangeActions } from '../utils/path-actions';
import { useLabSettings } from './use-lab-settings';

/** The reducer's own actions, and `load`: a whole state folded from them (a stored path opened). */
type LabAction = EvoLabAction | { type: 'load'; state: EvoLabState };
const labReducer = (state: EvoLabState, action: LabAction): EvoLabState =>
  action.type === 'load' ? action.state : evoLabReducer(state, action);

/** Marks the lab's own address writes, so only a link followed from elsewhere reopens the lab. */
export const LAB_NAVIGATION_STATE = { evoLab: true } as const;

interface LoadedPath {
  hash: string;
  changes: EvoLabState['changes'];
}
type PathLoad = { hash: string; status: 'loading' } | { hash: string; status: 'error'; message: string };

/**
 * The lab: game-rules' evo lab reducer as the one state, opened from the address and written back to
 * it, with what the state implies: the base card, the card as evolved (applyEvolutions, as the server
 * computes it) and each evolution's offer under the settings.
 */
export const useEvoLab = ({
  gameYear,
  identity,
}: {
  gameYear: number;
  /** Whether the reader is signed in; undefined while that is not known (on the server, while hydrating). */
  identity: boolean | undefined;
}) => {
  const isSignedIn = identity === true;
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [address] = useState(() => parseLabAddress(new URLSearchParams(location.search)));
  const [state, dispatch] = useReducer(labReducer, address, (opened) => labStateOf(actionsOfAddress(opened)));
  const latest = useRef(state);
  latest.current = state;
  const [loadedPath, setLoadedPath] = useState<LoadedPath | null>(null);
  const [pathLoad, setPathLoad] = useState<PathLoad | null>(
    address.pathHash ? { hash: address.pathHash, status: 'loading' } : null,
  );

  const evolutions = useLabEvolutions(gameYear);
  const definition = usePlayerDefinition(gameYear, state.selectedPlayerEaId);
  const overview = useEvoLabOverview(gameYear, isSignedIn);
  const labSettings = useLabSettings(isSignedIn);
  const { settings } = labSettings;

  const evolutionsById = useMemo(
    () => new Map<number, Evolution>((evolutions.data ?? []).map((evolution) => [evolution.id, evolution])),
    [evolutions.data],
  );
  const rulesById = useMemo(
    () =>
      new Map<number, RulesEvolution>(
        (evolutions.data ?? []).map((evolution) => [evolution.id, rulesEvolutionOf(evolution)]),
      ),
    [evolutions.data],
  );
  // The definition of another card may still be in the cache while the chosen one loads.
  const isDefinitionCurrent = definition.data?.eaId === state.selectedPlayerEaId;
  const base = useMemo(
    () => (definition.data && isDefinitionCurrent ? labCardOf(definition.data) : null),
    [definition.data, isDefinitionCurrent],
  );
  const card = useMemo(() => (base ? labCardFor(state, base, rulesById) : null), [base, state, rulesById]);
  // "Apply upgrades" off: the card shows the manual changes only; evolutions are still judged and saved.
  const previewCard = useMemo(
    () => (base && !settings.applyUpgrades ? applyEvolutions(base, [], manualChangesOf(state)) : card),
    [base, card, settings.applyUpgrades, state],
  );
  const appliedIds = appliedEvolutionIds(state);
  const usedIds = useMemo(() => new Set(overview.data?.usedEvolutionIds ?? []), [overview.data]);
  const offers = useMemo(
    () =>
      card && evolutions.data
        ? evolutionOffersOf({
            evolutions: evolutions.data,
            appliedIds: appliedEvolutionIds(state),
            card,
            settings,
            usedIds,
          })
        : [],
    [card, evolutions.data, state, settings, usedIds],
  );

  const openPath = useCallback(
    async (hash: string, then: readonly EvoLabAction[] = []) => {
      setPathLoad({ hash, status: 'loading' });
      try {
        const record = await queryClient.fetchQuery(storedPathQuery(api, hash));
        const [startCard, yearEvolutions] = await Promise.all([
          queryClient.fetchQuery(playerDefinitionQuery(api, gameYear, record.eaId)),
          queryClient.fetchQuery(labEvolutionsQuery(api, gameYear)),
        ]);
        const byId = new Map(yearEvolutions.map((evolution) => [evolution.id, rulesEvolutionOf(evolution)]));
        const chosen = labStateOf(
          [
            { type: 'selectPlayer', eaId: record.eaId },
            { type: 'applyEvolutions', evolutionIds: record.evolutionIds },
          ],
          latest.current,
        );
        const edited = labStateOf(
          manualChangeActions(chosen, labCardOf(startCard), byId, record.manualChanges),
          chosen,
        );
        const opened = labStateOf([{ type: 'setTab', tab: null }, ...then], edited);
        dispatch({ type: 'load', state: opened });
        setLoadedPath({ hash, changes: opened.changes });
        setPathLoad(null);
      } catch (error) {
        setPathLoad({
          hash,
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [api, gameYear, queryClient],
  );

  useEffect(() => {
    if (address.pathHash) {
      const step = new URLSearchParams(location.search).has('step') ? address.step : EVO_LAB_STEP.REVIEW;
      void openPath(address.pathHash, [{ type: 'goToStep', step }]);
    }
    // Once, for the address the lab was opened at.
  }, []);

  // The address names the stored path while the lab shows it as loaded (or is loading it).
  const shownPath =
    loadedPath && loadedPath.changes === state.changes ? loadedPath.hash : (pathLoad?.hash ?? null);
  const query = labQueryOf(state, shownPath, new URLSearchParams(location.search));
  useEffect(() => {
    if (location.search.replace(/^\?/, '') === query) return;
    void navigate(
      { search: query ? `?${query}` : '' },
      { replace: true, state: LAB_NAVIGATION_STATE, preventScrollReset: true },
    );
  }, [query, location.search, navigate]);

  const toast = useToast();
  const saveMutation = useSaveEvoLabPlayer();
  const { reset: resetSave } = saveMutation;
  // A refusal names a step or a value of the card it was about; once the card changes it no longer applies.
  useEffect(() => resetSave(), [state.changes, resetSave]);
  const save = () => {
    if (!card || state.selectedPlayerEaId === null) return;
    const payload = savedPlayerPayloadOf(card as unknown as Record<string, unknown> & { position: number }, {
      eaId: state.selectedPlayerEaId,
      evolutionIds: appliedEvolutionIds(state),
      isModified: Object.keys(manualChangesOf(state)).length > 0,
      gameYear,
    });
    saveMutation.mutate(payload, {
      onSuccess: () => toast.show('Saved to My evolutions', 'success'),
    });
  };

  const edit = useCallback(
    (change: CardEdit) => {
      if (previewCard) dispatch({ type: 'editCard', card: previewCard, edit: change });
    },
    [previewCard],
  );

  return {
    gameYear,
    state,
    dispatch: dispatch as (action: EvoLabAction) => void,
    edit,
    openPath,
    pathLoad,
    evolutions,
    evolutionsById,
    definition,
    base,
    card,
    previewCard,
    preview:
      definition.data && previewCard && isDefinitionCurrent ? previewOf(definition.data, previewCard) : null,
    evolvedPreview: definition.data && card && isDefinitionCurrent ? previewOf(definition.data, card) : null,
    appliedIds,
    offers,
    overview,
    usedIds,
    labSettings,
    isSignedIn,
    isIdentityKnown: identity !== undefined,
    save,
    isSaving: saveMutation.isPending,
    savedItem: saveMutation.data ?? null,
    saveError: saveErrorOf(saveMutation.error),
  };
};
export type EvoLab = ReturnType<typeof useEvoLab>;
