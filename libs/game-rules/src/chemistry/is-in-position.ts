import { generalPositionOf } from '../constants/positions.js';
import type { ChemistryCard } from './chemistry.types.js';

// Every slot id 0..27 is either a general id or a side-specific slot id (constants/positions.ts), so a
// flat table answers generalPositionOf without the object lookups on the hot path.
const SLOT_ID_COUNT = 28;
const GENERAL_BY_SLOT_ID: Int8Array = (() => {
  const table = new Int8Array(SLOT_ID_COUNT);
  for (let id = 0; id < SLOT_ID_COUNT; id += 1) table[id] = generalPositionOf(id);
  return table;
})();

/** General position of a slot id; throws RangeError for an unknown id, like generalPositionOf. */
export const generalSlotPosition = (slotPosition: number): number => {
  const general = GENERAL_BY_SLOT_ID[slotPosition];
  return general === undefined ? generalPositionOf(slotPosition) : general;
};

// Only a player in his primary or one of his alternative positions earns and gives chemistry from
// FIFA 23 on (rules.json "position"; diablo2service.com for FIFA 23, fifauteam.com for FC 26).
export const isInPosition = (card: ChemistryCard, slotPosition: number): boolean => {
  const general = generalSlotPosition(slotPosition);
  if (card.position === general) return true;
  const alternatives = card.alternativePositionIds;
  for (let i = 0; i < alternatives.length; i += 1) if (alternatives[i] === general) return true;
  return false;
};
