import { SQUAD_DEFAULTS, TACTIC_DEFAULTS } from '../constants/game.js';
import { formationById } from '../formations/formations.js';
import { emptyPosition } from './squad-builder.state.js';
import {
  SQUAD_BUILDER_ERROR,
  TACTIC_VIEWS,
  type SlotAddress,
  type SquadBuilderAction,
  type SquadBuilderErrorCode,
  type SquadBuilderState,
  type SquadPosition,
  type Tactic,
} from './squad-builder.types.js';

const refused = (state: SquadBuilderState, error: SquadBuilderErrorCode): SquadBuilderState => ({
  ...state,
  error,
});
const edited = (state: SquadBuilderState, changes: Partial<SquadBuilderState>): SquadBuilderState => ({
  ...state,
  ...changes,
  dirty: true,
  error: null,
});

const indexOfSlot = (state: SquadBuilderState, { group, positionIdx }: SlotAddress): number =>
  state.positions.findIndex((p) => p.group === group && p.positionIdx === positionIdx);

/** The general position of a field slot in the squad's formation; null for the bench. */
const fieldSlotPosition = (formationId: string, position: SquadPosition): number | null => {
  if (position.group !== 'FIELD') return null;
  return formationById(formationId)?.slots[position.positionIdx]?.generalPositionId ?? null;
};

// A position override says "this player counts as playing his slot's position" (e.g. a position his
// evolved card gained). It means nothing elsewhere, so it survives only while it equals the general
// position of the field slot the player stands in: a formation change or a move that puts him on a slot of
// another position, or on the bench, drops it. Our reading of "re-evaluates position overrides" (spec,
// first document, section 4).
const withCheckedOverride = (formationId: string, position: SquadPosition): SquadPosition =>
  position.positionOverride !== null && position.positionOverride !== fieldSlotPosition(formationId, position)
    ? { ...position, positionOverride: null }
    : position;

const replaceAt = (positions: SquadPosition[], index: number, position: SquadPosition) =>
  positions.map((p, i) => (i === index ? position : p));

const isInSquad = (state: SquadBuilderState, playerEaId: number, except = -1) =>
  state.positions.some((p, i) => i !== except && p.playerEaId === playerEaId);

/** The player fields of `position` placed at `address`, overrides re-checked for the new slot. */
const placed = (formationId: string, position: SquadPosition, address: SquadPosition): SquadPosition =>
  withCheckedOverride(formationId, { ...position, group: address.group, positionIdx: address.positionIdx });

const updateOccupiedSlot = (
  state: SquadBuilderState,
  slot: SlotAddress,
  update: (position: SquadPosition) => SquadPosition | SquadBuilderErrorCode,
): SquadBuilderState => {
  const index = indexOfSlot(state, slot);
  const current = state.positions[index];
  if (current === undefined) return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_SLOT);
  if (current.playerEaId === null) return refused(state, SQUAD_BUILDER_ERROR.EMPTY_SLOT);
  const next = update(current);
  if (typeof next === 'string') return refused(state, next);
  return edited(state, { positions: replaceAt(state.positions, index, next) });
};

const movePlayer = (
  state: SquadBuilderState,
  from: SlotAddress,
  to: SlotAddress,
  removeOccupant: boolean,
) => {
  const fromIndex = indexOfSlot(state, from);
  const toIndex = indexOfSlot(state, to);
  const source = state.positions[fromIndex];
  const target = state.positions[toIndex];
  if (source === undefined || target === undefined) return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_SLOT);
  if (source.playerEaId === null) return refused(state, SQUAD_BUILDER_ERROR.EMPTY_SLOT);
  if (fromIndex === toIndex) return state;
  // Spec, section 4: moving onto an occupied slot swaps the two players, or removes the occupant when asked.
  const leftBehind =
    target.playerEaId === null || removeOccupant
      ? emptyPosition(source.group, source.positionIdx)
      : placed(state.formationId, target, source);
  const positions = replaceAt(
    replaceAt(state.positions, toIndex, placed(state.formationId, source, target)),
    fromIndex,
    leftBehind,
  );
  return edited(state, { positions });
};

