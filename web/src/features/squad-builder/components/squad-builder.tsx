import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PlayerItemSummary } from '@futgg/contracts';
import {
  SQUAD_BUILDER_VIEWS,
  squadFormation,
  type SlotAddress,
  type SquadBuilderErrorCode,
  type SquadBuilderView,
} from '@futgg/game-rules';
import { DESKTOP_BREAKPOINT_PX, routes } from '../../../config/env';
import { useHasHydrated } from '../../../hooks/use-has-hydrated';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCoreData } from '../../../lib/core-data';
import { formatCoins } from '../../../lib/format';
import { useApi } from '../../../lib/api';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { NEW_SQUAD_ID, useSquadBuilder } from '../hooks/use-squad-builder';
import { cardFromEvoItem, cardFromItem, cardKey, type SquadBuilderEvoItem } from '../utils/cards';
import { AutoBuilderPanel, type AutoBuildPlacement, type BuilderEvent } from './auto-builder-panel';
import { Bench } from './bench';
import { Pitch } from './pitch';
import { ShareImageButton } from './share-image-button';
import type { SlotHandlers } from './squad-slot';
import { ChemistryView } from './views/chemistry-view';
import { EvoLabView } from './views/evo-lab-view';
import { FormationView } from './views/formation-view';
import { PlayerView } from './views/player-view';
import { SearchView } from './views/search-view';
import { SquadView } from './views/squad-view';
import {
  addTacticFromData,
  PlayerTacticEditView,
  TacticEditView,
  TacticImportView,
  TacticsView,
  tacticDataOf,
} from './views/tactic-views';
import { useSquadApis } from '../api/squad-apis';
import { saveTacticsLocally } from '../storage/squad-storage';
import '../squad-builder.css';

export const VIEW_LABELS: Record<SquadBuilderView, string> = {
  SQUAD: 'Squad',
  SEARCH: 'Search',
  EVO_LAB: 'Evo lab',
  PLAYER: 'Player',
  CHEMISTRY: 'Chemistry',
  FORMATION: 'Formation',
  TACTICS: 'Tactics',
  TACTIC_EDIT: 'Edit tactic',
  TACTIC_IMPORT: 'Import tactic',
  PLAYER_TACTIC_EDIT: 'Player roles',
};

const ERROR_MESSAGES: Record<SquadBuilderErrorCode, string> = {
  UNKNOWN_FORMATION: 'That formation does not exist.',
  UNKNOWN_SLOT: 'That slot does not exist.',
  EMPTY_SLOT: 'That slot is empty.',
  PLAYER_ALREADY_IN_SQUAD: 'That player is already in the squad.',
  INVALID_POSITION_OVERRIDE: 'A player can only count as playing his own slot’s position.',
  TACTIC_LIMIT_REACHED: 'A squad has at most 4 tactics.',
  DUPLICATE_TACTIC_ID: 'That tactic is already in the squad.',
  UNKNOWN_TACTIC: 'That tactic no longer exists.',
};

type Notice = { kind: 'info' | 'error' | 'conflict'; text: string } | null;

/** The squad builder page: the pitch and bench, the side panel's views, save, share and the auto-builder. */
export const SquadBuilder = (props: SquadBuilderProps) =>
  // The squad lives in this browser (local storage) until saved: the server sends the shell, and the
  // builder is drawn once the page has hydrated, so what hydrates is what the server sent.
  useHasHydrated() ? (
    <SquadBuilderPage {...props} />
  ) : (
    <div className="squad-builder" aria-busy="true">
      <p className="eyebrow">Squad builder</p>
      <p className="sb-hint">Loading the squad builder…</p>
    </div>
  );

/**
 * Constraints a new squad starts from (an SBC challenge's, docs/content-web.md): shown above the pitch
 * in words; the formation is set once, the auto-builder's target rating and chemistry pre-filled.
 */
export interface SquadChallenge {
  title: string;
  requirements: readonly { label: string; value: string }[];
  formationId?: string | null;
  minSquadRating?: number | null;
  minChemistry?: number | null;
}

