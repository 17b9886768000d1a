import type { Card } from '../card/card.types.js';

/** A role++ id is its role+ id plus 100 (spec, first document, section 4). */
export const ROLE_PLUS_PLUS_OFFSET = 100;

/**
 * Spec, first document, section 4 "After evolving": playstyles that became playstyles+ leave the plain
 * list, a role+ superseded by its role++ is dropped, and the primary position leaves the alternatives.
 */
export const normalizeEvolvedLists = (draft: Card): void => {
  const playstylesPlus = new Set(draft.playstylesPlus);
  draft.playstyles = draft.playstyles.filter((id) => !playstylesPlus.has(id));
  const rolesPlusPlus = new Set(draft.rolesPlusPlus);
  draft.rolesPlus = draft.rolesPlus.filter((id) => !rolesPlusPlus.has(id + ROLE_PLUS_PLUS_OFFSET));
  draft.alternativePositionIds = draft.alternativePositionIds.filter((id) => id !== draft.position);
};
