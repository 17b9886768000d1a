/**
 * Lower bounds that prune the SBC solver's pool without losing an optimum (docs/sbc-solver.md "Exact
 * reductions"). Both bound the coins of any squad holding a given card; a card whose bound reaches the
 * incumbent's cost cannot be in a cheaper squad.
 *
 * - The rating bound: the card's cost plus the cheapest way to fill the other places so that the squad
 *   rating reaches the minimum (every other rule relaxed), computed exactly over the game's formula by a
 *   dynamic program over rating levels (below).
 * - The replacement bound: a card costing δ more than the 11th cheapest card alike for every non-chemistry
 *   rule and rated at least as high can be swapped for one of those 11 (some of them is free), which keeps
 *   every rule but chemistry and saves at least δ: any squad with it costs at least L + δ, L being the
 *   optimum without the chemistry rule.
 */
import { SQUAD_RATING_PLAYERS } from '@futgg/game-rules';
import type { PoolCard } from '../auto-builder/auto-build-model.js';

const ELEVEN = SQUAD_RATING_PLAYERS;
const MAX_SUM = ELEVEN * 99;
const WIDTH = MAX_SUM + 1;

/** Cards of a level the program could place: the 11 cheapest costs (more never fit in a squad). */
interface Level {
  rating: number;
  /** prefix[t]: the cheapest t cards of the level together. */
  prefix: number[];
}

/** k cards with rating sum s → least coins; Infinity where impossible. Flat: [k · WIDTH + s]. */
type Table = Float64Array;

const emptyTable = (): Table => {
  const table = new Float64Array((ELEVEN + 1) * WIDTH).fill(Infinity);
  table[0] = 0;
  return table;
};

const withLevel = (table: Table, level: Level): Table => {
  const next = Float64Array.from(table);
  const most = level.prefix.length - 1;
  for (let k = 0; k < ELEVEN; k += 1) {
    for (let s = 0; s < WIDTH; s += 1) {
      const base = table[k * WIDTH + s]!;
      if (base === Infinity) continue;
      for (let t = 1; t <= most && k + t <= ELEVEN; t += 1) {
        const sum = s + t * level.rating;
        const index = (k + t) * WIDTH + sum;
        const cost = base + level.prefix[t]!;
        if (cost < next[index]!) next[index] = cost;
      }
    }
  }
  return next;
};

/** "At least `count` players rated `value` or more" (an SBC's playerRatingMin rule with a count). */
export interface RatingRequirement {
  value: number;
  count: number;
}

/**
 * The cheapest squads by rating alone: for a minimum squad rating, the least coins of the cards that
 * complete a squad around some fixed ratings (locked cards, the card being bounded), exact for the
 * game's formula 11·(T+E) = 11·T + Σ max(0, 11·r − T) (game-rules squadRating).
 *
 * For a total T, the cards rated above T/11 (levels ≥ ⌊T/11⌋ + 1) add 11·r − T each and the others
 * nothing, so with the tables of the levels above and below every split, a squad is the best pair
 * (k, s) above and (11 − k, T − s) below with 11·T + 11·s − k·T ≥ 121·R − 5 (the rating rounds to R or
 * more exactly then). Each level keeps its 11 cheapest cards; base players and every other rule are
 * relaxed, so this is a lower bound on any real squad's cost.
 *
 * With a requirement of n cards rated v or more (one 92 in a 90-rated squad: 779,000 coins in the generated
 * market, where the rating alone asks 239,700), the levels from v up are taken as one group that must give
 * at least n cards: their table keeps only rows of n cards or more before the levels below v are added on.
 * Several requirements nest the same way, the highest v first (a card rated 88 counts for "85+" too).
 * That is exact whenever the levels from each v up lie wholly above the split; for a total whose split
 * falls above some v (v below the squad rating), that requirement is dropped there, which still bounds
 * from below.
 */
export class RatingBound {
  private static readonly shared = new WeakMap<object, Map<number, RatingBound>>();

  /**
   * One bound per pool and target however often a solve asks for it (an auto-build stage asks for the
   * same floor when it prunes, ranks its first cards and bounds what it could not search). The pool is
   * taken as it is now: callers never change a pool's cards once built.
   */
  static over(cards: readonly Pick<PoolCard, 'overall' | 'cost'>[], target: number): RatingBound {
    let byTarget = RatingBound.shared.get(cards);
    if (!byTarget) RatingBound.shared.set(cards, (byTarget = new Map()));
    let bound = byTarget.get(target);
    if (!bound) byTarget.set(target, (bound = new RatingBound(cards, target)));
    return bound;
  }

