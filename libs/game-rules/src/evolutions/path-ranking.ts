import type { AnyFaceStatField, AttributeField } from '../card/card-fields.js';
import { LIST_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { EVOLVABLE_NUMBER_FIELDS } from './evolution.types.js';
import { shownFaceStatValue } from './shown-stat-value.js';

/**
 * What a path search maximises: the overall (the spec's default), one face stat, a sum of attributes, or
 * the card's fit for a squad position: its overall when it can play there (main or alternative
 * position), else 0, so chains that grant the position count.
 */
export type PathObjective =
  | { kind: 'overall' }
  | { kind: 'faceStat'; field: AnyFaceStatField }
  | { kind: 'attributes'; fields: readonly AttributeField[] }
  | { kind: 'positionFit'; position: number };

export interface PathSearchOptions {
  /** Longest chain searched; default 4. */
  maxDepth?: number;
  /** Paths costing more coins or points than this are left out. */
  budget?: { coins?: number; points?: number };
  /** Most paths returned; default 50. */
  limit?: number;
  /** When given, only evolutions active at this date take part (spec section 4). */
  referenceDate?: Date | string;
  objective?: PathObjective;
  /**
   * Playing time: from `start`, each evolution level takes `daysPerLevel` days, and a chain keeps only
   * steps that finish before their evolution ends (the planner's deadlines).
   */
  schedule?: { start: Date | string; daysPerLevel: number };
}

export interface EvolutionPath {
  evolutionIds: number[];
  card: Card;
  coinsCost: number;
  pointsCost: number;
  score: number;
}

export interface ResolvedPathSearchOptions {
  maxDepth: number;
  maxCoins: number;
  maxPoints: number;
  limit: number;
  referenceDate: Date | string | undefined;
  objective: PathObjective;
  /** Start instant (ms) and milliseconds per level, when a schedule was given. */
  schedule: { startMs: number; msPerLevel: number } | undefined;
}

const DAY_MS = 86_400_000;

export const PATH_SEARCH_DEFAULTS = { MAX_DEPTH: 4, LIMIT: 50 } as const;

const wholeNumberOrThrow = (name: string, value: number): number => {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0`);
  return value;
};

export const resolvedPathSearchOptions = (options: PathSearchOptions = {}): ResolvedPathSearchOptions => ({
  maxDepth: wholeNumberOrThrow('maxDepth', options.maxDepth ?? PATH_SEARCH_DEFAULTS.MAX_DEPTH),
  maxCoins: options.budget?.coins ?? Number.POSITIVE_INFINITY,
  maxPoints: options.budget?.points ?? Number.POSITIVE_INFINITY,
  limit: wholeNumberOrThrow('limit', options.limit ?? PATH_SEARCH_DEFAULTS.LIMIT),
  referenceDate: options.referenceDate,
  objective: options.objective ?? { kind: 'overall' },
  schedule: options.schedule && {
    startMs: new Date(options.schedule.start).getTime(),
    msPerLevel: options.schedule.daysPerLevel * DAY_MS,
  },
});

export const objectiveScore = (card: Readonly<Card>, objective: PathObjective): number => {
  if (objective.kind === 'overall') return card.overall;
  if (objective.kind === 'faceStat') return shownFaceStatValue(card, objective.field);
  if (objective.kind === 'positionFit') {
    const canPlay =
      card.position === objective.position || card.alternativePositionIds.includes(objective.position);
    return canPlay ? card.overall : 0;
  }
  let sum = 0;
  for (const field of objective.fields) sum += card[field];
  return sum;
};

const lexicographicOrder = (a: readonly number[], b: readonly number[]): number => {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = (a[index] as number) - (b[index] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
};

/**
 * Best first: objective descending (spec section 4 sorts by overall descending), then fewer coins, fewer
 * points, fewer steps; the ids only make the order total.
 */
export const compareEvolutionPaths = (a: EvolutionPath, b: EvolutionPath): number =>
  b.score - a.score ||
  a.coinsCost - b.coinsCost ||
  a.pointsCost - b.pointsCost ||
  a.evolutionIds.length - b.evolutionIds.length ||
  lexicographicOrder(a.evolutionIds, b.evolutionIds);

const NUMERIC_FIELDS = EVOLVABLE_NUMBER_FIELDS;

/**
 * Everything an evolution can change, as text: two cards with the same key are the same card for every
 * later evolution. Id lists are compared as sets (the order ids were granted in changes nothing).
 */
export const evolvableStateKey = (card: Readonly<Card>): string => {
  const parts: string[] = [];
  for (const field of NUMERIC_FIELDS) parts.push(String(card[field] ?? ''));
  for (const field of LIST_FIELDS) parts.push([...card[field]].sort((a, b) => a - b).join('.'));
  return parts.join(',');
};
