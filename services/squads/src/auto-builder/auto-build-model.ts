/**
 * The auto-builder's squad as a mixed-integer program (docs/auto-builder.md "The model"), written as
 * CPLEX LP text for HiGHS. Slots are counted by general position: chemistry, rating and price never
 * depend on which of two CB slots a card stands in, only on whether the card is in position there.
 *
 *   x[c,g]  binary: card c plays one of the slots of general position g (only where c is in position)
 *   X_c     Σ_g x[c,g], 0/1 (each card, and each base player, at most once)
 *   club / league / nation counts: linear in X (icons add 1 to every league, the manager 1 to his own)
 *   y[k,t]  binary, ordered in t: count of group k reaches threshold t (count ≥ Σ_t Δthreshold_t·y_t)
 *   q_c     card c's chemistry: q ≤ 3·X_c, q ≤ Σ its club, league and nation y (exact min(3, …))
 *   rating  11·(T + E) with E = max over m of (11·Σ top-m ratings − m·T): f_v ∈ [0, placed rated v], Σ f = m,
 *           φ_m one-hot and τ_m = T·φ_m (exact McCormick on a binary); 242·R ≤ 2·11(T+E) + 11
 *
 * Every bound is one-sided in the direction the objective pushes, so each stage's optimum is the game's
 * own value (game-rules' squadChemistry and squadRating recompute it on the answer).
 */
import {
  CHEMISTRY_MAX_PER_PLAYER,
  isInPosition,
  SQUAD_RATING_PLAYERS,
  squadChemistry,
  squadRating,
  generalSlotPosition,
  type ChemistryManager,
  type Formation,
  type SlotRatingRule,
} from '@futgg/game-rules';
import {
  addChemistry,
  addFormationChoice,
  addRating,
  emptyProgram,
  expr,
  lpText,
  type ProgramText,
  type Term,
} from './squad-program.js';
import { ratingSumRows, type RatingSum } from './rating-parts.js';
import { RatingBound } from '../sbc-solver/sbc-bounds.js';
import type { ChemistryCore } from './chemistry-cores.js';

/** A card the builder may place (the catalog's compact pool row, priced for this request). */
export interface PoolCard {
  eaId: number;
  basePlayerEaId: number;
  position: number;
  alternativePositionIds: readonly number[];
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  rarityEaId: number;
  overall: number;
  isIcon: boolean;
  isHero: boolean;
  isFullChemistry?: boolean;
  extraClubChemistry?: number;
  extraLeagueChemistry?: number;
  extraNationChemistry?: number;
  /** What adding the card costs: its price, or 0 for an untradeable card of the user's club. */
  cost: number;
  /** An untradeable card of the user's club (club only). */
  isUntradeable?: boolean;
}

export const AUTO_BUILD_GOALS = ['chemistry', 'rating', 'price'] as const;
export type AutoBuildGoal = (typeof AUTO_BUILD_GOALS)[number];
export type StageName = 'chemistry' | 'rating' | 'price';

export interface LockedCard {
  /** The slot in the (first) formation; in a free formation the card plays any slot it is in position in. */
  slotIndex: number;
  card: PoolCard;
}

export interface AutoBuildProblem {
  /** One formation (fixed) or several to choose from (free). */
  formations: readonly Formation[];
  locked: readonly LockedCard[];
  manager: ChemistryManager | null;
  /** Cards that may fill the empty slots (the caller has applied the ruleset's card filters). */
  pool: readonly PoolCard[];
  goal: AutoBuildGoal;
  /** Coins the added cards may cost together. */
  budget?: number | undefined;
  minChemistry?: number | undefined;
  minSquadRating?: number | undefined;
  maxSquadRating?: number | undefined;
  /**
   * An event ruleset's squad rules beyond its card filters (docs/auto-builder.md "Within an event's
   * ruleset"): the sum of the eleven overalls at most, each player's chemistry at least, and at most so
   * many players of one club, league or nation (counted by the card's own ids, as the ruleset check does).
   */
  maxRatingSum?: number | undefined;
  minPlayerChemistry?: number | undefined;
  maxPerClub?: number | undefined;
  maxPerLeague?: number | undefined;
  maxPerNation?: number | undefined;
  /**
   * Fixed formation: a slot's overall within its rule's bounds (by slot index). The empty slots of one
   * general position share one rule (auto-build-ruleset.ts checks it), so it is a filter per position.
   */
  slotRatings?: readonly SlotRatingRule[] | undefined;
  /**
   * A stage's exact pruning targets (fixed formation): a card goes where even the best squad around it
   * cannot reach this rating, or where it and the cheapest cards for the other slots cost more than this.
   */
  ratingTarget?: number | undefined;
  costCeiling?: number | undefined;
}

/** The stages solved one after the other, each fixing the previous stage's value. */
export const stagesOf = (goal: AutoBuildGoal): StageName[] =>
  goal === 'chemistry'
    ? ['chemistry', 'rating', 'price']
    : goal === 'rating'
      ? ['rating', 'chemistry', 'price']
      : ['price'];

/** A value fixed by an earlier stage: chemistry and rating at least, price at most. */
export type StageFix = Partial<Record<StageName, number>>;

export interface Squad11 {
  formation: Formation;
  /** Aligned with formation.slots. */
  cards: PoolCard[];
}

const ELEVEN = SQUAD_RATING_PLAYERS;

// --- the game's own values of a full squad -------------------------------------------------------------

