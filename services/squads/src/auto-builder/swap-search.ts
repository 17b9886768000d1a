import {
  keepsFixes,
  stageGain,
  lockedIdsOf,
  meetsConstraints,
  squadValues,
  type AutoBuildProblem,
  type Candidates,
  type PoolCard,
  type Squad11,
  type SquadValues,
  type StageFix,
  type StageName,
} from './auto-build-model.js';

/**
 * Better squads one card away from the incumbent, before a stage's solve: a cheap incumbent is what
 * prunes the pool (the rating bound's filter) and cuts the solver's search, and HiGHS's own incumbents
 * and the greedy starts often leave an easy swap (an expensive card where a cheaper one keeps the
 * chemistry and the rating). For each open slot, the cards in position there are tried in the stage's
 * order (cheapest first for the price, best rated first for the rating, all for the chemistry), and the
 * slot's best swap that keeps the problem's constraints and the fixed values and improves the stage's
 * value is made; passes repeat until none helps or the deadline (`performance.now()`) passes. Game-rules
 * values every squad tried, so the answer is exactly as good as it says.
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
  const free = problem.formations.length > 1;
  const offset = free ? problem.locked.length : 0;
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

  let cards = [...squad.cards];
  let values = squadValues(squad, problem.manager, lockedIds);
  const open = squad.formation.slots.flatMap((_, index) =>
    lockedIds.has(cards[index]!.eaId) ? [] : [index],
  );
  for (let improved = true; improved && performance.now() < deadline;) {
    improved = false;
    for (const index of open) {
      if (performance.now() >= deadline) break;
      const current = cards[index]!;
      const usedBase = new Set(cards.map((card) => card.basePlayerEaId));
      let best: { card: PoolCard; values: SquadValues } | null = null;
      for (const card of byPosition.get(squad.formation.slots[index]!.generalPositionId) ?? []) {
        // Sorted: nothing further down the list can lower the price or raise the rating.
        if (stage === 'price' && card.cost >= current.cost) break;
        if (stage === 'rating' && card.overall <= current.overall) break;
        if (usedBase.has(card.basePlayerEaId) && card.basePlayerEaId !== current.basePlayerEaId) continue;
        if (card.eaId === current.eaId) continue;
        const trial = { formation: squad.formation, cards: cards.map((c, i) => (i === index ? card : c)) };
        const trialValues = squadValues(trial, problem.manager, lockedIds);
        if (stageGain(stage, best?.values ?? values, trialValues) <= 0) continue;
        if (!meetsConstraints(problem, trialValues, trial) || !keepsFixes(fix, trialValues)) continue;
        best = { card, values: trialValues };
        // The first that fits is the slot's best for the price (cheapest first).
        if (stage === 'price') break;
      }
      if (best) {
        cards = cards.map((c, i) => (i === index ? best.card : c));
        values = best.values;
        improved = true;
      }
    }
  }
  return { formation: squad.formation, cards };
};
