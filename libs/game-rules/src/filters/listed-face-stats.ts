import { FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS, type AnyFaceStatField } from '../card/card-fields.js';
import { POSITION } from '../constants/positions.js';
import type { PlayerFilters } from './player-filters.types.js';

/**
 * Whether a search can list goalkeepers only: its positions are all GK. A goalkeeper plays no outfield
 * position as an alternative, nor an outfielder GK, so such a list holds keepers and nothing else.
 */
export const listsGoalkeepersOnly = (filters: PlayerFilters): boolean => {
  const positions = filters.lists.positions;
  return positions !== undefined && positions.length > 0 && positions.every((id) => id === POSITION.GK);
};

/**
 * The six face stats a list of these cards shows and sorts by: a keepers-only list reads DIV…POS (the
 * goalkeeper's own face), any other list PAC…PHY, where a keeper's row still shows its own six.
 */
export const listedFaceStatFields = (filters: PlayerFilters): readonly AnyFaceStatField[] =>
  listsGoalkeepersOnly(filters) ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS;
