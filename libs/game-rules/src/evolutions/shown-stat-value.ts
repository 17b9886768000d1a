import type { AnyFaceStatField, StatField } from '../card/card-fields.js';
import { isAttributeField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { faceStatValue } from '../face-stats/face-stats.js';

/**
 * The face stat a card shows. Outfield cards may carry no goalkeeper face stats (`Card` has them
 * optional), so a missing one is computed from the attributes with the game's weights.
 */
export const shownFaceStatValue = (card: Readonly<Card>, face: AnyFaceStatField): number =>
  card[face] ?? faceStatValue(card, face);

export const shownStatValue = (card: Readonly<Card>, field: StatField): number =>
  isAttributeField(field) ? card[field] : shownFaceStatValue(card, field);
