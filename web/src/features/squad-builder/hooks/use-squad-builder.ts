import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveSquadInput } from '@futgg/api-client';
import type { Squad } from '@futgg/contracts';
import {
  initialSquadBuilderState,
  squadBuilderReducer,
  type SquadBuilderAction,
  type SquadBuilderState,
  type Tactic,
} from '@futgg/game-rules';
import { httpStatusOf, useApi } from '../../../lib/api';
import { useSquadApis } from '../api/squad-apis';
import {
  forgetSquad,
  loadSettings,
  loadSquad,
  loadTactics,
  saveSettings,
  saveSquadLocally,
  saveTacticsLocally,
  type SquadBuilderSettings,
  type StoredSquad,
} from '../storage/squad-storage';
import { cardFromItem, cardFromSquadCard, cardKey, localSquadStats, type CardInfo } from '../utils/cards';

export const NEW_SQUAD_ID = 'new';

/** The reducer's actions, and one of the page's own: the whole state read from storage or the server. */
type PageAction = SquadBuilderAction | { type: 'replace'; state: SquadBuilderState };
const pageReducer = (state: SquadBuilderState, action: PageAction): SquadBuilderState => {
  if (action.type !== 'replace') return squadBuilderReducer(state, action);
  // The panel stays where the reader was.
  const keepsTactic = action.state.tactics.some((t) => t.tacticId === state.editingTacticId);
  return { ...action.state, view: state.view, editingTacticId: keepsTactic ? state.editingTacticId : null };
};

const withFields = (
  base: SquadBuilderState,
  fields: Pick<StoredSquad, 'title' | 'manager' | 'positions'>,
  tactics: Tactic[],
  dirty: boolean,
): SquadBuilderState => ({
  ...base,
  title: fields.title,
  manager: { ...fields.manager },
  positions: base.positions.map(
    (slot) =>
      fields.positions.find((p) => p.group === slot.group && p.positionIdx === slot.positionIdx) ?? slot,
  ),
  tactics,
  dirty,
});

export const stateFromStored = (stored: StoredSquad, tactics: Tactic[]): SquadBuilderState => {
  const counts = (group: string) => stored.positions.filter((p) => p.group === group).length;
  return withFields(
    initialSquadBuilderState({
      formationId: stored.formationId,
      substitutes: counts('SUBSTITUTE') || undefined,
      reserves: counts('RESERVE'),
    }),
    stored,
    tactics,
    stored.dirty,
  );
};

export const stateFromServer = (squad: Squad, tactics: Tactic[]): SquadBuilderState =>
  withFields(
    initialSquadBuilderState({
      title: squad.title,
      formationId: squad.formationId,
      substitutes: squad.substituteCount,
      reserves: squad.reserveCount,
    }),
    { title: squad.title, manager: squad.manager, positions: squad.positions },
    tactics,
    false,
  );

const cardsOfSquad = (squad: Squad): Record<string, CardInfo> =>
  Object.fromEntries(
    squad.cards.map((card) => [
      cardKey({ playerEaId: card.eaId, myEvoPlayerId: card.myEvoPlayerId }),
      cardFromSquadCard(card),
    ]),
  );

/** The server's cards over the known ones; a price the server does not know keeps the catalog's. */
const mergeCards = (known: Record<string, CardInfo>, squad: Squad): Record<string, CardInfo> => {
  const merged = { ...known };
  for (const [key, card] of Object.entries(cardsOfSquad(squad))) {
    merged[key] = card.price === null && known[key] ? { ...card, price: known[key].price } : card;
  }
  return merged;
};

export const saveRequestOf = (
  state: SquadBuilderState,
  gameYear: number,
  saved: { uuid: string; version: number } | null,
): SaveSquadInput => ({
  ...(saved ? { uuid: saved.uuid, version: saved.version } : {}),
  gameYear,
  title: state.title,
  formationId: state.formationId,
  manager: state.manager,
  substituteCount: state.positions.filter((p) => p.group === 'SUBSTITUTE').length,
  reserveCount: state.positions.filter((p) => p.group === 'RESERVE').length,
  positions: state.positions.filter((p) => p.playerEaId !== null),
});

export type SaveOutcome = { kind: 'saved'; squad: Squad } | { kind: 'conflict' } | { kind: 'failed'; error: unknown };

/**
 * The builder's state (game-rules' reducer), the cards it knows, what the server last said, and the
 * local copy: every change is written under the squad's key, and read back on the next visit when it
 * holds unsaved edits (or for a squad never saved).
 */
