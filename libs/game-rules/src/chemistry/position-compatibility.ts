import { POSITION } from '../constants/positions.js';
import { generalSlotPosition } from './is-in-position.js';

export type PositionCompatibility = 0 | 1 | 2 | 3;

const { SW, RWB, RB, CB, LB, LWB, CDM, RM, CM, LM, CAM, RF, CF, LF, RW, ST, LW } = POSITION;

// The spec only says "3 for the same position, 2 or 1 for neighbours" (first document, section 9). This
// table is our reading of the pre-FIFA-23 squad screen, where a card in a neighbouring position of the
// same channel (centre, or one flank) lost little and a card one further step away lost more: 2 joins
// positions one step apart on the same line of play (ST↔CF, CM↔CAM, LB↔LWB, LM↔LW, SW↔CB), 1 joins
// positions a further step away or across lines on the same side (ST↔CAM, LM↔LB, CB↔CDM). It is not EA
// data; it only ranks how well a card fits a slot and never feeds chemistry points. The goalkeeper has no
// neighbour: nobody else can play in goal.
const CLOSE_NEIGHBOURS: readonly (readonly [number, number])[] = [
  [ST, CF],
  [CF, CAM],
  [CF, LF],
  [CF, RF],
  [LF, LW],
  [RF, RW],
  [LW, LM],
  [RW, RM],
  [CAM, CM],
  [CM, CDM],
  [LB, LWB],
  [RB, RWB],
  [SW, CB],
];
const FURTHER_NEIGHBOURS: readonly (readonly [number, number])[] = [
  [ST, LF],
  [ST, RF],
  [ST, CAM],
  [ST, LW],
  [ST, RW],
  [CAM, LF],
  [CAM, RF],
  [LM, CM],
  [RM, CM],
  [LM, LWB],
  [RM, RWB],
  [LM, LB],
  [RM, RB],
  [CDM, CB],
  [CDM, SW],
  [CB, LB],
  [CB, RB],
];

const POSITION_ID_LIMIT = 28;
const COMPATIBILITY: readonly Uint8Array[] = (() => {
  const table = Array.from({ length: POSITION_ID_LIMIT }, () => new Uint8Array(POSITION_ID_LIMIT));
  const link = (pairs: readonly (readonly [number, number])[], score: number) => {
    for (const [a, b] of pairs) {
      table[a]![b] = score;
      table[b]![a] = score;
    }
  };
  link(FURTHER_NEIGHBOURS, 1);
  link(CLOSE_NEIGHBOURS, 2);
  for (let id = 0; id < POSITION_ID_LIMIT; id += 1) table[id]![id] = 3;
  return table;
})();

/**
 * How well a card listing `cardPositionIds` (primary and alternatives) fits a slot: 3 when it lists the
 * slot's position, 2 for a close neighbour, 1 for a further one, 0 otherwise.
 */
export const positionCompatibility = (
  cardPositionIds: readonly number[],
  slotPosition: number,
): PositionCompatibility => {
  const general = generalSlotPosition(slotPosition);
  let best = 0;
  for (const id of cardPositionIds) {
    const score = COMPATIBILITY[id]?.[general] ?? 0;
    if (score > best) best = score;
  }
  return best as PositionCompatibility;
};

export interface RankedCard<T> {
  card: T;
  compatibility: PositionCompatibility;
}

/** Cards best fitting a slot first; ties keep their input order (the caller's own sort, e.g. by overall). */
export const rankCardsForSlot = <T extends { position: number; alternativePositionIds: readonly number[] }>(
  cards: readonly T[],
  slotPosition: number,
): RankedCard<T>[] =>
  cards
    .map((card, order) => ({
      card,
      order,
      compatibility: positionCompatibility([card.position, ...card.alternativePositionIds], slotPosition),
    }))
    .sort((a, b) => b.compatibility - a.compatibility || a.order - b.order)
    .map(({ card, compatibility }) => ({ card, compatibility }));