  private readonly levels: Level[];
  /** above[i]: levels i.. (the highest ones); below[i]: levels ..i−1. */
  private readonly above: Table[];
  private readonly below: Table[];
  private readonly minRating: number;

  /** The requirements, highest value first, each with its first level rated the value or more. */
  private readonly required: (RatingRequirement & { from: number })[];
  /** Per the cards each requirement still asks for: the "above" tables of levels 0..(the highest's from). */
  private readonly requiredAbove = new Map<string, Table[]>();

  constructor(
    cards: readonly Pick<PoolCard, 'overall' | 'cost'>[],
    private readonly target: number,
    required: readonly RatingRequirement[] = [],
  ) {
    const byRating = new Map<number, number[]>();
    for (const card of cards) {
      const list = byRating.get(card.overall);
      if (list) list.push(card.cost);
      else byRating.set(card.overall, [card.cost]);
    }
    this.levels = [...byRating]
      .sort((a, b) => a[0] - b[0])
      .map(([rating, costs]) => {
        const cheapest = costs.sort((a, b) => a - b).slice(0, ELEVEN);
        const prefix = [0];
        for (const cost of cheapest) prefix.push(prefix[prefix.length - 1]! + cost);
        return { rating, prefix };
      });
    this.minRating = this.levels[0]?.rating ?? 1;
    const n = this.levels.length;
    this.below = [emptyTable()];
    for (let i = 0; i < n; i += 1) this.below.push(withLevel(this.below[i]!, this.levels[i]!));
    this.above = new Array<Table>(n + 1);
    this.above[n] = emptyTable();
    for (let i = n - 1; i >= 0; i -= 1) this.above[i] = withLevel(this.above[i + 1]!, this.levels[i]!);
    this.required = required
      .filter((requirement) => requirement.count > 0)
      .map((requirement) => {
        const from = this.levels.findIndex((level) => level.rating >= requirement.value);
        return { ...requirement, from: from < 0 ? n : from };
      })
      .sort((a, b) => b.value - a.value);
  }

  /**
   * The "above" tables from level 0 to the highest requirement's first level, for squads holding at least
   * `needed[i]` cards rated the i-th requirement's value or more: the highest levels' table, and each
   * lower level added on, without the rows of fewer cards at each requirement's first level.
   */
  private aboveRequiring(needed: readonly number[]): Table[] {
    const key = needed.join(',');
    let tables = this.requiredAbove.get(key);
    if (!tables) {
      const top = this.required[0]!.from;
      tables = new Array<Table>(top + 1);
      let table: Table = Float64Array.from(this.above[top]!);
      let next = 0;
      for (let i = top; i >= 0; i -= 1) {
        if (i < top) table = withLevel(table, this.levels[i]!);
        for (; next < this.required.length && this.required[next]!.from === i; next += 1)
          table.fill(Infinity, 0, needed[next]! * WIDTH);
        tables[i] = table;
      }
      this.requiredAbove.set(key, tables);
    }
    return tables;
  }

  /**
   * The least coins of `ELEVEN − fixed.length` cards that, with the fixed ratings, reach the target
   * rating (Infinity when none can).
   */
  complete(fixed: readonly number[], target = this.target): number {
    let best = Infinity;
    this.eachSumBound(
      fixed,
      (_, cost) => {
        if (cost < best) best = cost;
      },
      target,
    );
    return best;
  }

  /**
   * The least coins completing a squad around the fixed ratings and one card of the given rating, per
   * rating (memoised: the pools hold ~50 ratings and thousands of cards).
   */
  around(fixed: readonly number[]): (rating: number) => number {
    const byRating = new Map<number, number>();
    return (rating) => {
      let coins = byRating.get(rating);
      if (coins === undefined) {
        coins = this.complete([...fixed, rating]);
        byRating.set(rating, coins);
      }
      return coins;
    };
  }

  /**
   * The sums of the 11 ratings (fixed ones included) of the squads reaching the target whose cards may
   * cost at most `ceiling` together (the fixed cards' coins not counted); null when there is none.
   */
  sumRange(fixed: readonly number[], ceiling: number): { min: number; max: number } | null {
    let min = Infinity;
    let max = -Infinity;
    this.eachSumBound(fixed, (total, cost) => {
      if (cost > ceiling) return;
      if (total < min) min = total;
      if (total > max) max = total;
    });
    return min <= max ? { min, max } : null;
  }

