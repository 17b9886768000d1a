import {
  applyEvolutions,
  appliedEvolutionIds,
  evoLabReducer,
  manualChangesOf,
  type Card,
  type CardEdit,
  type ClampedStatField,
  type EvoLabAction,
  type EvoLabState,
  type Evolution,
} from '@futgg/game-rules';

const STAT_FIELD = /^(overall|weakFoot|skillMoves|face[A-Z]\w+|gkFace[A-Z]\w+|attribute[A-Z]\w+)$/;

/** The card the lab shows for a state: the base card, its applied evolutions in order, then the manual changes. */
export const labCardFor = (
  state: EvoLabState,
  base: Card,
  evolutionsById: ReadonlyMap<number, Evolution>,
): Card =>
  applyEvolutions(
    base,
    appliedEvolutionIds(state).flatMap((id) => {
      const evolution = evolutionsById.get(id);
      return evolution ? [evolution] : [];
    }),
    manualChangesOf(state),
  );

/** The lab's edits that take one id list of the card to the target one (removals first, then additions in order). */
const listEdits = (field: string, current: readonly number[], target: readonly number[]): CardEdit[] => {
  const removed = current.filter((id) => !target.includes(id));
  const added = target.filter((id) => !current.includes(id));
  const edit = (id: number): CardEdit => {
    switch (field) {
      case 'alternativePositionIds':
        return { kind: 'toggleAlternativePosition', positionId: id };
      case 'playstyles':
        return { kind: 'togglePlaystyle', playstyleId: id, plus: false };
      case 'playstylesPlus':
        return { kind: 'togglePlaystyle', playstyleId: id, plus: true };
      case 'rolesPlus':
        return { kind: 'toggleRole', roleId: id, plusPlus: false };
      default:
        return { kind: 'toggleRole', roleId: id, plusPlus: true };
    }
  };
  return [...removed, ...added].map(edit);
};

const editsFor = (field: string, value: number | readonly number[], card: Card): CardEdit[] => {
  if (Array.isArray(value)) {
    const current = (card as unknown as Record<string, unknown>)[field];
    return Array.isArray(current) ? listEdits(field, current as number[], value) : [];
  }
  const number = value as number;
  if (field === 'position') return [{ kind: 'setMainPosition', positionId: number }];
  if (field === 'rarityEaId') return [{ kind: 'changeRarity', value: number }];
  if (STAT_FIELD.test(field)) return [{ kind: 'setStat', field: field as ClampedStatField, value: number }];
  return [];
};

/**
 * The reducer's edits that put a stored path's manual changes (values set, spec section 3) on the lab:
 * each edit acts on the card as previewed after the ones before it, as the user's own edits do. The
 * position goes first, so the alternative positions are judged against the final main position.
 */
export const manualChangeActions = (
  start: EvoLabState,
  base: Card,
  evolutionsById: ReadonlyMap<number, Evolution>,
  changes: Readonly<Record<string, number | readonly number[]>>,
): EvoLabAction[] => {
  const actions: EvoLabAction[] = [];
  let state = start;
  const fields = Object.keys(changes).sort((a, b) => Number(b === 'position') - Number(a === 'position'));
  for (const field of fields) {
    const value = changes[field];
    if (value === undefined) continue;
    for (const edit of editsFor(field, value, labCardFor(state, base, evolutionsById))) {
      const action: EvoLabAction = { type: 'editCard', card: labCardFor(state, base, evolutionsById), edit };
      state = evoLabReducer(state, action);
      actions.push(action);
    }
  }
  return actions;
};