export const chemistryCardOf = (card: PoolCard) => ({
  position: card.position,
  alternativePositionIds: card.alternativePositionIds,
  clubEaId: card.clubEaId,
  leagueEaId: card.leagueEaId,
  nationEaId: card.nationEaId,
  isIcon: card.isIcon,
  isHero: card.isHero,
  ...(card.isFullChemistry ? { isFullChemistry: true } : {}),
  ...(card.extraClubChemistry ? { extraClubChemistry: card.extraClubChemistry } : {}),
  ...(card.extraLeagueChemistry ? { extraLeagueChemistry: card.extraLeagueChemistry } : {}),
  ...(card.extraNationChemistry ? { extraNationChemistry: card.extraNationChemistry } : {}),
});

export interface SquadValues {
  chemistry: number;
  rating: number;
  /** Cost of the cards added (locked cards are not bought). */
  price: number;
}

/** Game-rules' chemistry of a full squad: each player's points and the total. */
const chemistryOf = (squad: Squad11, manager: ChemistryManager | null) =>
  squadChemistry({
    slots: squad.formation.slots.map((slot, index) => ({
      position: slot.uniquePositionId,
      card: chemistryCardOf(squad.cards[index]!),
    })),
    manager,
  });

/** Chemistry and rating by game-rules, price of the non-locked cards. */
export const squadValues = (
  squad: Squad11,
  manager: ChemistryManager | null,
  /** Locked cards' ids: they are not bought. */
  lockedEaIds: ReadonlySet<number>,
): SquadValues => ({
  chemistry: chemistryOf(squad, manager).total,
  rating: squadRating(squad.cards.map((card) => card.overall)),
  price: squad.cards.reduce((sum, card) => sum + (lockedEaIds.has(card.eaId) ? 0 : card.cost), 0),
});

/** Whether a full squad meets the problem's constraints (budget, minimums, cap, one base player once). */
export const lockedIdsOf = (problem: AutoBuildProblem): Set<number> =>
  new Set(problem.locked.map((lock) => lock.card.eaId));

export const meetsConstraints = (problem: AutoBuildProblem, values: SquadValues, squad: Squad11): boolean =>
  (problem.budget === undefined || values.price <= problem.budget) &&
  (problem.minChemistry === undefined || values.chemistry >= problem.minChemistry) &&
  (problem.minSquadRating === undefined || values.rating >= problem.minSquadRating) &&
  (problem.maxSquadRating === undefined || values.rating <= problem.maxSquadRating) &&
  new Set(squad.cards.map((card) => card.basePlayerEaId)).size === ELEVEN &&
  meetsSquadRules(problem, squad);

/** The problem's fields that carry an event's squad rules beyond its card filters. */
export const SQUAD_RULES = [
  'maxRatingSum',
  'minPlayerChemistry',
  'maxPerClub',
  'maxPerLeague',
  'maxPerNation',
  'slotRatings',
] as const satisfies readonly (keyof AutoBuildProblem)[];

const hasSquadRules = (problem: AutoBuildProblem): boolean =>
  SQUAD_RULES.some((rule) => problem[rule] !== undefined);

/** The per-group caps, rating sum cap and each player's chemistry minimum (an event's squad rules). */
const meetsSquadRules = (problem: AutoBuildProblem, squad: Squad11): boolean => {
  const { maxRatingSum, minPlayerChemistry, slotRatings = [] } = problem;
  // The swaps ask this of thousands of squads: nothing to check without an event's rules.
  if (!hasSquadRules(problem)) return true;
  if (maxRatingSum !== undefined && squad.cards.reduce((sum, card) => sum + card.overall, 0) > maxRatingSum)
    return false;
  if (slotRatings.some((rule) => !withinRule(rule, squad.cards[rule.positionIdx]?.overall ?? 0)))
    return false;
  for (const { field, max } of groupCaps(problem)) {
    const counts = new Map<number, number>();
    for (const card of squad.cards) {
      const count = (counts.get(card[field]) ?? 0) + 1;
      if (count > max) return false;
      counts.set(card[field], count);
    }
  }
  return (
    minPlayerChemistry === undefined ||
    chemistryOf(squad, problem.manager).perPlayer.every((points) => points >= minPlayerChemistry)
  );
};

const withinRule = (rule: Pick<SlotRatingRule, 'min' | 'max'>, overall: number): boolean =>
  (rule.min === null || overall >= rule.min) && (rule.max === null || overall <= rule.max);

/**
 * Where the model places cards: a general position, or, in a fixed formation whose ruleset gives the empty
 * slots of one general position different rating ranges, one place per position and range. The model
 * counts slots by place, so a card fills a place only where it is in position and within that place's
 * range, and slots with different ranges no longer need one range per position.
 */
const PLACE_STRIDE = 1000;
/** The general position a place stands for (isInPosition takes it). */
const placePosition = (place: number): number => place % PLACE_STRIDE;

/** Fixed formation: each empty slot's place, and each place's rating rule (none without a range). */
const placesOf = (
  problem: AutoBuildProblem,
): { bySlot: Map<number, number>; rules: Map<number, SlotRatingRule> } => {
  const bySlot = new Map<number, number>();
  const rules = new Map<number, SlotRatingRule>();
  if (!isFixed(problem)) return { bySlot, rules };
  const lockedSlots = new Set(problem.locked.map((lock) => lock.slotIndex));
  const ruleOf = (index: number) => problem.slotRatings?.find((rule) => rule.positionIdx === index);
  // Per general position, its distinct ranges in slot order: the first keeps the position's own id.
  const ranges = new Map<number, string[]>();
  problem.formations[0]!.slots.forEach((slot, index) => {
    if (lockedSlots.has(index)) return;
    const g = slot.generalPositionId;
    const rule = ruleOf(index);
    const range = rule ? `${rule.min ?? '-'}..${rule.max ?? '-'}` : 'any';
    const seen = ranges.get(g) ?? [];
    if (!seen.includes(range)) seen.push(range);
    ranges.set(g, seen);
    const place = g + PLACE_STRIDE * seen.indexOf(range);
    bySlot.set(index, place);
    if (rule) rules.set(place, rule);
  });
  return { bySlot, rules };
};

