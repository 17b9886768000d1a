import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import {
  changeRarity,
  setMainPosition,
  setStat,
  toggleAlternativePosition,
  togglePlaystyle,
  toggleRole,
  type ClampedStatField,
} from './edit-rules.js';

/** One manual edit in the evo lab, as the UI dispatches it. */
export type CardEdit =
  | { kind: 'setStat'; field: ClampedStatField; value: number }
  | { kind: 'toggleAlternativePosition'; positionId: number }
  | { kind: 'setMainPosition'; positionId: number }
  | { kind: 'togglePlaystyle'; playstyleId: number; plus: boolean }
  | { kind: 'toggleRole'; roleId: number; plusPlus: boolean }
  | { kind: 'changeRarity'; value: unknown };

export const EDITABLE_CARD_FIELDS = [
  'overall',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
  'weakFoot',
  'skillMoves',
  'position',
  'alternativePositionIds',
  'playstyles',
  'playstylesPlus',
  'rolesPlus',
  'rolesPlusPlus',
  'rarityEaId',
] as const satisfies readonly (keyof Card)[];
export type EditableCardField = (typeof EDITABLE_CARD_FIELDS)[number];

/**
 * Manual changes: the final value of each field the user edited (whole lists for id lists), applied after
 * the evolutions (spec, section 4 "then the manual changes").
 */
export type CardChanges = Partial<Pick<Card, EditableCardField>>;

export const editedCard = (card: Card, edit: CardEdit): Card => {
  switch (edit.kind) {
    case 'setStat':
      return setStat(card, edit.field, edit.value);
    case 'toggleAlternativePosition':
      return toggleAlternativePosition(card, edit.positionId);
    case 'setMainPosition':
      return setMainPosition(card, edit.positionId);
    case 'togglePlaystyle':
      return togglePlaystyle(card, edit.playstyleId, edit.plus);
    case 'toggleRole':
      return toggleRole(card, edit.roleId, edit.plusPlus);
    case 'changeRarity':
      return changeRarity(card, edit.value);
  }
};

const isSameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** The editable fields whose value differs between the two cards, with the value of `after`. */
export const changesBetween = (before: Card, after: Card): CardChanges => {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_CARD_FIELDS) {
    if (!isSameValue(before[field], after[field])) changes[field] = after[field];
  }
  return changes as CardChanges;
};
