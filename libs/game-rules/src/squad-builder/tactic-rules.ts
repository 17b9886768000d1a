import { SQUAD_DEFAULTS, TACTIC_DEFAULTS } from '../constants/game.js';

// Spec, first document, section 9: "line height default 50 (approach 9 gives 25, 10 gives 50, 11 gives
// 85, otherwise 95)".
const LINE_HEIGHT_BY_APPROACH: Readonly<Record<number, number>> = {
  9: 25,
  10: TACTIC_DEFAULTS.LINE_HEIGHT,
  11: 85,
};
const OTHER_APPROACH_LINE_HEIGHT = 95;

export const lineHeightFor = (defensiveApproachId: number): number =>
  LINE_HEIGHT_BY_APPROACH[defensiveApproachId] ?? OTHER_APPROACH_LINE_HEIGHT;

/** A tactic is a full squad only with 12 role entries (spec, first document, section 5 "Other"). */
export const isFullSquadTactic = (tactic: { positionRoles: readonly unknown[] }): boolean =>
  tactic.positionRoles.length === SQUAD_DEFAULTS.FULL_TACTIC_ENTRIES;