/** A formation's slots' places by slot index (each its general position unless the ruleset splits it by range). */
export const slotPlaces = (problem: AutoBuildProblem, formation: Formation): number[] => {
  const { bySlot } = placesOf(problem);
  return formation.slots.map((slot, index) => bySlot.get(index) ?? slot.generalPositionId);
};

/** Whether a card may fill a place: in position, and within the place's range. */
export const admitsAt = (problem: AutoBuildProblem): ((card: PoolCard, place: number) => boolean) => {
  const { rules } = placesOf(problem);
  return (card, place) => {
    if (!isInPosition(card, placePosition(place))) return false;
    const rule = rules.get(place);
    return !rule || withinRule(rule, card.overall);
  };
};

type GroupField = 'clubEaId' | 'leagueEaId' | 'nationEaId';

/** The problem's per-club, per-league and per-nation caps, by the card field they count. */
export const groupCaps = (problem: AutoBuildProblem): { field: GroupField; max: number }[] =>
  (
    [
      ['clubEaId', problem.maxPerClub],
      ['leagueEaId', problem.maxPerLeague],
      ['nationEaId', problem.maxPerNation],
    ] as const
  ).flatMap(([field, max]) => (max === undefined ? [] : [{ field, max }]));

/** How much better `to` is than `from` on a stage's value (less coins, more chemistry or rating). */
export const stageGain = (stage: StageName, from: SquadValues, to: SquadValues): number =>
  stage === 'price' ? from.price - to.price : to[stage] - from[stage];

/** Whether a squad keeps the values earlier stages fixed. */
export const keepsFixes = (fix: StageFix, values: SquadValues): boolean =>
  (fix.chemistry === undefined || values.chemistry >= fix.chemistry) &&
  (fix.rating === undefined || values.rating >= fix.rating) &&
  (fix.price === undefined || values.price <= fix.price);

// --- exact reductions of the pool ------------------------------------------------------------------------

const isFixed = (problem: AutoBuildProblem) => problem.formations.length === 1;

/** Places the empty slots (fixed formation) or any formation (free) need: general positions, split by range. */
export const neededPositions = (problem: AutoBuildProblem): Set<number> => {
  if (isFixed(problem)) return new Set(placesOf(problem).bySlot.values());
  return new Set(
    problem.formations.flatMap((formation) => formation.slots.map((slot) => slot.generalPositionId)),
  );
};

/** Cards that play the same with the same teammates: chemistry sees only these fields. */
const chemistryKey = (card: PoolCard): string =>
  card.isIcon
    ? `i:${card.nationEaId}:${card.extraNationChemistry ?? 0}`
    : card.isHero
      ? `h:${card.leagueEaId}:${card.nationEaId}:${card.extraLeagueChemistry ?? 0}:${card.extraNationChemistry ?? 0}`
      : `p:${card.clubEaId}:${card.leagueEaId}:${card.nationEaId}:${card.isFullChemistry ? 1 : 0}:` +
        `${card.extraClubChemistry ?? 0}:${card.extraLeagueChemistry ?? 0}:${card.extraNationChemistry ?? 0}`;

export interface Candidates {
  /** Cards that may be placed (locked cards first in a free formation), deduplicated. */
  cards: PoolCard[];
  /** For each card (same index), the general positions it may take. */
  positions: number[][];
  /** Per general position, how many pool cards the reductions removed. */
  removed: number;
  before: number;
}

/**
 * The pool reduced without losing an optimum, per general position g:
 *   - cards over the budget, of a locked base player, or not in position at any needed g go;
 *   - a card goes at g when at least S cards of distinct base players (S = slots to fill), each in
 *     position at g with the same chemistry key (club, league, nation, kind, extras; under per-group
 *     caps also the card's own club and league), a rating at least its own (equal when the squad rating or
 *     the sum of ratings is capped) and a cost at most its own, come before it in the
 *     order (rating desc, cost asc, index). Some of them is free in any squad using the card, and
 *     swapping it in keeps chemistry, never lowers the rating nor raises the price; the swap chain
 *     ends at a kept card because each swap moves earlier in the order.
 */
export const reducePool = (problem: AutoBuildProblem): Candidates => {
  const lockedBase = new Set(problem.locked.map((lock) => lock.card.basePlayerEaId));
  const needed = neededPositions(problem);
  const slotsToFill = ELEVEN - problem.locked.length;
  // Under a cap on the rating (or on the sum of ratings) a better-rated card is not always better.
  const exactRating = problem.maxSquadRating !== undefined || problem.maxRatingSum !== undefined;
  const capped = groupCaps(problem).length > 0;
  const seen = new Set<number>();
  const pool = problem.pool.filter((card) => {
    if (seen.has(card.eaId) || lockedBase.has(card.basePlayerEaId)) return false;
    if (problem.budget !== undefined && card.cost > problem.budget) return false;
    seen.add(card.eaId);
    return true;
  });
  const keptAt = new Map<number, Set<number>>();
  let removed = 0;
  const bounded = boundsFilter(problem, pool);
  const admits = admitsAt(problem);
  for (const g of needed) {
    const groups = new Map<string, number[]>();
    pool.forEach((card, index) => {
      if (!admits(card, g)) return;
      if (!bounded(card, g)) {
        removed += 1;
        return;
      }
      // Per-group caps count the card's own club, league and nation, which an icon's or a hero's
      // chemistry key leaves out.
      const key = capped ? `${card.clubEaId}:${card.leagueEaId}:${chemistryKey(card)}` : chemistryKey(card);
      const group = groups.get(key);
      if (group) group.push(index);
      else groups.set(key, [index]);
    });
    for (const group of groups.values()) {
      group.sort((a, b) => pool[b]!.overall - pool[a]!.overall || pool[a]!.cost - pool[b]!.cost || a - b);
      for (let i = 0; i < group.length; i += 1) {
        const card = pool[group[i]!]!;
        const dominators = new Set<number>();
        for (let j = 0; j < i && dominators.size < slotsToFill; j += 1) {
          const other = pool[group[j]!]!;
          if (other.cost <= card.cost && (!exactRating || other.overall === card.overall)) {
            dominators.add(other.basePlayerEaId);
          }
        }
        if (dominators.size >= slotsToFill && slotsToFill > 0) {
          removed += 1;
          continue;
        }
        const at = keptAt.get(group[i]!);
        if (at) at.add(g);
        else keptAt.set(group[i]!, new Set([g]));
      }
    }
  }
  const cards: PoolCard[] = [];
  const positions: number[][] = [];
  if (!isFixed(problem)) {
    for (const lock of problem.locked) {
      cards.push(lock.card);
      positions.push([...needed].filter((g) => isInPosition(lock.card, g)));
    }
  }
  for (const [index, at] of keptAt) {
    cards.push(pool[index]!);
    positions.push([...at].sort((a, b) => a - b));
  }
  return { cards, positions, removed, before: pool.length };
};