  /**
   * Calls `visit(T, least coins)` for every total T a squad around the fixed ratings can reach the target
   * with (the constructor's, or another one: the tables do not depend on it).
   */
  eachSumBound(
    fixed: readonly number[],
    visit: (total: number, cost: number) => void,
    target = this.target,
  ): void {
    const free = ELEVEN - fixed.length;
    if (free < 0) return;
    const K = 121 * target - 5;
    const fixedSum = fixed.reduce((a, b) => a + b, 0);
    // Cards each requirement still asks for beyond the fixed ones (none: the plain tables).
    const needed = this.required.map(({ value, count }) =>
      Math.max(0, count - fixed.filter((rating) => rating >= value).length),
    );
    const requiring = needed.some((count) => count > 0) ? this.aboveRequiring(needed) : null;
    const top = this.required[0]?.from ?? -1;
    const all = requiring ? requiring[0]! : this.below[this.levels.length]!;
    // T ≥ 11·R: the rating reaches R whatever the spread.
    for (let s = Math.max(0, ELEVEN * target - fixedSum); s + fixedSum <= MAX_SUM; s += 1) {
      const cost = all[free * WIDTH + s]!;
      if (cost < Infinity) visit(s + fixedSum, cost);
    }
    // T < 11·R: split at ℓ = ⌊T/11⌋; levels index from the first rated above ℓ. The lowest T: the fixed
    // ratings (which may be below every card's) and the lowest-rated cards.
    const tLow = fixedSum + free * this.minRating;
    let split = 0;
    for (let T = Math.min(ELEVEN * target - 1, MAX_SUM); T >= tLow; T -= 1) {
      const l = Math.floor(T / ELEVEN);
      while (split > 0 && this.levels[split - 1]!.rating > l) split -= 1;
      while (split < this.levels.length && this.levels[split]!.rating <= l) split += 1;
      // Fixed cards on each side of the split.
      let kFixedUp = 0;
      let sFixedUp = 0;
      for (const rating of fixed) {
        if (rating > l) {
          kFixedUp += 1;
          sFixedUp += rating;
        }
      }
      const sFixedLow = fixedSum - sFixedUp;
      const up = requiring && split <= top ? requiring[split]! : this.above[split]!;
      const low = this.below[split]!;
      let best = Infinity;
      for (let kUp = 0; kUp <= free; kUp += 1) {
        const kLow = free - kUp;
        const kAbove = kUp + kFixedUp;
        // 11·T + 11·sAbove − kAbove·T ≥ K, sAbove = sUp + sFixedUp.
        const need = Math.ceil((K - ELEVEN * T + kAbove * T) / ELEVEN) - sFixedUp;
        const sMin = Math.max(need, kUp * (l + 1), 0);
        const sMax = Math.min(kUp * 99, T - sFixedUp - sFixedLow);
        for (let sUp = sMin; sUp <= sMax; sUp += 1) {
          const a = up[kUp * WIDTH + sUp]!;
          if (a >= best) continue;
          const sLow = T - sUp - sFixedUp - sFixedLow;
          if (sLow < 0 || sLow >= WIDTH) continue;
          const cost = a + low[kLow * WIDTH + sLow]!;
          if (cost < best) best = cost;
        }
      }
      if (best < Infinity) visit(T, best);
    }
  }
}

/**
 * δ of each card: its cost less the 11th cheapest cost among cards of distinct base players alike for
 * every non-chemistry rule (`key`) and rated at least as high; −Infinity where fewer than 11 such exist.
 */
export const replacementSavings = <C extends PoolCard>(
  cards: readonly C[],
  key: (card: C) => string,
): Map<C, number> => {
  const groups = new Map<string, C[]>();
  for (const card of cards) {
    const k = key(card);
    const group = groups.get(k);
    if (group) group.push(card);
    else groups.set(k, [card]);
  }
  const savings = new Map<C, number>();
  for (const group of groups.values()) {
    group.sort((a, b) => b.overall - a.overall || a.cost - b.cost);
    // Base player → his cheapest card rated at least the current level; the 11 lowest of those.
    const cheapestOf = new Map<number, number>();
    let i = 0;
    while (i < group.length) {
      const rating = group[i]!.overall;
      let j = i;
      for (; j < group.length && group[j]!.overall === rating; j += 1) {
        const card = group[j]!;
        cheapestOf.set(
          card.basePlayerEaId,
          Math.min(cheapestOf.get(card.basePlayerEaId) ?? Infinity, card.cost),
        );
      }
      // Fewer than 11 alike: a swap may find none free, so no saving is claimed (−Infinity).
      const reference =
        cheapestOf.size >= ELEVEN ? [...cheapestOf.values()].sort((a, b) => a - b)[ELEVEN - 1]! : Infinity;
      for (let k = i; k < j; k += 1) savings.set(group[k]!, group[k]!.cost - reference);
      i = j;
    }
  }
  return savings;
};
