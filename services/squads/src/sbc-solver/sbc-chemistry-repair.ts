/**
 * A first squad with a chemistry rule, grown from the cheapest squad without it (docs/sbc-solver.md
 * "Exact reductions", point 5): that squad meets every other rule, and chemistry is then bought one card
 * at a time, each step the swap that adds the most chemistry per coin while every other rule still holds.
 * A heuristic start, not a proof: the search that follows proves or beats it. It matters where the cores
 * (8 or more of one league or nation) cannot reach the squad rating cheaply, as at 89–90 with chemistry
 * 10–25, where a few pairs of one nation or league suffice and the cores found no squad in 10 s.
 */
import { checkSbcRequirements, generalSlotPosition, isInPosition, type SbcRuleV1 } from '@futgg/game-rules';
import { chemistryOf, ratingOf, type RuleFacts, type SbcCard, type SbcSquad } from './sbc-model.js';

/** A swap that adds chemistry for free still counts what it adds against this many coins. */
const FREE_STEP_COINS = 50;
/**
 * A point of chemistry outweighs any change of `concentration` (at most 3 · 11² over the squad's groups),
 * so every step raises chemistry · this + concentration and the repair ends.
 */
const CHEMISTRY_WEIGHT = 1_000;

/**
 * How much the squad's cards share clubs, leagues and nations: the sum over groups of their cards squared.
 * Where no single swap adds chemistry yet (a pair must exist before either earns a point), a swap that
 * joins a group is the step towards one.
 */
const concentration = (cards: readonly SbcCard[]) => {
  const counts = new Map<string, number>();
  for (const card of cards)
    for (const key of [`c${card.clubEaId}`, `l${card.leagueEaId}`, `n${card.nationEaId}`])
      counts.set(key, (counts.get(key) ?? 0) + 1);
  let total = 0;
  for (const count of counts.values()) total += count * count;
  return total;
};

export interface ChemistryRepair {
  /** A squad on one formation meeting every rule but the chemistry minimum. */
  squad: SbcSquad;
  /** The cards that may come in (each eaId once). */
  pool: readonly SbcCard[];
  rules: readonly SbcRuleV1[];
  facts: RuleFacts;
  /** Cards that stay where they are. */
  lockedIds: ReadonlySet<number>;
  /** What a card costs in the objective. */
  weight: (card: SbcCard) => number;
  /** performance.now() time at which the repair gives up. */
  deadline: number;
}

const chemistryKey = (card: SbcCard) =>
  `${card.clubEaId}|${card.leagueEaId}|${card.nationEaId}|${card.isIcon}|${card.isHero}|${card.isFullChemistry ?? false}`;

/**
 * The cards worth trying at a position: in position there, and of each chemistry key only those that fewer
 * than `copies` cheaper cards of the key match in rating (the same links for less, as much rating or more).
 * `copies` is the formation's slots at that position: two strikers may both want the key's cheapest two.
 */
const frontier = (
  pool: readonly SbcCard[],
  position: number,
  copies: number,
  weight: (card: SbcCard) => number,
) => {
  const kept = new Map<string, number[]>();
  return pool
    .filter((card) => isInPosition(card, position))
    .sort((a, b) => weight(a) - weight(b) || b.overall - a.overall)
    .filter((card) => {
      const key = chemistryKey(card);
      const ratings = kept.get(key) ?? [];
      if (ratings.filter((rating) => rating >= card.overall).length >= copies) return false;
      kept.set(key, [...ratings, card.overall]);
      return true;
    });
};

/** Whether the card shares a club, league or nation with another card of the squad (or links by itself). */
const links = (card: SbcCard, others: readonly SbcCard[]) =>
  card.isIcon ||
  card.isHero ||
  card.isFullChemistry === true ||
  others.some(
    (other) =>
      other.clubEaId === card.clubEaId ||
      other.leagueEaId === card.leagueEaId ||
      other.nationEaId === card.nationEaId,
  );

/** The squad with chemistry at the rule's minimum and every other rule kept, or null when none was reached. */
export const repairChemistry = ({
  squad,
  pool,
  rules,
  facts,
  lockedIds,
  weight,
  deadline,
}: ChemistryRepair): SbcSquad | null => {
  const others = { version: 1 as const, rules: rules.filter((rule) => rule.type !== 'teamChemistryMin') };
  const meetsOthers = (trial: SbcSquad, rating: number, chemistry: number) =>
    checkSbcRequirements(others, {
      formationId: trial.formation.id,
      rating,
      chemistry,
      players: trial.cards.map((card) => ({ ...card, rating: card.overall })),
    }).passed;
  const general = squad.formation.slots.map((slot) => generalSlotPosition(slot.uniquePositionId));
  const fronts = new Map<number, SbcCard[]>();
  const frontAt = (slot: number) => {
    const position = general[slot]!;
    let front = fronts.get(position);
    if (!front) {
      const copies = general.filter((other) => other === position).length;
      fronts.set(position, (front = frontier(pool, position, copies, weight)));
    }
    return front;
  };
  let current = squad;
  let chemistry = chemistryOf(current);
  while (chemistry < facts.minChemistry) {
    if (performance.now() > deadline) return null;
    const concentrated = concentration(current.cards);
    let move: { squad: SbcSquad; chemistry: number; score: number } | null = null;
    current.cards.forEach((out, slot) => {
      if (lockedIds.has(out.eaId)) return;
      const rest = current.cards.filter((_, index) => index !== slot);
      const bases = new Set(rest.map((card) => card.basePlayerEaId));
      for (const card of frontAt(slot)) {
        if (bases.has(card.basePlayerEaId) || card.eaId === out.eaId || !links(card, rest)) continue;
        const cards = [...current.cards];
        cards[slot] = card;
        const trial = { formation: current.formation, cards };
        const rating = ratingOf(trial);
        if (rating < facts.minRating) continue;
        const gained = chemistryOf(trial) - chemistry;
        const progress = gained * CHEMISTRY_WEIGHT + concentration(cards) - concentrated;
        if (gained < 0 || progress <= 0) continue;
        const score = progress / (Math.max(0, weight(card) - weight(out)) + FREE_STEP_COINS);
        if (move && score <= move.score) continue;
        if (!meetsOthers(trial, rating, chemistry + gained)) continue;
        move = { squad: trial, chemistry: chemistry + gained, score };
      }
    });
    if (!move) return null;
    current = (move as { squad: SbcSquad }).squad;
    chemistry = (move as { chemistry: number }).chemistry;
  }
  return current;
};