/**
 * Fixed formation: whether card c at general position g can be part of a squad within the budget and the
 * cost ceiling (c plus the cheapest card of every other empty slot) reaching the rating target (locked
 * ratings, c, and the best rating of every other empty slot: squadRating never drops when one rises).
 */
const boundsFilter = (
  problem: AutoBuildProblem,
  pool: readonly PoolCard[],
): ((card: PoolCard, g: number) => boolean) => {
  const ceiling = Math.min(problem.budget ?? Infinity, problem.costCeiling ?? Infinity);
  const target = Math.max(problem.minSquadRating ?? 0, problem.ratingTarget ?? 0);
  if (ceiling === Infinity && target === 0) return () => true;
  const checks: ((card: PoolCard, g: number) => boolean)[] = [];
  if (isFixed(problem)) checks.push(slotFilter(problem, pool, ceiling, target));
  if (target > 0 && ceiling < Infinity) checks.push(ratingCostFilter(problem, ceiling, target));
  return (card, g) => checks.every((check) => check(card, g));
};

/** Fixed formation: the card with the cheapest card of every other empty slot, and with the best ones. */
const slotFilter = (
  problem: AutoBuildProblem,
  pool: readonly PoolCard[],
  ceiling: number,
  target: number,
): ((card: PoolCard, g: number) => boolean) => {
  const empty: number[] = [...placesOf(problem).bySlot.values()];
  const admits = admitsAt(problem);
  const best = new Map<number, number>();
  const cheapest = new Map<number, number>();
  for (const g of new Set(empty)) {
    let top = 0;
    let low = Infinity;
    for (const card of pool) {
      if (!admits(card, g)) continue;
      if (card.overall > top) top = card.overall;
      if (card.cost < low) low = card.cost;
    }
    best.set(g, top);
    cheapest.set(g, low);
  }
  // A position no card can play: no squad at all.
  if ([...best.values()].some((top) => top === 0)) return () => false;
  const lockedRatings = problem.locked.map((lock) => lock.card.overall);
  const cheapestAll = empty.reduce((sum, g) => sum + cheapest.get(g)!, 0);
  // The other empty slots' best ratings, once per position g of the card.
  const othersBest = new Map<number, number[]>();
  for (const g of new Set(empty)) {
    const others = [...empty];
    others.splice(others.indexOf(g), 1);
    othersBest.set(
      g,
      others.map((other) => best.get(other)!),
    );
  }
  return (card, g) => {
    if (!othersBest.has(g)) return true;
    if (card.cost + cheapestAll - cheapest.get(g)! > ceiling) return false;
    if (target > 0 && squadRating([...lockedRatings, card.overall, ...othersBest.get(g)!]) < target)
      return false;
    return true;
  };
};

/**
 * The rating bound (sbc-bounds.ts `RatingBound`, positions and base players relaxed): a card goes when it
 * and the least coins of the other places that, with the locked ratings, reach the target cost more than
 * the ceiling. It couples rating and cost, which the per-slot bounds see one at a time.
 */
const ratingCostFilter = (
  problem: AutoBuildProblem,
  ceiling: number,
  target: number,
): ((card: PoolCard) => boolean) => {
  // Over the problem's pool as given (before the reductions: the bound only gets lower, so it stays
  // valid), shared with the stage's other uses of the same floor.
  const rest = RatingBound.over(problem.pool, target).around(problem.locked.map((lock) => lock.card.overall));
  return (card) => card.cost + rest(card.overall) <= ceiling;
};

// --- the program -----------------------------------------------------------------------------------------

const xName = (card: number, g: number) => `x${card}_${g}`;

/** The program's variables and their meaning, kept to decode an answer and build a start. */
export interface AutoBuildModel {
  problem: AutoBuildProblem;
  candidates: Candidates;
  /** Locked cards that stay constant (fixed formation), by slot index. */
  fixedLocked: LockedCard[];
  /** General position → empty slots to fill, fixed formation; per formation in a free one. */
  needByFormation: Map<number, number>[];
  /** Every column the answer reads back. */
  columns: string[];
  /** The stage's program text (see `LpOptions`). */
  lpFor: (stage: StageName, fix: StageFix, options?: LpOptions) => string;
  /** The squad an answer's column values stand for. */
  decode: (values: ReadonlyMap<string, number>) => Squad11;
}

