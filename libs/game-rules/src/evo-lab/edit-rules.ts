// Spec, first document, section 5 "Evolution-lab edits". Each rule takes a card and gives back a new one;
// the input card is never changed, and an edit that changes nothing returns the same card.
import type { AnyFaceStatField, AttributeField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { CAPS } from '../constants/game.js';
import { isPositionId } from '../constants/positions.js';
import { ROLE_PLUS_PLUS_OFFSET } from '../evolutions/normalize-evolved-lists.js';

export const MAX_ALTERNATIVE_POSITIONS = 3;
export const MAX_PLAYSTYLES_PLUS = 4;

export type ClampedStatField = 'overall' | AnyFaceStatField | AttributeField | 'weakFoot' | 'skillMoves';

export interface StatRange {
  min: number;
  max: number;
}

const STAR_BOUNDS: StatRange = { min: CAPS.MIN_STAT, max: CAPS.WEAK_FOOT };
const STAT_BOUNDS: StatRange = { min: CAPS.MIN_STAT, max: CAPS.OVERALL };

/** Overall, face stats and attributes 1..99; weak foot and skill moves 1..5 (spec, sections 4 and 5). */
export const statBoundsOf = (field: ClampedStatField): StatRange =>
  field === 'weakFoot' || field === 'skillMoves' ? STAR_BOUNDS : STAT_BOUNDS;

/**
 * The value rounded to a whole number and held within the field's bounds. NaN (an emptied input) gives
 * the minimum.
 */
export const clampStat = (value: number, field: ClampedStatField = 'overall'): number => {
  const { min, max } = statBoundsOf(field);
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
};

export const setStat = (card: Card, field: ClampedStatField, value: number): Card => {
  const clamped = clampStat(value, field);
  return card[field] === clamped ? card : { ...card, [field]: clamped };
};

const without = (ids: readonly number[], id: number): number[] => ids.filter((other) => other !== id);

/**
 * At most 3 alternatives, a fourth drops the oldest (the first); the main position is never an
 * alternative, so choosing it only removes it; choosing an alternative again removes it. Ids that are
 * not a card position (formation slot ids such as RCB 4, groups) are ignored.
 */
export const toggleAlternativePosition = (card: Card, positionId: number): Card => {
  if (!isPositionId(positionId)) return card;
  const alternatives = without(card.alternativePositionIds, card.position);
  const toggled =
    positionId === card.position || alternatives.includes(positionId)
      ? without(alternatives, positionId)
      : [...alternatives, positionId].slice(-MAX_ALTERNATIVE_POSITIONS);
  return sameIds(toggled, card.alternativePositionIds) ? card : { ...card, alternativePositionIds: toggled };
};

export const setMainPosition = (card: Card, positionId: number): Card => {
  if (!isPositionId(positionId)) return card;
  const alternatives = without(card.alternativePositionIds, positionId);
  return positionId === card.position && sameIds(alternatives, card.alternativePositionIds)
    ? card
    : { ...card, position: positionId, alternativePositionIds: alternatives };
};

/**
 * A playstyle is plain or plus, never both: choosing it in one list takes it out of the other.
 * At most 4 playstyles+, the oldest dropped. Choosing one already in the list removes it.
 */
export const togglePlaystyle = (card: Card, playstyleId: number, plus: boolean): Card => {
  const own = plus ? card.playstylesPlus : card.playstyles;
  const other = plus ? card.playstyles : card.playstylesPlus;
  const isRemoval = own.includes(playstyleId);
  const added = [...own, playstyleId];
  const nextOwn = isRemoval ? without(own, playstyleId) : plus ? added.slice(-MAX_PLAYSTYLES_PLUS) : added;
  const nextOther = isRemoval ? other : without(other, playstyleId);
  return plus
    ? { ...card, playstylesPlus: nextOwn, playstyles: nextOther }
    : { ...card, playstyles: nextOwn, playstylesPlus: nextOther };
};

/**
 * Role+ and role++ of one role are exclusive (spec, section 5); the role++ id is the role+ id plus 100
 * (maps.json: 42 "ST Poacher" + is 142 "ST Poacher" ++). Either id may be passed; a role+ id must be
 * 1..99 for that to hold, so other ids are ignored.
 */
export const toggleRole = (card: Card, roleId: number, plusPlus: boolean): Card => {
  const plusId = roleId >= ROLE_PLUS_PLUS_OFFSET ? roleId - ROLE_PLUS_PLUS_OFFSET : roleId;
  if (!Number.isInteger(plusId) || plusId < 1 || plusId >= ROLE_PLUS_PLUS_OFFSET) return card;
  const plusPlusId = plusId + ROLE_PLUS_PLUS_OFFSET;
  if (plusPlus) {
    return card.rolesPlusPlus.includes(plusPlusId)
      ? { ...card, rolesPlusPlus: without(card.rolesPlusPlus, plusPlusId) }
      : {
          ...card,
          rolesPlusPlus: [...card.rolesPlusPlus, plusPlusId],
          rolesPlus: without(card.rolesPlus, plusId),
        };
  }
  return card.rolesPlus.includes(plusId)
    ? { ...card, rolesPlus: without(card.rolesPlus, plusId) }
    : {
        ...card,
        rolesPlus: [...card.rolesPlus, plusId],
        rolesPlusPlus: without(card.rolesPlusPlus, plusPlusId),
      };
};

/**
 * "A rarity change is ignored if the value is a string" (spec, section 5): a select's raw text is not a
 * rarity id. Anything else that is not a whole non-negative number is ignored too, so the card stays typed.
 */
export const changeRarity = (card: Card, value: unknown): Card => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value === card.rarityEaId) {
    return card;
  }
  return { ...card, rarityEaId: value };
};

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);