export const useSquadBuilder = (gameYear: number, id: string) => {
  const api = useApi();
  const apis = useSquadApis();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(pageReducer, undefined, () => initialSquadBuilderState());
  const [cards, setCards] = useState<Record<string, CardInfo>>({});
  const [server, setServer] = useState<Squad | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [settings, setSettingsState] = useState<SquadBuilderSettings>(() => ({
    removeOccupant: false,
    showPrices: true,
  }));
  // Storage is read after the first render (the server renders without it), and written only then.
  const [readyId, setReadyId] = useState<string | null>(null);
  const keepLocalEdits = useRef(false);
  // A new squad once saved lives under its uuid: nothing more is written under `new`.
  const savedNew = useRef(false);

  const serverQuery = useQuery({
    queryKey: ['squad', id],
    queryFn: () => apis.squads.get(id),
    enabled: id !== NEW_SQUAD_ID,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    setSettingsState(loadSettings());
    savedNew.current = false;
    const stored = loadSquad(id);
    const tactics = loadTactics(id) ?? [];
    keepLocalEdits.current = stored !== null && (id === NEW_SQUAD_ID || stored.dirty);
    if (stored && keepLocalEdits.current) {
      dispatch({ type: 'replace', state: stateFromStored(stored, tactics) });
      setCards(stored.cards);
      setVersion(stored.version);
    } else if (id === NEW_SQUAD_ID) {
      dispatch({ type: 'replace', state: { ...initialSquadBuilderState(), tactics } });
      setCards({});
      setVersion(null);
    }
    setServer(null);
    setReadyId(id);
  }, [id]);

  const adoptServer = useCallback(
    (squad: Squad, replaceEdits: boolean) => {
      setServer(squad);
      setCards((known) => mergeCards(known, squad));
      if (replaceEdits) {
        dispatch({ type: 'replace', state: stateFromServer(squad, loadTactics(squad.uuid) ?? []) });
        setVersion(squad.version);
      }
    },
    [],
  );

  useEffect(() => {
    if (readyId !== id || !serverQuery.data || serverQuery.data.uuid !== id) return;
    adoptServer(serverQuery.data, !keepLocalEdits.current);
    if (keepLocalEdits.current && version === null) setVersion(serverQuery.data.version);
  }, [serverQuery.data, readyId, id]);

  const ready = readyId === id && (id === NEW_SQUAD_ID || keepLocalEdits.current || server !== null || serverQuery.isError);

  useEffect(() => {
    if (!ready || (id === NEW_SQUAD_ID && savedNew.current)) return;
    saveSquadLocally(id, {
      version,
      title: state.title,
      formationId: state.formationId,
      manager: state.manager,
      positions: state.positions,
      dirty: state.dirty,
      cards: Object.fromEntries(
        state.positions.flatMap((p) => {
          const card = p.playerEaId === null ? undefined : cards[cardKey(p)];
          return card ? [[cardKey(p), card]] : [];
        }),
      ),
    });
    saveTacticsLocally(id, state.tactics);
  }, [ready, id, state, cards, version]);

  const setSettings = useCallback((changes: Partial<SquadBuilderSettings>) => {
    setSettingsState((current) => {
      const next = { ...current, ...changes };
      saveSettings(next);
      return next;
    });
  }, []);

  // Cards the builder does not know yet (a squad stored before its cards were): asked one by one.
  const missing = useMemo(
    () =>
      state.positions.filter(
        (p) => p.playerEaId !== null && p.myEvoPlayerId === null && cards[cardKey(p)] === undefined,
      ),
    [state.positions, cards],
  );
  useEffect(() => {
    if (!ready) return;
    for (const position of missing) {
      const eaId = position.playerEaId!;
      api.catalog
        .playerItem(gameYear, eaId)
        .then((item) => setCards((known) => ({ ...known, [String(eaId)]: cardFromItem(item) })))
        .catch((error: unknown) => console.error(`Squad builder: card ${eaId} not found`, error));
    }
  }, [missing.map((p) => p.playerEaId).join(','), ready]);

  const learnCard = useCallback((card: CardInfo) => {
    setCards((known) => ({
      ...known,
      [cardKey({ playerEaId: card.eaId, myEvoPlayerId: card.myEvoPlayerId })]: card,
    }));
  }, []);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    // Another user's squad (opened by its link) is saved as a copy of the caller's own.
    const isOthers = server !== null && !server.isOwner;
    const saved = id === NEW_SQUAD_ID || version === null || isOthers ? null : { uuid: id, version };
    try {
      const squad = await apis.squads.save(saveRequestOf(state, gameYear, saved));
      setServer(squad);
      queryClient.setQueryData(['squad', squad.uuid], squad);
      setVersion(squad.version);
      setCards((known) => mergeCards(known, squad));
      dispatch({ type: 'markSaved' });
      saveTacticsLocally(squad.uuid, state.tactics);
      if (id === NEW_SQUAD_ID) {
        savedNew.current = true;
        forgetSquad(NEW_SQUAD_ID);
      } else if (isOthers) {
        forgetSquad(id);
      }
      keepLocalEdits.current = false;
      return { kind: 'saved', squad };
    } catch (error) {
      if (httpStatusOf(error) === 409) return { kind: 'conflict' };
      return { kind: 'failed', error };
    }
  }, [apis, queryClient, state, gameYear, id, version, server]);

  /** Drops the local edits for the server's copy (after a 409). */
  const reloadFromServer = useCallback(async () => {
    if (id === NEW_SQUAD_ID) return;
    const squad = await apis.squads.get(id);
    keepLocalEdits.current = false;
    adoptServer(squad, true);
  }, [apis, id, adoptServer]);

  const stats = useMemo(() => localSquadStats(state, cards), [state, cards]);

  return {
    state,
    dispatch: dispatch as (action: SquadBuilderAction) => void,
    cards,
    learnCard,
    server,
    /** The squad asked for does not exist (and no local edits of it are kept). */
    notFound: serverQuery.isError && httpStatusOf(serverQuery.error) === 404 && !keepLocalEdits.current,
    isLoading: !ready,
    version,
    stats,
    settings,
    setSettings,
    save,
    reloadFromServer,
  };
};
export type SquadBuilderModel = ReturnType<typeof useSquadBuilder>;