/** Which parts of the program a stage needs. */
export interface ModelParts {
  chemistry: boolean;
  rating: boolean;
  /**
   * The rating by the sum of ratings, one program per part (rating-parts.ts), instead of its exact
   * encoding over every sum: the floor and the cap are then rows of each part (`LpOptions`).
   */
  ratingBySum?: boolean;
  /**
   * The chemistry rows replaced by a core (chemistry-cores.ts): at least `count` placed players
   * of one league or nation, who earn 3 each. A restriction for a quick first squad, never a proof.
   */
  core?: ChemistryCore | undefined;
}

export interface LpOptions {
  /** The incumbent's value, which the answer must beat (chemistry up, price down; rating by its floor). */
  improveOn?: number | undefined;
  /** By sum: the part's sum of ratings and the squad rating its squads must reach. */
  sum?: RatingSum | undefined;
  floor?: number | undefined;
}

/** The parts a stage needs: its own objective, and what a constraint or an earlier stage fixed. */
export const partsFor = (problem: AutoBuildProblem, stage: StageName, fix: StageFix): ModelParts => ({
  chemistry:
    stage === 'chemistry' ||
    fix.chemistry !== undefined ||
    problem.minChemistry !== undefined ||
    (problem.minPlayerChemistry ?? 0) > 0,
  rating:
    stage === 'rating' ||
    fix.rating !== undefined ||
    problem.minSquadRating !== undefined ||
    problem.maxSquadRating !== undefined,
});

export const buildModel = (
  problem: AutoBuildProblem,
  parts: ModelParts = { chemistry: true, rating: true },
): AutoBuildModel => {
  const candidates = reducePool(problem);
  const { cards, positions } = candidates;
  const fixed = isFixed(problem);
  const formation0 = problem.formations[0]!;
  const fixedLocked = fixed ? [...problem.locked] : [];
  const lockedSlots = new Set(fixedLocked.map((lock) => lock.slotIndex));
  const lockedInFree = fixed ? 0 : problem.locked.length;

  const needByFormation = problem.formations.map((formation) => {
    const need = new Map<number, number>();
    slotPlaces(problem, formation).forEach((place, index) => {
      if (fixed && lockedSlots.has(index)) return;
      need.set(place, (need.get(place) ?? 0) + 1);
    });
    return need;
  });
  const allPositions = new Set(needByFormation.flatMap((need) => [...need.keys()]));

  // Fixed locked cards: constants. In position → counts; always → rating (squad-program.ts).
  const lockedInPosition = fixedLocked.filter((lock) =>
    isInPosition(lock.card, formation0.slots[lock.slotIndex]!.uniquePositionId),
  );

  const program = emptyProgram();
  const { columns, binaries, bounds, rows } = program;
  const X = (card: number): Term[] => positions[card]!.map((g) => ({ name: xName(card, g), coef: 1 }));
  const Xc = (card: number, coef: number): Term[] =>
    positions[card]!.map((g) => ({ name: xName(card, g), coef }));

  cards.forEach((_, c) => {
    for (const g of positions[c]!) {
      columns.push(xName(c, g));
      binaries.push(xName(c, g));
    }
  });

  // Formation choice and slots per position.
  const phiF = addFormationChoice(program, problem.formations.length);
  for (const g of allPositions) {
    const terms: Term[] = [];
    cards.forEach((_, c) => {
      if (positions[c]!.includes(g)) terms.push({ name: xName(c, g), coef: 1 });
    });
    if (fixed) {
      rows.push(` need${g}: ${expr(terms)} = ${needByFormation[0]!.get(g) ?? 0}`);
    } else {
      const formationTerms = needByFormation.flatMap((need, f) =>
        need.get(g) ? [{ name: phiF[f]!, coef: -need.get(g)! }] : [],
      );
      rows.push(` need${g}: ${expr([...terms, ...formationTerms])} = 0`);
    }
  }
  // Each card, and each base player, at most once; locked cards (free formation) exactly once.
  const byBase = new Map<number, number[]>();
  cards.forEach((card, c) => {
    if (c < lockedInFree) {
      rows.push(` lock${c}: ${expr(X(c))} = 1`);
      return;
    }
    const list = byBase.get(card.basePlayerEaId);
    if (list) list.push(c);
    else byBase.set(card.basePlayerEaId, [c]);
    if (positions[c]!.length > 1) rows.push(` card${c}: ${expr(X(c))} <= 1`);
  });
  for (const [base, list] of byBase) {
    if (list.length > 1) rows.push(` base${base}: ${expr(list.flatMap(X))} <= 1`);
  }

  addSquadRules(program, problem, cards, Xc, fixedLocked, lockedInPosition.length);

  const reach = fixed ? slotBounds(problem, cards, positions) : null;
  // Chemistry and rating are left out of a stage that neither optimises nor constrains them.
  const core = parts.chemistry ? parts.core : undefined;
  if (core) {
    const members = cards.flatMap((card, c) => (core.members(card) ? Xc(c, 1) : []));
    // A core no card of the pool belongs to: a row no squad meets (every placed card adds 1).
    rows.push(
      members.length
        ? ` core: ${expr(members)} >= ${core.count}`
        : ` core: ${expr(cards.flatMap((_, c) => Xc(c, 1)))} <= -1`,
    );
  } else if (parts.chemistry) {
    addChemistry(program, {
      cards,
      inPosition: Xc,
      lockedInPosition: lockedInPosition.map((lock) => ({ key: `L${lock.slotIndex}`, card: lock.card })),
      manager: problem.manager,
      placeable: ELEVEN - fixedLocked.length,
      minPlayerChemistry: problem.minPlayerChemistry,
    });
  }
  if (parts.rating && !parts.ratingBySum) {
    addRating(program, {
      cards,
      placed: Xc,
      locked: fixedLocked.map((lock) => ({ key: `L${lock.slotIndex}`, card: lock.card })),
      ratingReach: reach ? reach.rating : null,
      maxSquadRating: problem.maxSquadRating,
    });
  }
  // --- price --------------------------------------------------------------------------------------------
  columns.push('P');
  rows.push(
    ` price: ${expr([{ name: 'P', coef: 1 }, ...cards.flatMap((card, c) => (c < lockedInFree || !card.cost ? [] : Xc(c, -card.cost)))])} = 0`,
  );
  if (problem.budget !== undefined) bounds.push(` ${reach ? reach.price : 0} <= P <= ${problem.budget}`);
  else if (reach) bounds.push(` P >= ${reach.price}`);
  if (parts.chemistry && !core && problem.minChemistry !== undefined)
    rows.push(` minchem: CH >= ${problem.minChemistry}`);
  const bySum = parts.rating && parts.ratingBySum === true;
  if (parts.rating && !bySum && problem.minSquadRating !== undefined)
    rows.push(` minrating: R >= ${problem.minSquadRating}`);
  const sumInput = {
    cards,
    placed: Xc,
    constants: fixedLocked.map((lock) => lock.card.overall),
    cap: problem.maxSquadRating,
  };

  const lpFor = (stage: StageName, fix: StageFix, options: LpOptions = {}): string => {
    const { improveOn, sum, floor = 0 } = options;
    // By sum, the rating stage asks whether any squad of the part reaches its floor (no objective).
    const feasibility = bySum && stage === 'rating';
    const objective = stage === 'chemistry' ? 'CH' : stage === 'rating' ? 'R' : 'P';
    const fixes: string[] = [];
    if (improveOn !== undefined && !feasibility) {
      fixes.push(
        ` improve: ${objective} ${stage === 'price' ? '<=' : '>='} ${stage === 'price' ? improveOn - 1 : improveOn + 1}`,
      );
    }
    if (fix.chemistry !== undefined && !core) fixes.push(` fixchem: CH >= ${fix.chemistry}`);
    if (fix.rating !== undefined && !bySum) fixes.push(` fixrating: R >= ${fix.rating}`);
    if (fix.price !== undefined) fixes.push(` fixprice: P <= ${fix.price}`);
    if (bySum && sum) fixes.push(...ratingSumRows({ ...sumInput, floor }, sum));
    return lpText(
      program,
      stage === 'price' || feasibility ? 'Minimize' : 'Maximize',
      [{ name: feasibility ? 'P' : objective, coef: feasibility ? 0 : 1 }],
      fixes,
    );
  };

  const decode = (values: ReadonlyMap<string, number>): Squad11 => {
    const f = fixed ? 0 : phiF.findIndex((name) => (values.get(name) ?? 0) > 0.5);
    const formation = problem.formations[Math.max(0, f)]!;
    const byPosition = new Map<number, PoolCard[]>();
    cards.forEach((card, c) => {
      for (const g of positions[c]!) {
        if ((values.get(xName(c, g)) ?? 0) > 0.5) byPosition.set(g, [...(byPosition.get(g) ?? []), card]);
      }
    });
    const squadCards = slotPlaces(problem, formation).map((place, index) => {
      const lock = fixedLocked.find((l) => l.slotIndex === index);
      if (lock) return lock.card;
      const card = byPosition.get(place)?.shift();
      if (!card) throw new Error(`The answer leaves slot ${index} of ${formation.name} empty`);
      return card;
    });
    return { formation, cards: squadCards };
  };

  return { problem, candidates, fixedLocked, needByFormation, columns, lpFor, decode };
};

