import {
  keepsFixes,
  lockedIdsOf,
  meetsConstraints,
  slotPlaces,
  squadValues,
  stageGain,
  type AutoBuildProblem,
  type Candidates,
  type PoolCard,
  type Squad11,
  type StageFix,
  type StageName,
} from './auto-build-model.js';

/** One search of better squads one card away (shared by the auto-builder and the SBC solver). */
export interface SwapSearch<C extends Pick<PoolCard, 'eaId' | 'basePlayerEaId'>> {
  /** The squad's cards, by slot. */
  cards: readonly C[];
  /** The slots whose card may change. */
  open: readonly number[];
  /** The cards that may take a slot, in the order to try them. */
  candidates: (slot: number) => readonly C[];
  /**
   * The squad's value to lower (a cost, or minus a chemistry or rating), or null when it breaks a rule.
   * Called with the slot changed and the card put there, so a caller can re-arrange the cards.
   */
  valueOf: (cards: readonly C[]) => number | null;
  /** True once no card from here on in the slot's order can lower the value (the rest is skipped). */
  exhausted?: (card: C, current: C) => boolean;
  /** The slot's first card that lowers the value is its best (candidates sorted by the value itself). */
  firstIsBest?: boolean;
  /** `performance.now()` at which to stop. */
  deadline: number;
}

/**
 * Better squads one card away: for each open slot, the best card to put there instead (a card of a base
 * player already in the squad only in its own place), made when it lowers the value; passes repeat until
 * none helps or the deadline passes. The answer is never worse than the start: only improving swaps are
 * made, each valued by the caller (game-rules' values, so the squad is exactly as good as it says).
 */
export const swapSearch = <C extends Pick<PoolCard, 'eaId' | 'basePlayerEaId'>>(
  search: SwapSearch<C>,
): C[] => {
  let cards = [...search.cards];
  let value = search.valueOf(cards);
  if (value === null) return cards;
  for (let improved = true; improved && performance.now() < search.deadline;) {
    improved = false;
    for (const slot of search.open) {
      if (performance.now() >= search.deadline) break;
      const current = cards[slot]!;
      const usedBase = new Set(cards.map((card) => card.basePlayerEaId));
      let best: { cards: C[]; value: number } | null = null;
      for (const card of search.candidates(slot)) {
        if (search.exhausted?.(card, current)) break;
        if (card.eaId === current.eaId) continue;
        if (usedBase.has(card.basePlayerEaId) && card.basePlayerEaId !== current.basePlayerEaId) continue;
        const trial = cards.map((c, i) => (i === slot ? card : c));
        const trialValue = search.valueOf(trial);
        if (trialValue === null || trialValue >= (best?.value ?? value)) continue;
        best = { cards: trial, value: trialValue };
        if (search.firstIsBest) break;
      }
      if (best) {
        cards = best.cards;
        value = best.value;
        improved = true;
      }
    }
  }
  return cards;
};

/**
 * The auto-builder's swaps around its incumbent, before a stage's solve and after a stage its limit
 * stopped: a cheap incumbent is what prunes the pool (the rating bound's filter) and cuts the solver's
 * search, and the greedy starts and HiGHS's own incumbents often leave an easy swap (an expensive card
 * where a cheaper one keeps the chemistry and the rating). The cards in position at a slot are tried
 * cheapest first for the price (the first that fits is the slot's best), best rated first for the rating
 * (none rated at most the current card can raise it), and all of them for the chemistry; a swap must keep
 * the problem's constraints and the values earlier stages fixed.
 */
export const improveBySwaps = (
  problem: AutoBuildProblem,
  candidates: Candidates,
  squad: Squad11,
  fix: StageFix,
  stage: StageName,
  deadline: number,
): Squad11 => {
  const lockedIds = lockedIdsOf(problem);
  const offset = problem.formations.length > 1 ? problem.locked.length : 0;
  const byPosition = new Map<number, PoolCard[]>();
  candidates.cards.forEach((card, c) => {
    if (c < offset) return;
    for (const g of candidates.positions[c]!) {
      const list = byPosition.get(g);
      if (list) list.push(card);
      else byPosition.set(g, [card]);
    }
  });
  const order =
    stage === 'rating'
      ? (a: PoolCard, b: PoolCard) => b.overall - a.overall || a.cost - b.cost
      : (a: PoolCard, b: PoolCard) => a.cost - b.cost;
  for (const list of byPosition.values()) list.sort(order);
  const { formation } = squad;
  const places = slotPlaces(problem, formation);
  const start = squadValues(squad, problem.manager, lockedIds);
  const cards = swapSearch<PoolCard>({
    cards: squad.cards,
    open: formation.slots.flatMap((_, index) => (lockedIds.has(squad.cards[index]!.eaId) ? [] : [index])),
    candidates: (slot) => byPosition.get(places[slot]!) ?? [],
    valueOf: (trial) => {
      const squad = { formation, cards: [...trial] };
      const values = squadValues(squad, problem.manager, lockedIds);
      const fits = meetsConstraints(problem, values, squad) && keepsFixes(fix, values);
      return fits ? -stageGain(stage, start, values) : null;
    },
    exhausted:
      stage === 'price'
        ? (card, current) => card.cost >= current.cost
        : stage === 'rating'
          ? (card, current) => card.overall <= current.overall
          : undefined,
    firstIsBest: stage === 'price',
    deadline,
  });
  return { formation, cards };
};