const editingTacticUpdate = (state: SquadBuilderState, formationId: string): Tactic[] =>
  state.tactics.map((tactic) =>
    tactic.tacticId === state.editingTacticId
      ? { ...tactic, formationId, positionRoles: [], code: null }
      : tactic,
  );

const newTactic = (
  action: Extract<SquadBuilderAction, { type: 'createTactic' }>,
  formationId: string,
): Tactic => ({
  tacticId: action.tacticId,
  isLocal: action.isLocal,
  title: action.title ?? '',
  formationId,
  defensiveApproachId: TACTIC_DEFAULTS.DEFENSIVE_APPROACH_ID,
  customDefensiveApproachValue: null,
  buildUpStyleId: TACTIC_DEFAULTS.BUILD_UP_STYLE_ID,
  positionRoles: [],
  code: null,
  createdAt: action.now,
  lastUpdatedAt: action.now,
});

export const squadBuilderReducer = (
  state: SquadBuilderState,
  action: SquadBuilderAction,
): SquadBuilderState => {
  switch (action.type) {
    case 'setFormation': {
      if (formationById(action.formationId) === undefined) {
        return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_FORMATION);
      }
      // Spec, section 4: changing formation clears the tactic's roles and code (they name slots of the
      // old formation) and re-evaluates position overrides.
      return edited(state, {
        formationId: action.formationId,
        positions: state.positions.map((p) => withCheckedOverride(action.formationId, p)),
        tactics: editingTacticUpdate(state, action.formationId),
      });
    }
    case 'addPlayer': {
      const index = indexOfSlot(state, action.slot);
      const slot = state.positions[index];
      if (slot === undefined) return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_SLOT);
      if (isInSquad(state, action.playerEaId, index))
        return refused(state, SQUAD_BUILDER_ERROR.PLAYER_ALREADY_IN_SQUAD);
      // A new player replaces any occupant, with none of the occupant's overrides.
      const position = {
        ...emptyPosition(slot.group, slot.positionIdx),
        playerEaId: action.playerEaId,
        myEvoPlayerId: action.myEvoPlayerId ?? null,
      };
      return edited(state, { positions: replaceAt(state.positions, index, position) });
    }
    case 'removePlayer': {
      const index = indexOfSlot(state, action.slot);
      const slot = state.positions[index];
      if (slot === undefined) return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_SLOT);
      return edited(state, {
        positions: replaceAt(state.positions, index, emptyPosition(slot.group, slot.positionIdx)),
      });
    }
    case 'updatePlayer': {
      const index = indexOfSlot(state, action.slot);
      if (action.playerEaId !== undefined && isInSquad(state, action.playerEaId, index)) {
        return refused(state, SQUAD_BUILDER_ERROR.PLAYER_ALREADY_IN_SQUAD);
      }
      return updateOccupiedSlot(state, action.slot, (p) => ({
        ...p,
        playerEaId: action.playerEaId ?? p.playerEaId,
        myEvoPlayerId: action.myEvoPlayerId === undefined ? p.myEvoPlayerId : action.myEvoPlayerId,
      }));
    }
    case 'movePlayer':
      return movePlayer(state, action.from, action.to, action.removeOccupant === true);
    case 'setPositionOverride':
      return updateOccupiedSlot(state, action.slot, (p) =>
        action.positionId === null || action.positionId === fieldSlotPosition(state.formationId, p)
          ? { ...p, positionOverride: action.positionId }
          : SQUAD_BUILDER_ERROR.INVALID_POSITION_OVERRIDE,
      );
    case 'setEvolutionOverride':
      return updateOccupiedSlot(state, action.slot, (p) => {
        const withEvolution = { ...p, evolutionOverrideId: action.evolutionOverrideId };
        if (action.evolvedCard === undefined) return withEvolution;
        // Spec, section 4: the override is set when the evolved card has the slot as an alternative
        // position. Any other evolved card (slot as primary position, or not listed) needs none, so an
        // override left from an earlier card is dropped.
        const slotPosition = fieldSlotPosition(state.formationId, p);
        const listsSlot =
          slotPosition !== null && action.evolvedCard.alternativePositionIds.includes(slotPosition);
        return {
          ...withEvolution,
          positionOverride: listsSlot && action.evolvedCard.position !== slotPosition ? slotPosition : null,
        };
      });
    case 'setUntradeableOverride':
      return updateOccupiedSlot(state, action.slot, (p) => ({
        ...p,
        isUntradeableOverride: action.isUntradeable,
      }));
    case 'setRarityOverride':
      return updateOccupiedSlot(state, action.slot, (p) => ({ ...p, rarityOverrideEaId: action.rarityEaId }));
    case 'setManagerLeague':
      return edited(state, { manager: { ...state.manager, leagueEaId: action.leagueEaId } });
    case 'setManagerNation':
      return edited(state, { manager: { ...state.manager, nationEaId: action.nationEaId } });
    case 'setTitle':
      return edited(state, { title: action.title });
    case 'createTactic': {
      // At most 4 tactics (spec, section 9): a fifth is refused and the state says why.
      if (state.tactics.length >= SQUAD_DEFAULTS.MAX_TACTICS)
        return refused(state, SQUAD_BUILDER_ERROR.TACTIC_LIMIT_REACHED);
      if (state.tactics.some((t) => t.tacticId === action.tacticId)) {
        return refused(state, SQUAD_BUILDER_ERROR.DUPLICATE_TACTIC_ID);
      }
      return edited(state, {
        tactics: [...state.tactics, newTactic(action, state.formationId)],
        editingTacticId: action.tacticId,
        view: 'TACTIC_EDIT',
      });
    }
    case 'updateTactic': {
      if (!state.tactics.some((t) => t.tacticId === action.tacticId))
        return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_TACTIC);
      return edited(state, {
        tactics: state.tactics.map((t) =>
          t.tacticId === action.tacticId ? { ...t, ...action.changes, lastUpdatedAt: action.now } : t,
        ),
      });
    }
    case 'deleteTactic': {
      if (!state.tactics.some((t) => t.tacticId === action.tacticId))
        return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_TACTIC);
      return edited(state, {
        tactics: state.tactics.filter((t) => t.tacticId !== action.tacticId),
        editingTacticId: state.editingTacticId === action.tacticId ? null : state.editingTacticId,
      });
    }
    case 'tacticSaved': {
      // The server answered a create: the local id gives way to the server's (spec, section 3 "tacticId").
      if (!state.tactics.some((t) => t.tacticId === action.localId))
        return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_TACTIC);
      return {
        ...state,
        error: null,
        tactics: state.tactics.map((t) =>
          t.tacticId === action.localId ? { ...t, tacticId: action.serverId, isLocal: false } : t,
        ),
        editingTacticId: state.editingTacticId === action.localId ? action.serverId : state.editingTacticId,
      };
    }
    case 'editTactic': {
      if (!state.tactics.some((t) => t.tacticId === action.tacticId))
        return refused(state, SQUAD_BUILDER_ERROR.UNKNOWN_TACTIC);
      return { ...state, error: null, editingTacticId: action.tacticId, view: 'TACTIC_EDIT' };
    }
    case 'setView':
      // Spec, section 4: leaving the tactic tabs clears the editing tactic.
      return {
        ...state,
        error: null,
        view: action.view,
        editingTacticId: TACTIC_VIEWS.includes(action.view) ? state.editingTacticId : null,
      };
    case 'markSaved':
      return { ...state, dirty: false, error: null };
  }
};
