import { isAttributeField, isFaceStatField, isGkFaceStatField, isListField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { CAPS } from '../constants/game.js';
import type { NumericUpgradeType, Upgrade } from './evolution.types.js';
import { refreshFaceStatsUsing, setFaceStatRaisingAttributes } from './face-stat-sync.js';
import { shownFaceStatValue } from './shown-stat-value.js';

/** Face stats are shown on the attributes' 1..99 scale; the spec names no separate cap for them. */
const FACE_STAT_CAP = CAPS.ATTRIBUTE;

export const hardCapOf = (type: NumericUpgradeType): number => {
  if (type === 'weakFoot') return CAPS.WEAK_FOOT;
  if (type === 'skillMoves') return CAPS.SKILL_MOVES;
  if (type === 'overall') return CAPS.OVERALL;
  return isAttributeField(type) ? CAPS.ATTRIBUTE : FACE_STAT_CAP;
};

/**
 * An upgrade applies only while the value stays within its cap and clamps to it (spec section 4); a
 * value already above the cap keeps its value. A negative increase counts as none: an evolution only
 * ever raises a card.
 */
export const upgradedValue = (
  value: number,
  increase: number,
  maxValue: number | null | undefined,
  hardCap: number,
): number => {
  const cap = Math.min(maxValue ?? hardCap, hardCap);
  return Math.min(value + Math.max(increase, 0), Math.max(value, cap));
};

/** Applies one upgrade to `draft` in place (draft: a copy from cardDraftOf). */
export const applyUpgradeToDraft = (draft: Card, upgrade: Upgrade): void => {
  const { type, value, maxValue } = upgrade;
  if (type === 'rarityEaId') {
    draft.rarityEaId = value;
  } else if (isListField(type)) {
    if (!draft[type].includes(value)) draft[type].push(value);
  } else if (isAttributeField(type)) {
    const previous = draft[type];
    draft[type] = upgradedValue(previous, value, maxValue, hardCapOf(type));
    refreshFaceStatsUsing(draft, type, previous);
  } else if (isFaceStatField(type) || isGkFaceStatField(type)) {
    const shown = shownFaceStatValue(draft, type);
    const next = upgradedValue(shown, value, maxValue, hardCapOf(type));
    if (next > shown) setFaceStatRaisingAttributes(draft, type, next);
  } else if (type === 'overall' || type === 'weakFoot' || type === 'skillMoves') {
    draft[type] = upgradedValue(draft[type], value, maxValue, hardCapOf(type));
  } else {
    throw new RangeError(`Unknown upgrade type ${String(type satisfies never)}`);
  }
};
