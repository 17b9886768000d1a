import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from './card-fields.js';
import type { Card } from './card.types.js';
import { POSITION } from '../constants/positions.js';
import { faceStatValue } from '../face-stats/face-stats.js';

/**
 * The derived figures of a card (ARCHITECTURE.md "derived"): `totalStats` sums the six face stats the
 * card shows (a goalkeeper's are its goalkeeper face stats), `totalIgs` the 34 attributes; the counts are
 * its id lists' lengths. An evolved card's are worked out again from its evolved values.
 */
export const cardTotalsOf = (card: Readonly<Card>) => {
  const shown = card.position === POSITION.GK ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS;
  return {
    totalStats: shown.reduce((sum, field) => sum + (card[field] ?? faceStatValue(card, field)), 0),
    totalIgs: ATTRIBUTE_FIELDS.reduce((sum, field) => sum + card[field], 0),
    playstylesCount: card.playstyles.length,
    playstylesPlusCount: card.playstylesPlus.length,
    rolesPlusCount: card.rolesPlus.length,
    rolesPlusPlusCount: card.rolesPlusPlus.length,
  };
};
