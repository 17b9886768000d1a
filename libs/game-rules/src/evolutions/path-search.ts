import type { Card } from '../card/card.types.js';
import { applyEvolutions } from './apply-evolutions.js';
import { compileEligibility } from './compile-eligibility.js';
import type { Evolution } from './evolution.types.js';
import { timeOf } from './evolution-time.js';
import { isEvolutionActive } from './offering.js';
import type { EvolutionPath, PathSearchOptions, ResolvedPathSearchOptions } from './path-ranking.js';
import { compareEvolutionPaths, objectiveScore, resolvedPathSearchOptions } from './path-ranking.js';
import { stateKeyFunctionFor } from './path-state-key.js';
import { KthBestRankKey, scoreBoundsFor } from './path-bound.js';

export type { EvolutionPath, PathObjective, PathSearchOptions } from './path-ranking.js';

interface Candidate {
  evolution: Readonly<Evolution>;
  levels: number;
  isEligible: (card: Readonly<Card>) => boolean;
  endTime: number;
  createdAt: number;
}

interface SearchNode {
  card: Card;
  /** Bit i of word ⌊i/32⌋ is set when candidate i is in the path. */
  used: number[];
  parent: SearchNode | null;
  candidateIndex: number;
  depth: number;
  coins: number;
  points: number;
  score: number;
  latestCreatedAt: number;
  /** Levels of the evolutions so far: with a schedule, when the next one can start. */
  levels: number;
}

const candidateIndicesOf = (node: SearchNode): number[] => {
  const indices: number[] = [];
  for (let at: SearchNode | null = node; at?.parent; at = at.parent) indices.push(at.candidateIndex);
  return indices.reverse();
};

const withBit = (words: readonly number[], index: number): number[] => {
  const next = [...words];
  const word = index >>> 5;
  next[word] = ((next[word] as number) | (1 << (index & 31))) >>> 0;
  return next;
};

const hasBit = (words: readonly number[], index: number): boolean =>
  (((words[index >>> 5] as number) >>> (index & 31)) & 1) === 1;

const isSubset = (inner: readonly number[], outer: readonly number[]): boolean => {
  for (let word = 0; word < inner.length; word += 1) {
    if (((inner[word] as number) & ~(outer[word] as number)) !== 0) return false;
  }
  return true;
};

/** Another kept path reached the same card with a subset of the evolutions for no more coins or points. */
const isDominated = (
  kept: readonly SearchNode[] | undefined,
  used: number[],
  coins: number,
  points: number,
) => kept !== undefined && kept.some((k) => k.coins <= coins && k.points <= points && isSubset(k.used, used));

const candidatesFor = (evolutions: readonly Readonly<Evolution>[], options: ResolvedPathSearchOptions) => {
  const ids = new Set<number>();
  const candidates: Candidate[] = [];
  for (const evolution of evolutions) {
    if (ids.has(evolution.id)) throw new RangeError(`Evolution ${evolution.id} is listed twice`);
    ids.add(evolution.id);
    if (options.referenceDate !== undefined && !isEvolutionActive(evolution, options.referenceDate)) continue;
    if (evolution.coinsCost > options.maxCoins || evolution.pointsCost > options.maxPoints) continue;
    candidates.push({
      evolution,
      levels: evolution.levels.length,
      isEligible: compileEligibility(evolution, options.referenceDate),
      endTime: evolution.endTime === null ? Number.POSITIVE_INFINITY : timeOf(evolution.endTime),
      createdAt: timeOf(evolution.createdAt),
    });
  }
  return candidates;
};

/**
 * The best chains of distinct evolutions for `card` (spec section 4 "a path search chains evolutions with
 * no repeats, adding up costs"). Each step must be eligible for the card as evolved so far, active at the
 * reference date, and may not end before an evolution earlier in the chain was created (the offering
 * rule). Paths of 1..maxDepth steps; the empty path is not a result.
 *
 * A result is an outcome, not an ordering: breadth first, a chain is dropped when a chain already kept
 * reached the same card with a subset of its evolutions for no more coins and points (the same
 * evolutions in another order, or an extra evolution that changed nothing). Whatever follows the dropped
 * chain follows the kept one too, at no more cost, so the ranked scores and costs equal those of
 * enumerating every permutation and then removing such duplicates (testing/path-search.brute-force.ts).
 * Costs are assumed ≥ 0, so a chain over budget is not extended. For the overall objective a branch is
 * also cut when even its best conceivable continuation (path-bound.ts) ranks strictly after `limit`
 * paths already found; such a branch cannot change the returned ranking.
 */