interface SquadBuilderProps {
  gameYear: number;
  /** `new`, or the squad's uuid. */
  squadId: string;
  isSignedIn: boolean | undefined;
  challenge?: SquadChallenge | null;
  /**
   * A solver for the challenge (the SBC solver, composed by the route), shown with its requirements:
   * given the field's cards, and a way to put an answer into the slots.
   */
  renderChallengeSolver?: (builder: ChallengeSolverHooks) => ReactNode;
  /** A pro-competition event the squad is built for (`?event=`): the auto-builder keeps to its rules. */
  event?: BuilderEvent | null;
}

export interface ChallengeSolverHooks {
  fieldEaIds: number[];
  placeSquad: (formationId: string, placements: readonly AutoBuildPlacement[]) => void;
}

const SquadBuilderPage = ({ gameYear, squadId, isSignedIn, challenge, renderChallengeSolver, event = null }: SquadBuilderProps) => {
  const model = useSquadBuilder(gameYear, squadId);
  const { state, dispatch, cards, stats, server, settings } = model;
  const api = useApi();
  const apis = useSquadApis();
  const navigate = useNavigate();
  const coreData = useCoreData(gameYear).data;
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  const [selected, setSelected] = useState<SlotAddress | null>(null);
  const [pickedUp, setPickedUp] = useState<SlotAddress | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);

  const positionAt = (slot: SlotAddress) =>
    state.positions.find((p) => p.group === slot.group && p.positionIdx === slot.positionIdx);
  const setView = (view: SquadBuilderView) => dispatch({ type: 'setView', view });

  const move = (from: SlotAddress, to: SlotAddress, withModifier: boolean) =>
    dispatch({ type: 'movePlayer', from, to, removeOccupant: withModifier || settings.removeOccupant });

  const panel = useRef<HTMLElement>(null);
  const select = (slot: SlotAddress, fromPointer = false) => {
    setSelected(slot);
    setPickedUp(null);
    const isFilled = positionAt(slot)?.playerEaId != null;
    if (state.view === 'PLAYER_TACTIC_EDIT' || state.view === 'CHEMISTRY') return;
    if (isFilled) setView('PLAYER');
    else if (state.view !== 'EVO_LAB') setView('SEARCH');
    // On a phone the panel is below the pitch and bench: a tapped slot brings its search or card into sight.
    if (fromPointer && !isDesktop) panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const handlers: SlotHandlers = {
    onSelect: (slot) => select(slot, true),
    onKeyActivate: (slot, withModifier) => {
      if (pickedUp && !(pickedUp.group === slot.group && pickedUp.positionIdx === slot.positionIdx)) {
        move(pickedUp, slot, withModifier);
        setPickedUp(null);
        setSelected(slot);
        return;
      }
      if (pickedUp) {
        setPickedUp(null);
        return;
      }
      select(slot);
      if (positionAt(slot)?.playerEaId != null) setPickedUp(slot);
    },
    onDrop: (from, to, withModifier) => {
      move(from, to, withModifier);
      setSelected(to);
      setPickedUp(null);
    },
    onCancelMove: () => setPickedUp(null),
  };

  const placeItem = (item: PlayerItemSummary) => {
    if (!selected) return;
    model.learnCard(cardFromItem(item));
    dispatch({ type: 'addPlayer', slot: selected, playerEaId: item.eaId });
  };

  const placeEvolved = async (item: SquadBuilderEvoItem) => {
    if (!selected) return;
    const slot = selected;
    try {
      const base = await api.catalog.playerItem(gameYear, item.playerItemEaId);
      model.learnCard(cardFromEvoItem(item, base));
    } catch (error) {
      console.error('Squad builder: the evolved card’s base card was not found', error);
    }
    dispatch({ type: 'addPlayer', slot, playerEaId: item.playerItemEaId, myEvoPlayerId: item.id });
    dispatch({
      type: 'setEvolutionOverride',
      slot,
      evolutionOverrideId: item.evolutionPath.at(-1) ?? null,
      evolvedCard: { position: item.position, alternativePositionIds: item.alternativePositionIds },
    });
  };

  const placeSquad = (formationId: string | null, placements: readonly AutoBuildPlacement[], done: string) => {
    if (formationId && formationId !== state.formationId) dispatch({ type: 'setFormation', formationId });
    const moves = placements.filter(
      ({ slotIndex, eaId }) => positionAt({ group: 'FIELD', positionIdx: slotIndex })?.playerEaId !== eaId,
    );
    // First every card of the answer leaves where it is now (nothing is added yet, so the positions read
    // are still right), then each goes to its slot: the reducer refuses a card already in the squad.
    for (const { eaId } of moves) {
      const current = state.positions.find((p) => p.playerEaId === eaId);
      if (current) dispatch({ type: 'removePlayer', slot: current });
    }
    for (const { slotIndex, eaId } of moves) {
      dispatch({ type: 'addPlayer', slot: { group: 'FIELD', positionIdx: slotIndex }, playerEaId: eaId });
    }
    // The answer's untradeable club cards keep that mark in their slots (an untradeable-only event reads it).
    for (const { slotIndex, isUntradeable } of placements) {
      if (isUntradeable) dispatch({ type: 'setUntradeableOverride', slot: { group: 'FIELD', positionIdx: slotIndex }, isUntradeable });
    }
    setNotice({ kind: 'info', text: done });
  };
  const applyAutoBuild = (formationId: string | null, placements: AutoBuildPlacement[]) =>
    placeSquad(formationId, placements, 'The auto-builder’s squad is in place.');

  const challengeFormation = challenge?.formationId ?? null;
  useEffect(() => {
    if (squadId !== NEW_SQUAD_ID || !challengeFormation || challengeFormation === state.formationId) return;
    dispatch({ type: 'setFormation', formationId: challengeFormation });
  }, [challengeFormation, squadId]);

  // A saved squad opened with no tactics kept in this browser: its tactics come from the server.
  const askedTactics = useRef<string | null>(null);
  useEffect(() => {
    if (!isSignedIn || squadId === NEW_SQUAD_ID || !server?.isOwner || askedTactics.current === squadId) return;
    askedTactics.current = squadId;
    if (state.tactics.length > 0) return;
    const view = state.view;
    const wasDirty = state.dirty;
    apis.tactics
      .list({ squadUuid: squadId })
      .then(({ data }) => {
        if (data.length === 0) return;
        for (const tactic of data) addTacticFromData(dispatch, state.formationId, tactic, tactic.tacticId);
        dispatch({ type: 'setView', view });
        if (!wasDirty) dispatch({ type: 'markSaved' });
      })
      .catch((error: unknown) => console.error('Squad builder: the squad’s tactics could not be loaded', error));
  }, [isSignedIn, squadId, server]);

  /** The squad's tactics go with it: new ones are created, stored ones updated, all under the squad. */
  const saveTactics = async (uuid: string, asCopy: boolean) => {
    // A copy of another user's squad gets copies of its tactics: theirs are not the caller's to update.
    const local = state.tactics.filter((t) => t.isLocal || asCopy);
    const stored = state.tactics.filter((t) => !t.isLocal && !asCopy);
    if (local.length) {
      const { tactics } = await apis.tactics.create(
        local.map((t) => ({ localGuid: t.tacticId, data: tacticDataOf(t, gameYear, uuid) })),
      );
      for (const created of tactics) dispatch({ type: 'tacticSaved', localId: created.local_guid, serverId: created.guid });
      // The squad's key changes from `new` to its uuid: the tactics kept there carry the server's ids.
      const serverIds = new Map(tactics.map((created) => [created.local_guid, created.guid]));
      saveTacticsLocally(
        uuid,
        state.tactics.map((t) => {
          const guid = serverIds.get(t.tacticId);
          return guid ? { ...t, tacticId: guid, isLocal: false } : t;
        }),
      );
    }
    if (stored.length) {
      await apis.tactics.update(stored.map((t) => ({ guid: t.tacticId, data: tacticDataOf(t, gameYear, uuid) })));
    }
  };

  const save = useCallback(async () => {
    if (!isSignedIn) {
      setAskSignIn(true);
      return;
    }
    setIsSaving(true);
    setNotice(null);
    const outcome = await model.save();
    setIsSaving(false);
    if (outcome.kind === 'saved') {
      try {
        await saveTactics(outcome.squad.uuid, squadId !== NEW_SQUAD_ID && outcome.squad.uuid !== squadId);
        setNotice({ kind: 'info', text: 'Squad saved.' });
      } catch (error) {
        console.error('Squad builder: the squad’s tactics could not be saved', error);
        setNotice({ kind: 'error', text: 'Squad saved, but its tactics could not be saved.' });
      }
      if (outcome.squad.uuid !== squadId) navigate(routes.squadBuilder(gameYear, outcome.squad.uuid), { replace: true });
    } else if (outcome.kind === 'conflict') {
      setNotice({ kind: 'conflict', text: 'This squad was changed elsewhere since you opened it.' });
    } else {
      setNotice({ kind: 'error', text: 'The squad could not be saved. Try again.' });
    }
  }, [isSignedIn, model, squadId, navigate, gameYear, state.tactics, apis]);

  const shown = server && !state.dirty ? server : null;
  const chemistryTotal = shown ? shown.chemistry.total : stats.chemistry.total;
  const rating = shown ? shown.rating : stats.rating;
  // Pricing may know none of the cards (then the server's total is 0): the catalog's prices are shown instead.
  const serverPriced = shown !== null && shown.cards.some((card) => card.price.console !== null);
  const price = shown && serverPriced ? shown.price.console : stats.price;
  const summary = `${squadFormation(state)?.name ?? ''} · Chemistry ${chemistryTotal}/33 · Rating ${rating ?? '—'}`;

  const views: Record<SquadBuilderView, () => ReactNode> = {
    SQUAD: () => (
      <>
        <SquadView state={state} coreData={coreData} dispatch={dispatch} />
        <AutoBuilderPanel
          gameYear={gameYear}
          state={state}
          cards={cards}
          isSignedIn={isSignedIn}
          onApply={applyAutoBuild}
          preset={challenge ? { minSquadRating: challenge.minSquadRating, minChemistry: challenge.minChemistry } : null}
          event={event}
        />
      </>
    ),
    SEARCH: () => (
      <SearchView gameYear={gameYear} state={state} slot={selected} coreData={coreData} onPick={placeItem} />
    ),
    EVO_LAB: () => <EvoLabView isSignedIn={isSignedIn} slot={selected} onPick={placeEvolved} />,
    PLAYER: () => (
      <PlayerView state={state} slot={selected} cards={cards} coreData={coreData} dispatch={dispatch} onSearch={() => setView('SEARCH')} />
    ),
    CHEMISTRY: () => <ChemistryView state={state} cards={cards} chemistry={stats.chemistry} />,
    FORMATION: () => (
      <FormationView formationId={state.formationId} onChoose={(formationId) => dispatch({ type: 'setFormation', formationId })} />
    ),
    TACTICS: () => <TacticsView state={state} dispatch={dispatch} isSignedIn={isSignedIn} />,
    TACTIC_EDIT: () => (
      <TacticEditView
        state={state}
        dispatch={dispatch}
        coreData={coreData}
        isSignedIn={isSignedIn}
        gameYear={gameYear}
        squadUuid={squadId === NEW_SQUAD_ID ? null : squadId}
      />
    ),
    TACTIC_IMPORT: () => <TacticImportView state={state} dispatch={dispatch} isSignedIn={isSignedIn} />,
    PLAYER_TACTIC_EDIT: () => <PlayerTacticEditView state={state} slot={selected} dispatch={dispatch} coreData={coreData} />,
  };

  if (model.notFound) {
    return (
      <div className="squad-builder">
        <h1 className="page-title">Squad not found</h1>
        <p>This squad does not exist or was deleted.</p>
      </div>
    );
  }

  return (
    <div className={`squad-builder${isDesktop ? '' : ' squad-builder--compact'}`} aria-busy={model.isLoading}>
      <div className="sb-header">
        <div>
          <p className="eyebrow">Squad builder</p>
          <h1 className="page-title sb-title">{state.title || (squadId === NEW_SQUAD_ID ? 'New squad' : 'Untitled squad')}</h1>
        </div>
        <dl className="sb-stats" aria-label="Squad totals">
          <div>
            <dt>Chemistry</dt>
            <dd data-testid="sb-chemistry">{chemistryTotal}/33</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd data-testid="sb-rating">{rating ?? '—'}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd data-testid="sb-price">{formatCoins(price)}</dd>
          </div>
        </dl>
        <div className="sb-actions sb-header__actions">
          <button type="button" className="button button--primary" disabled={isSaving} onClick={save}>
            {isSaving
              ? 'Saving…'
              : server && !server.isOwner
                ? 'Save a copy'
                : state.dirty || squadId === NEW_SQUAD_ID
                  ? 'Save squad'
                  : 'Saved'}
          </button>
          <ShareImageButton state={state} cards={cards} summary={summary} />
        </div>
      </div>
      {challenge && (
        <section className="sb-challenge panel" aria-label="Challenge requirements">
          <h2 className="sb-subtitle">{challenge.title}</h2>
          <dl className="sb-challenge__list">
            {challenge.requirements.map(({ label, value }) => (
              <div key={`${label}:${value}`} className="sb-challenge__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {renderChallengeSolver?.({
            fieldEaIds: state.positions.flatMap((p) => (p.group === 'FIELD' && p.playerEaId !== null ? [p.playerEaId] : [])),
            placeSquad: (formationId, placements) => placeSquad(formationId, placements, 'The solver’s squad is in place.'),
          })}
        </section>
      )}
      {askSignIn && isSignedIn === false && <SignInPrompt action="save your squad">Your squad stays in this browser until you do.</SignInPrompt>}
      {notice && (
        <div className={`sb-notice sb-notice--${notice.kind}`} role={notice.kind === 'info' ? 'status' : 'alert'}>
          {notice.text}
          {notice.kind === 'conflict' && (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={async () => {
                await model.reloadFromServer();
                setNotice({ kind: 'info', text: 'The saved copy is loaded.' });
              }}
            >
              Load the saved copy
            </button>
          )}
        </div>
      )}
      {state.error && (
        <p className="sb-notice sb-notice--error" role="alert">
          {ERROR_MESSAGES[state.error]}
        </p>
      )}
      {pickedUp && (
        <p className="sb-notice" role="status">
          Moving {cards[cardKey(positionAt(pickedUp) ?? { playerEaId: null, myEvoPlayerId: null })]?.name ?? 'the player'}: choose a
          slot and press Enter (Shift+Enter removes its player), Escape to cancel.
        </p>
      )}
      <div className="sb-layout">
        <div className="sb-board">
          <Pitch
            state={state}
            cards={cards}
            chemistry={stats.chemistry.perPlayer}
            inPosition={stats.chemistry.isInPosition}
            selected={selected}
            pickedUp={pickedUp}
            showPrices={settings.showPrices}
            coreData={coreData}
            handlers={handlers}
          />
          <div className="sb-toggles">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={settings.removeOccupant}
                onChange={(event) => model.setSettings({ removeOccupant: event.target.checked })}
              />
              Remove occupant on move
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={settings.showPrices}
                onChange={(event) => model.setSettings({ showPrices: event.target.checked })}
              />
              Show prices
            </label>
          </div>
          <Bench
            state={state}
            cards={cards}
            selected={selected}
            pickedUp={pickedUp}
            showPrices={settings.showPrices}
            coreData={coreData}
            handlers={handlers}
          />
        </div>
        <aside className="sb-panel" aria-label="Squad builder panel" ref={panel}>
          <nav className="sb-views" aria-label="Squad builder views">
            {SQUAD_BUILDER_VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                className={`sb-views__button${state.view === view ? ' sb-views__button--active' : ''}`}
                aria-current={state.view === view ? 'page' : undefined}
                onClick={() => setView(view)}
              >
                {VIEW_LABELS[view]}
              </button>
            ))}
          </nav>
          <section className="sb-panel__body" aria-label={VIEW_LABELS[state.view]}>
            <h2 className="sb-panel__title">{VIEW_LABELS[state.view]}</h2>
            {views[state.view]()}
          </section>
        </aside>
      </div>
    </div>
  );
};
