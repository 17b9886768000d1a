import type { Card } from '../../card/card.types.js';
import { applyEvolutions } from '../apply-evolutions.js';
import { eligibilityFailures } from '../eligibility.js';
import type { Evolution } from '../evolution.types.js';
import { endsBeforeAnyCreation, isEvolutionActive } from '../offering.js';
import type { EvolutionPath, PathSearchOptions } from '../path-ranking.js';
import {
  compareEvolutionPaths,
  evolvableStateKey,
  objectiveScore,
  resolvedPathSearchOptions,
} from '../path-ranking.js';

interface Chain {
  evolutions: Readonly<Evolution>[];
  card: Card;
  key: string;
  coins: number;
  points: number;
}

const isSubset = (inner: readonly Readonly<Evolution>[], outer: readonly Readonly<Evolution>[]) =>
  inner.every((evolution) => outer.includes(evolution));

/**
 * The reference for findEvolutionPaths: every permutation of up to maxDepth distinct evolutions whose
 * every step passes eligibilityFailures (re-evolving the card from scratch each time), the active and
 * end-time rules; then, among chains reaching the same card, each chain that another chain (or the
 * untouched card) matches with a subset of its evolutions for no more coins and points is removed,
 * keeping the first of equal ones. No pruning, no precomputation.
 */
export const bruteForceEvolutionPaths = (
  card: Readonly<Card>,
  evolutions: readonly Readonly<Evolution>[],
  options?: PathSearchOptions,
): EvolutionPath[] => {
  const resolved = resolvedPathSearchOptions(options);
  const root = applyEvolutions(card, []);
  const chains: Chain[] = [{ evolutions: [], card: root, key: evolvableStateKey(root), coins: 0, points: 0 }];
  const extend = (prefix: Readonly<Evolution>[]) => {
    if (prefix.length >= resolved.maxDepth) return;
    for (const evolution of evolutions) {
      if (prefix.includes(evolution)) continue;
      if (resolved.referenceDate !== undefined && !isEvolutionActive(evolution, resolved.referenceDate))
        continue;
      if (endsBeforeAnyCreation(evolution, prefix)) continue;
      if (eligibilityFailures(applyEvolutions(card, prefix), evolution, resolved.referenceDate).length > 0)
        continue;
      const chain = [...prefix, evolution];
      const evolved = applyEvolutions(card, chain);
      chains.push({
        evolutions: chain,
        card: evolved,
        key: evolvableStateKey(evolved),
        coins: chain.reduce((sum, e) => sum + e.coinsCost, 0),
        points: chain.reduce((sum, e) => sum + e.pointsCost, 0),
      });
      extend(chain);
    }
  };
  extend([]);

  const affordable = chains.filter((c) => c.coins <= resolved.maxCoins && c.points <= resolved.maxPoints);
  const byKey = new Map<string, Chain[]>();
  for (const chain of affordable) byKey.set(chain.key, [...(byKey.get(chain.key) ?? []), chain]);
  const outcomes = [...byKey.values()].flatMap((same) =>
    same.filter(
      (chain, index) =>
        chain.evolutions.length > 0 &&
        !same.some(
          (other, otherIndex) =>
            other !== chain &&
            other.coins <= chain.coins &&
            other.points <= chain.points &&
            isSubset(other.evolutions, chain.evolutions) &&
            (other.evolutions.length < chain.evolutions.length || otherIndex < index),
        ),
    ),
  );
  return outcomes
    .map((chain) => ({
      evolutionIds: chain.evolutions.map((e) => e.id),
      card: chain.card,
      coinsCost: chain.coins,
      pointsCost: chain.points,
      score: objectiveScore(chain.card, resolved.objective),
    }))
    .sort(compareEvolutionPaths)
    .slice(0, resolved.limit);
};