export const findEvolutionPaths = (
  card: Readonly<Card>,
  evolutions: readonly Readonly<Evolution>[],
  options?: PathSearchOptions,
): EvolutionPath[] => {
  const resolved = resolvedPathSearchOptions(options);
  const candidates = candidatesFor(evolutions, resolved);
  const stateKey = stateKeyFunctionFor(candidates.map((c) => c.evolution));
  const words = Math.max(1, Math.ceil(candidates.length / 32));
  const rootCard = applyEvolutions(card, []);
  const root: SearchNode = {
    card: rootCard,
    used: new Array<number>(words).fill(0),
    parent: null,
    candidateIndex: -1,
    depth: 0,
    coins: 0,
    points: 0,
    score: objectiveScore(rootCard, resolved.objective),
    latestCreatedAt: Number.NEGATIVE_INFINITY,
    levels: 0,
  };
  const bounds = scoreBoundsFor(
    candidates.map((c) => c.evolution),
    resolved.objective,
    resolved.maxDepth,
  );
  const kthBest = new KthBestRankKey(resolved.limit);
  const keptByState = new Map<string, SearchNode[]>([[stateKey(root.card), [root]]]);
  const found: SearchNode[] = [];
  let frontier: SearchNode[] = [root];
  for (let depth = 1; depth <= resolved.maxDepth && frontier.length > 0; depth += 1) {
    const next: SearchNode[] = [];
    for (const node of frontier) {
      // Branch and bound: every continuation ranks at best at this key, and `limit` paths found so far
      // all rank strictly before it.
      const best = {
        score: bounds.reachable(node.score, resolved.maxDepth - node.depth),
        coins: node.coins,
        points: node.points,
        steps: node.depth + 1,
      };
      if (kthBest.isBeatenBy(best)) continue;
      for (let index = 0; index < candidates.length; index += 1) {
        const candidate = candidates[index] as Candidate;
        if (hasBit(node.used, index) || candidate.endTime < node.latestCreatedAt) continue;
        const coins = node.coins + candidate.evolution.coinsCost;
        const points = node.points + candidate.evolution.pointsCost;
        if (coins > resolved.maxCoins || points > resolved.maxPoints) continue;
        const { schedule } = resolved;
        if (
          schedule &&
          schedule.startMs + (node.levels + candidate.levels) * schedule.msPerLevel > candidate.endTime
        ) {
          continue;
        }
        if (!candidate.isEligible(node.card)) continue;
        // The same bound for the child and its continuations, known before the child is built.
        const childScore = bounds.afterStep(index, node.score);
        const remaining = resolved.maxDepth - depth;
        const childBest = { score: bounds.reachable(childScore, remaining), coins, points, steps: depth };
        if (kthBest.isBeatenBy(childBest)) continue;
        const evolved = applyEvolutions(node.card, [candidate.evolution]);
        const key = stateKey(evolved);
        const used = withBit(node.used, index);
        const kept = keptByState.get(key);
        if (isDominated(kept, used, coins, points)) continue;
        const child: SearchNode = {
          card: evolved,
          used,
          parent: node,
          candidateIndex: index,
          depth,
          coins,
          points,
          score: objectiveScore(evolved, resolved.objective),
          latestCreatedAt: Math.max(node.latestCreatedAt, candidate.createdAt),
          levels: node.levels + candidate.levels,
        };
        if (kept) kept.push(child);
        else keptByState.set(key, [child]);
        next.push(child);
        found.push(child);
        kthBest.add({ score: child.score, coins, points, steps: depth });
      }
    }
    frontier = next;
  }
  return found
    .map((node) => ({
      evolutionIds: candidateIndicesOf(node).map((index) => (candidates[index] as Candidate).evolution.id),
      card: node.card,
      coinsCost: node.coins,
      pointsCost: node.points,
      score: node.score,
    }))
    .sort(compareEvolutionPaths)
    .slice(0, resolved.limit);
};
