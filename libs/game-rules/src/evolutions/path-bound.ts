import { CAPS } from '../constants/game.js';
import { upgradedValue } from './apply-upgrade.js';
import type { Evolution, Upgrade } from './evolution.types.js';
import type { PathObjective } from './path-ranking.js';

/** What a path is ranked by, best first: score descending, then coins, points and steps ascending. */
export interface RankKey {
  score: number;
  coins: number;
  points: number;
  steps: number;
}

export const compareRankKeys = (a: RankKey, b: RankKey): number =>
  b.score - a.score || a.coins - b.coins || a.points - b.points || a.steps - b.steps;

/** The `limit`-th best key seen so far, kept in a heap of the `limit` best with the worst on top. */
export class KthBestRankKey {
  private readonly heap: RankKey[] = [];

  constructor(private readonly limit: number) {}

  private isWorse(a: RankKey, b: RankKey): boolean {
    return compareRankKeys(a, b) > 0;
  }

  add(key: RankKey): void {
    const { heap } = this;
    if (this.limit === 0) return;
    if (heap.length < this.limit) {
      let child = heap.length;
      heap.push(key);
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!this.isWorse(key, heap[parent] as RankKey)) break;
        heap[child] = heap[parent] as RankKey;
        child = parent;
      }
      heap[child] = key;
      return;
    }
    if (!this.isWorse(heap[0] as RankKey, key)) return;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const worse =
        right < heap.length && this.isWorse(heap[right] as RankKey, heap[left] as RankKey) ? right : left;
      if (!this.isWorse(heap[worse] as RankKey, key)) break;
      heap[parent] = heap[worse] as RankKey;
      parent = worse;
    }
    heap[parent] = key;
  }

  /** True once `limit` keys were seen and every one of them ranks strictly before `key`. */
  isBeatenBy(key: RankKey): boolean {
    return this.heap.length === this.limit && this.limit > 0 && this.isWorse(key, this.heap[0] as RankKey);
  }
}

const overallUpgradesOf = (evolution: Readonly<Evolution>): Upgrade[] =>
  evolution.levels.flatMap((level) => level.upgrades.filter((u) => u.type === 'overall' && u.value > 0));

export interface ScoreBounds {
  /** At least the score a path has after also applying candidate `index`. */
  afterStep: (index: number, score: number) => number;
  /** At least the best score any continuation of `remainingSteps` more steps reaches. */
  reachable: (score: number, remainingSteps: number) => number;
}

const UNBOUNDED: ScoreBounds = {
  afterStep: () => Number.POSITIVE_INFINITY,
  reachable: () => Number.POSITIVE_INFINITY,
};

/**
 * Bounds for the overall objective. Overall upgrades depend on the overall alone, so the overall an
 * evolution leaves is a function of the overall it finds (exact for one step). The table
 * [remaining steps][overall] chains those functions, letting an evolution apply wherever its maxOverall
 * allows and ignoring every other requirement and the no-repeat rule, so it can only overestimate. Other
 * objectives can move through the face-stat raise loop by more than an upgrade's value: no bounds.
 */
export const scoreBoundsFor = (
  evolutions: readonly Readonly<Evolution>[],
  objective: PathObjective,
  maxDepth: number,
): ScoreBounds => {
  if (objective.kind !== 'overall') return UNBOUNDED;
  const overallUpgrades = evolutions.map(overallUpgradesOf);
  const overallAfter = (upgrades: readonly Upgrade[], overall: number) =>
    upgrades.reduce((value, u) => upgradedValue(value, u.value, u.maxValue, CAPS.OVERALL), overall);
  const raising = evolutions
    .map((evolution, index) => ({
      upgrades: overallUpgrades[index] as Upgrade[],
      maxOverall: evolution.requirements.maxOverall ?? Number.POSITIVE_INFINITY,
    }))
    .filter((e) => e.upgrades.length > 0);
  const reach: number[][] = [Array.from({ length: CAPS.OVERALL + 1 }, (_, overall) => overall)];
  for (let steps = 1; steps <= maxDepth; steps += 1) {
    const previous = reach[steps - 1] as number[];
    reach.push(
      previous.map((best, overall) => {
        for (const evolution of raising) {
          if (evolution.maxOverall < overall) continue;
          best = Math.max(best, previous[overallAfter(evolution.upgrades, overall)] as number);
        }
        return best;
      }),
    );
  }
  return {
    afterStep: (index, overall) => overallAfter(overallUpgrades[index] ?? [], overall),
    reachable: (overall, remainingSteps) => reach[remainingSteps]?.[overall] ?? Number.POSITIVE_INFINITY,
  };
};
