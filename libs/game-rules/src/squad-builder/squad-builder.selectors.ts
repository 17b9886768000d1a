import { SQUAD_DEFAULTS } from '../constants/game.js';
import type { ChemistryCard, ChemistrySlot } from '../chemistry/chemistry.types.js';
import { formationById } from '../formations/formations.js';
import type { Formation } from '../formations/formation.types.js';
import type {
  PlayerSlotKind,
  SquadBuilderState,
  SquadPosition,
  Tactic,
  TacticPositionRole,
} from './squad-builder.types.js';

const inGroup = (state: SquadBuilderState, group: PlayerSlotKind): SquadPosition[] =>
  state.positions.filter((p) => p.group === group).sort((a, b) => a.positionIdx - b.positionIdx);

export const fieldPositions = (state: SquadBuilderState) => inGroup(state, 'FIELD');
export const substitutePositions = (state: SquadBuilderState) => inGroup(state, 'SUBSTITUTE');
export const reservePositions = (state: SquadBuilderState) => inGroup(state, 'RESERVE');

export const squadFormation = (state: SquadBuilderState): Formation | undefined =>
  formationById(state.formationId);

export const playerEaIdsInSquad = (state: SquadBuilderState): number[] =>
  state.positions.flatMap((p) => (p.playerEaId === null ? [] : [p.playerEaId]));

export const editingTactic = (state: SquadBuilderState): Tactic | undefined =>
  state.tactics.find((t) => t.tacticId === state.editingTacticId);

export const canCreateTactic = (state: SquadBuilderState): boolean =>
  state.tactics.length < SQUAD_DEFAULTS.MAX_TACTICS;

export interface PlayerTacticRole extends TacticPositionRole {
  tacticId: string;
  tacticTitle: string;
}

/** The roles a slot holds across the squad's tactics, at most 3 (spec, section 9 "3 shown per player"). */
export const tacticRolesForSlot = (state: SquadBuilderState, positionUniqueId: number): PlayerTacticRole[] =>
  state.tactics
    .flatMap((tactic) =>
      tactic.positionRoles
        .filter((role) => role.positionUniqueId === positionUniqueId)
        .map((role) => ({ ...role, tacticId: tactic.tacticId, tacticTitle: tactic.title })),
    )
    .slice(0, SQUAD_DEFAULTS.TACTICS_SHOWN_PER_PLAYER);

/**
 * The XI as chemistry input: each field slot's position from the formation, and its card from `cardOf`.
 * A position override makes the card count as listing its slot's position.
 */
export const fieldChemistrySlots = (
  state: SquadBuilderState,
  cardOf: (position: SquadPosition) => ChemistryCard | null,
): ChemistrySlot[] => {
  const formation = squadFormation(state);
  return fieldPositions(state).map((position, i) => {
    const slotPosition = formation?.slots[i]?.generalPositionId ?? 0;
    const card = position.playerEaId === null ? null : cardOf(position);
    if (card === null || position.positionOverride === null) return { position: slotPosition, card };
    return {
      position: slotPosition,
      card: { ...card, alternativePositionIds: [...card.alternativePositionIds, position.positionOverride] },
    };
  });
};