/**
 * An event's squad rules as rows (docs/auto-builder.md "Within an event's ruleset"): at most `max` cards
 * of one club, league or nation, and the eleven overalls at most `maxRatingSum`, the fixed locked cards
 * counting as constants, in position or not. Each player's chemistry minimum is addChemistry's; here only
 * a fixed locked card out of position, which earns none, makes a minimum above 0 unreachable.
 */
const addSquadRules = (
  program: ProgramText,
  problem: AutoBuildProblem,
  cards: readonly PoolCard[],
  placed: (card: number, coef: number) => Term[],
  fixedLocked: readonly LockedCard[],
  lockedInPosition: number,
): void => {
  // A row no squad meets: every placed card adds 1 to a sum that must stay negative.
  const never = (name: string) => ` ${name}: ${expr(cards.flatMap((_, c) => placed(c, 1)))} <= -1`;
  for (const { field, max } of groupCaps(problem)) {
    const groups = new Map<number, { constant: number; cards: number[]; bases: Set<number> }>();
    const groupOf = (id: number) => {
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { constant: 0, cards: [], bases: new Set() }));
      return group;
    };
    for (const lock of fixedLocked) groupOf(lock.card[field]).constant += 1;
    cards.forEach((card, c) => {
      const group = groupOf(card[field]);
      group.cards.push(c);
      group.bases.add(card.basePlayerEaId);
    });
    for (const [id, group] of groups) {
      const name = `cap_${field}_${id}`;
      if (group.constant > max) program.rows.push(never(name));
      // A group that cannot pass its cap needs no row.
      else if (group.constant + group.bases.size > max)
        program.rows.push(
          ` ${name}: ${expr(group.cards.flatMap((c) => placed(c, 1)))} <= ${max - group.constant}`,
        );
    }
  }
  if (problem.maxRatingSum !== undefined) {
    const fixedSum = fixedLocked.reduce((sum, lock) => sum + lock.card.overall, 0);
    program.rows.push(
      ` maxratingsum: ${expr(cards.flatMap((card, c) => placed(c, card.overall)))} <= ${problem.maxRatingSum - fixedSum}`,
    );
  }
  if ((problem.minPlayerChemistry ?? 0) > 0 && lockedInPosition < fixedLocked.length)
    program.rows.push(never('lockedoutofposition'));
  // A locked card outside its slot's range (the request refuses such a squad before it gets here).
  const lockedBySlot = new Map(fixedLocked.map((lock) => [lock.slotIndex, lock.card]));
  const outOfRange = (rule: SlotRatingRule) => {
    const card = lockedBySlot.get(rule.positionIdx);
    return card !== undefined && !withinRule(rule, card.overall);
  };
  if ((problem.slotRatings ?? []).some(outOfRange)) program.rows.push(never('lockedoutofrange'));
};

