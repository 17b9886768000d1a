import type { PlanEvolutionsRequest } from '@futgg/contracts';
import {
  findEvolutionPaths,
  objectiveScore,
  type Card,
  type Evolution as RulesEvolution,
  type PathObjective,
} from '@futgg/game-rules';
import type { ChainOption } from './assignment-model.js';

/**
 * Each card's best chains by gain (at most `chainsPerCard`), every step eligible for the card as
 * evolved so far, no repeats, within the budget, and each step done before its evolution ends.
 */
export const planCandidates = (
  cards: readonly Card[],
  evolutions: readonly RulesEvolution[],
  request: Pick<
    PlanEvolutionsRequest,
    'maxDepth' | 'maxCoins' | 'maxPoints' | 'chainsPerCard' | 'daysPerLevel'
  >,
  objective: PathObjective,
  now: Date,
) => {
  const options: ChainOption[] = [];
  const baseScores: number[] = [];
  let isTruncated = false;
  cards.forEach((card, index) => {
    const base = objectiveScore(card, objective);
    baseScores.push(base);
    const paths = findEvolutionPaths(card, evolutions, {
      maxDepth: request.maxDepth,
      budget: { coins: request.maxCoins, points: request.maxPoints },
      limit: request.chainsPerCard + 1,
      referenceDate: now,
      objective,
      schedule: { start: now, daysPerLevel: request.daysPerLevel },
    }).filter((path) => path.score > base);
    if (paths.length > request.chainsPerCard) isTruncated = true;
    const chains = paths.slice(0, request.chainsPerCard).map((path) => ({
      card: index,
      evolutionIds: path.evolutionIds,
      coins: path.coinsCost,
      points: path.pointsCost,
      gain: path.score - base,
    }));
    options.push(...chains.filter((chain) => !chains.some((other) => dominates(other, chain))));
  });
  return { options, baseScores, isTruncated };
};

/**
 * `a` makes `b` useless to the plan: the same card, at least the gain, no more coins or points, and only
 * evolutions `b` uses too (so it never takes a use `b` would leave free).
 */
const dominates = (a: ChainOption, b: ChainOption): boolean =>
  a !== b &&
  a.gain >= b.gain &&
  a.coins <= b.coins &&
  a.points <= b.points &&
  a.evolutionIds.every((id) => b.evolutionIds.includes(id)) &&
  (a.evolutionIds.length < b.evolutionIds.length ||
    a.gain > b.gain ||
    a.coins < b.coins ||
    a.points < b.points);
