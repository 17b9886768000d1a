import type { AttributeField, FaceStatField, GkFaceStatField, ListField } from '../card/card-fields.js';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS, LIST_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { CAPS } from '../constants/game.js';
import { refreshFaceStatsUsing, setFaceStatRaisingAttributes } from './face-stat-sync.js';
import { shownFaceStatValue } from './shown-stat-value.js';

/**
 * The evo lab's edits (spec section 3 "Saved evolution-lab player"): values that are SET after the
 * evolutions, not increases.
 */
export type ManualChanges = Partial<
  Pick<
    Card,
    | 'overall'
    | 'foot'
    | 'weakFoot'
    | 'skillMoves'
    | 'attackingWorkrate'
    | 'defensiveWorkrate'
    | 'rarityEaId'
    | 'position'
    | ListField
    | AttributeField
    | FaceStatField
    | GkFaceStatField
  >
>;

const clamped = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.round(value)));

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Applies the evo lab's edits to `draft` in place. Spec section 5 "Evolution-lab edits": overall, face
 * stats and attributes clamp to 1..99; weak foot and skill moves to their 1..5 filter bounds; a rarity
 * given as a string is ignored (any non-number is, as the form may send one).
 *
 * Attributes are set before face stats, so an edited face stat is compared with the face stat the edited
 * attributes give. A face stat set higher than the card shows raises its attributes like an upgrade; one
 * set lower is shown as given and the attributes are kept (the game keeps no rule for lowering; lowering
 * attributes behind the user's back would undo edits they made to them).
 */
export const applyManualChangesToDraft = (draft: Card, changes: Readonly<ManualChanges>): void => {
  if (isNumber(changes.overall)) draft.overall = clamped(changes.overall, CAPS.MIN_STAT, CAPS.OVERALL);
  if (isNumber(changes.weakFoot)) draft.weakFoot = clamped(changes.weakFoot, CAPS.MIN_STAT, CAPS.WEAK_FOOT);
  if (isNumber(changes.skillMoves))
    draft.skillMoves = clamped(changes.skillMoves, CAPS.MIN_STAT, CAPS.SKILL_MOVES);
  for (const field of ['foot', 'attackingWorkrate', 'defensiveWorkrate', 'rarityEaId', 'position'] as const) {
    const value = changes[field];
    if (isNumber(value)) draft[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const ids = changes[field];
    if (ids !== undefined) draft[field] = [...ids];
  }
  for (const attribute of ATTRIBUTE_FIELDS) {
    const value = changes[attribute];
    if (!isNumber(value)) continue;
    const previous = draft[attribute];
    draft[attribute] = clamped(value, CAPS.MIN_STAT, CAPS.ATTRIBUTE);
    refreshFaceStatsUsing(draft, attribute, previous);
  }
  for (const face of [...FACE_STAT_FIELDS, ...GK_FACE_STAT_FIELDS]) {
    const value = changes[face];
    if (!isNumber(value)) continue;
    const target = clamped(value, CAPS.MIN_STAT, CAPS.ATTRIBUTE);
    if (target > shownFaceStatValue(draft, face)) setFaceStatRaisingAttributes(draft, face, target);
    else draft[face] = target;
  }
};