/** Fixed formation: the best rating and the lowest price any squad of these candidates can have. */
export const slotBounds = (
  problem: AutoBuildProblem,
  cards: readonly PoolCard[],
  positions: readonly (readonly number[])[],
): { rating: number; price: number } | null => {
  const formation = problem.formations[0]!;
  const lockedSlots = new Set(problem.locked.map((lock) => lock.slotIndex));
  const ratings = problem.locked.map((lock) => lock.card.overall);
  let price = 0;
  for (const [index, place] of slotPlaces(problem, formation).entries()) {
    if (lockedSlots.has(index)) continue;
    let top = 0;
    let low = Infinity;
    cards.forEach((card, c) => {
      if (!positions[c]!.includes(place)) return;
      top = Math.max(top, card.overall);
      low = Math.min(low, card.cost);
    });
    if (top === 0) return null;
    ratings.push(top);
    price += low;
  }
  return { rating: squadRating(ratings), price };
};

/**
 * A stage's bound that holds with no solve at all, for a stage the solver left without one (its first
 * relaxation unfinished at the time limit), so that every answer still states a proven gap: chemistry at
 * most 3 per player who can stand in position (a fixed formation's locked card out of position earns
 * none); in a fixed formation the rating at most, and the price at least, what the best and the cheapest
 * card of every empty slot give (`slotBounds`); the price also at least the rating bound's least coins for
 * the squad rating floor. A free formation bounds the rating by 99 (or its cap) and the price by the
 * rating bound alone.
 */
/** The most chemistry any squad can have: 3 per player who can stand in position (a fixed locked card out of it earns none). */
export const chemistryCeiling = (problem: AutoBuildProblem): number => {
  const formation = problem.formations[0]!;
  const outOfPosition = isFixed(problem)
    ? problem.locked.filter(
        (lock) => !isInPosition(lock.card, formation.slots[lock.slotIndex]!.uniquePositionId),
      ).length
    : 0;
  return CHEMISTRY_MAX_PER_PLAYER * (ELEVEN - outOfPosition);
};

export const boundWithoutSolve = (
  problem: AutoBuildProblem,
  candidates: Candidates,
  stage: StageName,
  floor: number,
): number => {
  const perSlot = isFixed(problem) ? slotBounds(problem, candidates.cards, candidates.positions) : null;
  if (stage === 'chemistry') return chemistryCeiling(problem);
  if (stage === 'rating') return Math.min(perSlot?.rating ?? 99, problem.maxSquadRating ?? 99);
  const byRating =
    floor > 0
      ? RatingBound.over(problem.pool, floor).complete(problem.locked.map((lock) => lock.card.overall))
      : 0;
  return Math.max(perSlot?.price ?? 0, Number.isFinite(byRating) ? byRating : 0);
};

// --- the greedy start ------------------------------------------------------------------------------------

/**
 * A quick squad to start from: per formation, fill the empty slots (scarcest position first) with the
 * best card by a few orders (rating; each of the most common leagues, then rating; cheapest), keeping
 * enough budget for the cheapest fill of the slots left. Returns the lexicographically best feasible one.
 */
export const greedySquad = (
  problem: AutoBuildProblem,
  candidates: Candidates,
  /** Values earlier stages fixed (the squad must keep them) and the stage to favour first. */
  fix: StageFix = {},
  stage?: StageName,
): Squad11 | null => {
  const fixed = isFixed(problem);
  const pool = candidates.cards.slice(fixed ? 0 : problem.locked.length);
  const positionsOf = candidates.positions.slice(fixed ? 0 : problem.locked.length);
  const leagueCounts = new Map<number, number>();
  for (const card of pool) leagueCounts.set(card.leagueEaId, (leagueCounts.get(card.leagueEaId) ?? 0) + 1);
  const topLeagues = [...leagueCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([id]) => id);
  // A squad of cards all rated at least t rates at least t: the cheapest such cards are the SBC start.
  const target = Math.max(problem.minSquadRating ?? 0, fix.rating ?? 0);
  const targets = target > 0 ? [target, target + 1] : [];
  const atLeast = (t: number) => (a: PoolCard, b: PoolCard) =>
    Number(b.overall >= t) - Number(a.overall >= t) || a.cost - b.cost || b.overall - a.overall;
  const inLeague =
    (league: number, then: (a: PoolCard, b: PoolCard) => number) => (a: PoolCard, b: PoolCard) =>
      Number(b.leagueEaId === league || b.isIcon) - Number(a.leagueEaId === league || a.isIcon) || then(a, b);
  const byRating = (a: PoolCard, b: PoolCard) => b.overall - a.overall || a.cost - b.cost;
  // Under a rating cap: the best cards rated at most the cap first (a squad of them rates at most it).
  const cap = problem.maxSquadRating;
  const capped = (card: PoolCard) =>
    cap === undefined || card.overall <= cap ? card.overall : -card.overall;
  const byCappedRating = (a: PoolCard, b: PoolCard) => capped(b) - capped(a) || a.cost - b.cost;
  const orders: ((a: PoolCard, b: PoolCard) => number)[] = [
    byRating,
    ...(cap !== undefined
      ? [byCappedRating, ...topLeagues.map((league) => inLeague(league, byCappedRating))]
      : []),
    (a, b) => a.cost - b.cost || b.overall - a.overall,
    ...topLeagues.map((league) => inLeague(league, byRating)),
    ...targets.flatMap((t) => [atLeast(t), ...topLeagues.map((league) => inLeague(league, atLeast(t)))]),
  ];
  // The reduced pool's cards per general position, once.
  const byPosition = new Map<number, PoolCard[]>();
  pool.forEach((card, c) => {
    for (const g of positionsOf[c]!) byPosition.set(g, [...(byPosition.get(g) ?? []), card]);
  });
  const cheapest = new Map(
    [...byPosition].map(([g, cards]) => [g, Math.min(...cards.map((card) => card.cost))]),
  );
  const goalStages = stagesOf(problem.goal);
  const stages = stage ? [stage, ...goalStages.filter((other) => other !== stage)] : goalStages;
  const lockedIds = lockedIdsOf(problem);
  let best: { squad: Squad11; values: SquadValues } | null = null;
  const better = (a: SquadValues, b: SquadValues) => {
    for (const stage of stages) {
      const diff = stageGain(stage, b, a);
      if (diff !== 0) return diff > 0;
    }
    return false;
  };
  for (const order of orders) {
    const sorted = new Map([...byPosition].map(([g, cards]) => [g, [...cards].sort(order)]));
    for (const formation of problem.formations) {
      const squad = greedyFill(problem, formation, sorted, cheapest);
      if (!squad) continue;
      const values = squadValues(squad, problem.manager, lockedIds);
      if (!meetsConstraints(problem, values, squad) || !keepsFixes(fix, values)) continue;
      if (!best || better(values, best.values)) best = { squad, values };
    }
  }
  return best?.squad ?? null;
};

