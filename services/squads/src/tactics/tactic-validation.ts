import { DomainError } from '@futgg/contracts';
import {
  SUBSTITUTE_TACTIC_SLOT,
  UNIQUE_POSITION_NAME_BY_ID,
  formationById,
  type TacticCodeData,
} from '@futgg/game-rules';
import type { TacticCoreData } from './core-data.client.js';

const invalid = (field: string, message: string) => new DomainError('INVALID_INPUT', message, { field });

/**
 * A tactic's fields against its formation and the catalog's core data (docs/tactics.md "Validation"):
 * each role on a slot of the formation (or the substitute's entry, 28), one role per slot, the role known
 * and of the slot's general position, the focus one of the role's when it has any; the defensive approach
 * and build-up style among core data's. The first problem is thrown, named under `prefix`.
 */
export const assertValidTactic = (tactic: TacticCodeData, core: TacticCoreData, prefix: string): void => {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const formation = formationById(tactic.formationId);
  if (formation === undefined) {
    throw invalid(at('formationId'), `Unknown formation ${tactic.formationId}`);
  }
  if (!core.defensiveApproaches.some((option) => option.id === tactic.defensiveApproachId)) {
    throw invalid(
      at('defensiveApproachId'),
      `Unknown defensive approach ${tactic.defensiveApproachId} (one of ${core.defensiveApproaches
        .map((option) => option.id)
        .join(', ')})`,
    );
  }
  if (!core.buildUpStyles.some((option) => option.id === tactic.buildUpStyleId)) {
    throw invalid(
      at('buildUpStyleId'),
      `Unknown build-up style ${tactic.buildUpStyleId} (one of ${core.buildUpStyles
        .map((option) => option.id)
        .join(', ')})`,
    );
  }
  const slotPosition = new Map(formation.slots.map((slot) => [slot.uniquePositionId as number, slot]));
  const seen = new Set<number>();
  tactic.positionRoles.forEach((entry, index) => {
    const field = (name: string) => at(`positionRoles.${index}.${name}`);
    const slot = slotPosition.get(entry.positionUniqueId);
    const isSubstitute = entry.positionUniqueId === SUBSTITUTE_TACTIC_SLOT;
    if (slot === undefined && !isSubstitute) {
      throw invalid(
        field('positionUniqueId'),
        `${entry.positionUniqueId} is not a slot of ${formation.name} (nor ${SUBSTITUTE_TACTIC_SLOT}, the substitute)`,
      );
    }
    if (seen.has(entry.positionUniqueId)) {
      throw invalid(field('positionUniqueId'), `Slot ${entry.positionUniqueId} already has a role`);
    }
    seen.add(entry.positionUniqueId);
    const role = core.baseRoles[String(entry.roleId)];
    if (role === undefined) throw invalid(field('roleId'), `Unknown role ${entry.roleId}`);
    if (slot !== undefined && role.position !== slot.generalPositionId) {
      throw invalid(
        field('roleId'),
        `Role ${entry.roleId} (${role.name}) is for ${role.positionName}; slot ${
          UNIQUE_POSITION_NAME_BY_ID[slot.uniquePositionId] ?? slot.uniquePositionId
        } plays ${UNIQUE_POSITION_NAME_BY_ID[slot.generalPositionId] ?? slot.generalPositionId}`,
      );
    }
    if (role.focus.length > 0 && !role.focus.some((focus) => focus.name === entry.focusName)) {
      throw invalid(
        field('focusName'),
        `Focus "${entry.focusName.slice(0, 50)}" is not one of ${role.name}'s (${role.focus
          .map((focus) => focus.name)
          .join(', ')})`,
      );
    }
  });
};
