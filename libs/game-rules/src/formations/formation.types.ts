import type { PositionId, UniquePositionId } from '../constants/positions.js';

export interface FormationSlot {
  uniquePositionId: UniquePositionId;
  generalPositionId: PositionId;
  /** Screen coordinates 0..100: x from the left touchline, y from the top; the own goal is at the bottom. */
  x: number;
  y: number;
}

export interface Formation {
  id: string;
  index: number;
  name: string;
  /** 11 slots, goalkeeper first, then line by line up the pitch. */
  slots: FormationSlot[];
  /** Pairs of slot indexes drawn as chemistry links (neighbours on the pitch). */
  links: [number, number][];
}