const greedyFill = (
  problem: AutoBuildProblem,
  formation: Formation,
  sorted: ReadonlyMap<number, readonly PoolCard[]>,
  cheapest: ReadonlyMap<number, number>,
): Squad11 | null => {
  const fixed = isFixed(problem);
  const cards: (PoolCard | null)[] = formation.slots.map(() => null);
  const usedBase = new Set(problem.locked.map((lock) => lock.card.basePlayerEaId));
  if (fixed) for (const lock of problem.locked) cards[lock.slotIndex] = lock.card;
  else {
    // Locked cards first, each in a free slot it is in position in.
    for (const lock of problem.locked) {
      const slot = formation.slots.findIndex(
        (s, i) => cards[i] === null && isInPosition(lock.card, s.uniquePositionId),
      );
      if (slot < 0) return null;
      cards[slot] = lock.card;
    }
  }
  const empty = formation.slots.flatMap((_, index) => (cards[index] === null ? [index] : []));
  const places = slotPlaces(problem, formation);
  const positionOf = (index: number) => places[index]!;
  if (empty.some((index) => !sorted.has(positionOf(index)))) return null;
  // Scarcest position first.
  empty.sort((a, b) => sorted.get(positionOf(a))!.length - sorted.get(positionOf(b))!.length);
  let reserve = empty.reduce((sum, index) => sum + cheapest.get(positionOf(index))!, 0);
  let left = problem.budget ?? Infinity;
  const rules = greedyRules(problem, cards, empty.map(positionOf), sorted);
  for (const index of empty) {
    const g = positionOf(index);
    reserve -= cheapest.get(g)!;
    rules.release(g);
    const card = sorted
      .get(g)!
      .find((c) => !usedBase.has(c.basePlayerEaId) && c.cost + reserve <= left && rules.admits(c));
    if (!card) return null;
    usedBase.add(card.basePlayerEaId);
    cards[index] = card;
    left -= card.cost;
    rules.place(card);
  }
  return { formation, cards: cards as PoolCard[] };
};

/**
 * An event's per-group caps and cap on the sum of overalls, kept while the greedy fills a squad: a card
 * whose club, league or nation is full is passed over, as is one whose overall leaves no room for the
 * lowest-rated card of each slot still to fill. Without them the greedy's squads broke the caps and it
 * found no start at all (a 4-4-2 under the FC Pro Open Qualifier's "at most 4 per club").
 */
const greedyRules = (
  problem: AutoBuildProblem,
  placed: readonly (PoolCard | null)[],
  toFill: readonly number[],
  sorted: ReadonlyMap<number, readonly PoolCard[]>,
) => {
  const caps = groupCaps(problem);
  const counts = caps.map(({ field }) => {
    const count = new Map<number, number>();
    for (const card of placed) if (card) count.set(card[field], (count.get(card[field]) ?? 0) + 1);
    return count;
  });
  const sumCap = problem.maxRatingSum ?? Infinity;
  // The lowest overall per position, only under a sum cap (the greedy runs a dozen orders per formation).
  const lowest = new Map(
    sumCap === Infinity
      ? []
      : [...sorted].map(([g, cards]) => [g, cards.reduce((low, card) => Math.min(low, card.overall), 99)]),
  );
  let sumLeft = sumCap - placed.reduce((sum, card) => sum + (card?.overall ?? 0), 0);
  let lowestRest = toFill.reduce((sum, g) => sum + (lowest.get(g) ?? 0), 0);
  return {
    /** The slot about to be filled leaves the reserve of lowest ratings. */
    release: (g: number) => {
      lowestRest -= lowest.get(g) ?? 0;
    },
    admits: (card: PoolCard): boolean =>
      caps.every(({ field, max }, i) => (counts[i]!.get(card[field]) ?? 0) < max) &&
      (sumCap === Infinity || card.overall + lowestRest <= sumLeft),
    place: (card: PoolCard) => {
      caps.forEach(({ field }, i) => counts[i]!.set(card[field], (counts[i]!.get(card[field]) ?? 0) + 1));
      sumLeft -= card.overall;
    },
  };
};

export const slotGeneralPosition = generalSlotPosition;
