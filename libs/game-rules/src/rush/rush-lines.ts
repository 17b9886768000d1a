import { POSITION, type PositionId } from '../constants/positions.js';

/**
 * Rush is the game's 5-a-side mode: a goalkeeper and four outfield players, no fixed formation. A card
 * plays Rush in the line of its main position; the lines below are how the Rush page groups cards.
 */
export const RUSH_LINES = {
  GK: [POSITION.GK],
  DEF: [POSITION.SW, POSITION.RWB, POSITION.RB, POSITION.CB, POSITION.LB, POSITION.LWB],
  MID: [POSITION.CDM, POSITION.RM, POSITION.CM, POSITION.LM, POSITION.CAM],
  ATT: [POSITION.RF, POSITION.CF, POSITION.LF, POSITION.RW, POSITION.ST, POSITION.LW],
} as const satisfies Record<string, readonly PositionId[]>;

export type RushLine = keyof typeof RUSH_LINES;
export const RUSH_LINE_NAMES = Object.keys(RUSH_LINES) as RushLine[];

/** A Rush team: one goalkeeper and four outfield players. */
export const RUSH_TEAM_SIZE = { GK: 1, OUTFIELD: 4 } as const;

export const rushLineOf = (position: number): RushLine | null =>
  RUSH_LINE_NAMES.find((line) => (RUSH_LINES[line] as readonly number[]).includes(position)) ?? null;
