import type { AnyFaceStatField, AttributeField, ListField, StatField } from '../card/card-fields.js';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS, LIST_FIELDS } from '../card/card-fields.js';

/** The card's numbers an evolution can change: its overall, weak foot, skill moves, rarity and stats. */
export const EVOLVABLE_NUMBER_FIELDS = [
  'overall',
  'weakFoot',
  'skillMoves',
  'rarityEaId',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
] as const;

/** Every upgrade type: each evolvable number and each id list. */
export const UPGRADE_TYPES = [...EVOLVABLE_NUMBER_FIELDS, ...LIST_FIELDS] as const;

/**
 * An upgrade's `type` is the vocabulary name of the field it changes. For list fields `value` is the id
 * to add; for numeric fields it is the increase, and `maxValue` caps the result.
 */
export type NumericUpgradeType = AnyFaceStatField | AttributeField | 'overall' | 'weakFoot' | 'skillMoves';
export type UpgradeType = NumericUpgradeType | ListField | 'rarityEaId';

export interface Upgrade {
  type: UpgradeType;
  value: number;
  maxValue?: number | null;
}

export interface EvolutionLevel {
  upgrades: Upgrade[];
}

/** Per-stat bounds, keyed by a face stat or attribute field name. */
export type StatBounds = Partial<Record<StatField, number>>;

/** Every requirement of the spec (first document, sections 3 and 5). Absent or null means "no limit". */
export interface EvolutionRequirements {
  minOverall?: number | null;
  maxOverall?: number | null;
  leagues?: number[] | null;
  clubs?: number[] | null;
  nations?: number[] | null;
  rarities?: number[] | null;
  excludedRarities?: number[] | null;
  minSkillMoves?: number | null;
  maxSkillMoves?: number | null;
  minWeakFoot?: number | null;
  maxWeakFoot?: number | null;
  /** Position ids or group ids (50 defenders, 51 midfielders, 52 attackers). */
  positions?: number[] | null;
  excludedPositions?: number[] | null;
  /** The alternative-position count must equal this (spec, section 5). */
  totalPositions?: number | null;
  maxRolesPlus?: number | null;
  maxRolesPlusPlus?: number | null;
  minPlaystyles?: number | null;
  maxPlaystyles?: number | null;
  minPlaystylesPlus?: number | null;
  maxPlaystylesPlus?: number | null;
  minStats?: StatBounds | null;
  maxStats?: StatBounds | null;
}

export interface Evolution {
  id: number;
  name: string;
  /** ISO date-time; null for evolutions that never expire. */
  endTime: string | null;
  createdAt: string;
  coinsCost: number;
  pointsCost: number;
  /** How many times one user may complete it across their items. */
  repeatabilityCount: number;
  levels: EvolutionLevel[];
  requirements: EvolutionRequirements;
}
