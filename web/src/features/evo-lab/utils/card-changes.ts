import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  GK_ATTRIBUTE_FIELDS,
  OUTFIELD_ATTRIBUTE_FIELDS,
  POSITION,
  shownStatValue,
  type Card,
  type StatField,
} from '@futgg/game-rules';

export type ChangeKind = 'number' | 'ids' | 'rarity' | 'position';

/** One value the lab changed: what the base card had and what the evolved card has. */
export interface CardChange {
  field: string;
  kind: ChangeKind;
  before: number | readonly number[];
  after: number | readonly number[];
  /** For lists: the ids the evolved card gained and lost. */
  added?: readonly number[];
  removed?: readonly number[];
}

/** The face stats and attributes a card of this position shows (a keeper's own, an outfielder's). */
export const shownStatFields = (
  card: Pick<Card, 'position'>,
): { faces: StatField[]; attributes: StatField[] } =>
  card.position === POSITION.GK
    ? {
        faces: [...GK_FACE_STAT_FIELDS],
        attributes: [...GK_ATTRIBUTE_FIELDS, 'attributeAcceleration', 'attributeSprintSpeed'],
      }
    : { faces: [...FACE_STAT_FIELDS], attributes: [...OUTFIELD_ATTRIBUTE_FIELDS] };

const LIST_CHANGE_FIELDS = ['playstylesPlus', 'playstyles', 'rolesPlusPlus', 'rolesPlus'] as const;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Every value that differs between the base card and the evolved one, in the order a player reads a card:
 * overall, face stats, weak foot and skill moves, positions, rarity, PlayStyles and roles, attributes.
 */
export const cardChangesOf = (before: Card, after: Card): CardChange[] => {
  const changes: CardChange[] = [];
  const number = (field: string, a: number, b: number) => {
    if (a !== b) changes.push({ field, kind: 'number', before: a, after: b });
  };
  const { faces, attributes } = shownStatFields(after);
  number('overall', before.overall, after.overall);
  for (const field of faces) number(field, shownStatValue(before, field), shownStatValue(after, field));
  number('weakFoot', before.weakFoot, after.weakFoot);
  number('skillMoves', before.skillMoves, after.skillMoves);
  if (before.position !== after.position) {
    changes.push({ field: 'position', kind: 'position', before: before.position, after: after.position });
  }
  if (!sameIds(before.alternativePositionIds, after.alternativePositionIds)) {
    changes.push(
      listChange('alternativePositionIds', before.alternativePositionIds, after.alternativePositionIds),
    );
  }
  if (before.rarityEaId !== after.rarityEaId) {
    changes.push({ field: 'rarityEaId', kind: 'rarity', before: before.rarityEaId, after: after.rarityEaId });
  }
  for (const field of LIST_CHANGE_FIELDS) {
    if (!sameIds(before[field], after[field])) changes.push(listChange(field, before[field], after[field]));
  }
  for (const field of attributes) {
    if ((ATTRIBUTE_FIELDS as readonly string[]).includes(field)) {
      number(field, shownStatValue(before, field), shownStatValue(after, field));
    }
  }
  return changes;
};

const listChange = (field: string, before: readonly number[], after: readonly number[]): CardChange => ({
  field,
  kind: 'ids',
  before,
  after,
  added: after.filter((id) => !before.includes(id)),
  removed: before.filter((id) => !after.includes(id)),
});
