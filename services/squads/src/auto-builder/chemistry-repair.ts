/**
 * A squad with a chemistry minimum, grown from a squad that meets every other constraint (the cheapest
 * without the minimum): chemistry is bought one card at a time, each step the swap that adds the most
 * chemistry per unit of weight (coins) while every other constraint still holds. A heuristic start, not a
 * proof: the search that follows proves or beats it. Shared by the SBC solver (docs/sbc-solver.md "Exact
 * reductions", point 5) and the auto-builder's price stage (docs/auto-builder.md "Stages, starts and exact
 * reductions", point 3).
 */
import { generalSlotPosition, isInPosition, type Formation } from '@futgg/game-rules';
import type { PoolCard } from './auto-build-model.js';

export interface RepairSquad<Card extends PoolCard> {
  formation: Formation;
  /** Aligned with formation.slots. */
  cards: Card[];
}

export interface ChemistryRepairInput<Card extends PoolCard> {
  /** A squad on one formation meeting every constraint but the chemistry minimum. */
  squad: RepairSquad<Card>;
  /** The cards that may come in (each eaId once). */
  pool: readonly Card[];
  minChemistry: number;
  /** Cards that stay where they are. */
  lockedIds: ReadonlySet<number>;
  /** What a card costs in the objective. */
  weight: (card: Card) => number;
  chemistryOf: (squad: RepairSquad<Card>) => number;
  /** A cheap test first (the rating floor): a trial failing it is not valued. */
  inReach: (squad: RepairSquad<Card>) => boolean;
  /** Every constraint but the chemistry minimum, given the trial's chemistry. */
  keeps: (squad: RepairSquad<Card>, chemistry: number) => boolean;
  /** performance.now() time at which the repair gives up. */
  deadline: number;
}

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
const concentration = (cards: readonly PoolCard[]) => {
  const counts = new Map<string, number>();
  for (const card of cards)
    for (const key of [`c${card.clubEaId}`, `l${card.leagueEaId}`, `n${card.nationEaId}`])
      counts.set(key, (counts.get(key) ?? 0) + 1);
  let total = 0;
  for (const count of counts.values()) total += count * count;
  return total;
};

const chemistryKey = (card: PoolCard) =>
  `${card.clubEaId}|${card.leagueEaId}|${card.nationEaId}|${card.isIcon}|${card.isHero}|${card.isFullChemistry ?? false}`;

/**
 * The cards worth trying at a position: in position there, and of each chemistry key only those that fewer
 * than `copies` cheaper cards of the key match in rating (the same links for less, as much rating or more).
 * `copies` is the formation's slots at that position: two strikers may both want the key's cheapest two.
 */
const frontier = <Card extends PoolCard>(
  pool: readonly Card[],
  position: number,
  copies: number,
  weight: (card: Card) => number,
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
const links = (card: PoolCard, others: readonly PoolCard[]) =>
  card.isIcon ||
  card.isHero ||
  card.isFullChemistry === true ||
  others.some(
    (other) =>
      other.clubEaId === card.clubEaId ||
      other.leagueEaId === card.leagueEaId ||
      other.nationEaId === card.nationEaId,
  );

/** The squad with chemistry at the minimum and every other constraint kept, or null when none was reached. */
export const repairChemistry = <Card extends PoolCard>({
  squad,
  pool,
  minChemistry,
  lockedIds,
  weight,
  chemistryOf,
  inReach,
  keeps,
  deadline,
}: ChemistryRepairInput<Card>): RepairSquad<Card> | null => {
  const general = squad.formation.slots.map((slot) => generalSlotPosition(slot.uniquePositionId));
  const fronts = new Map<number, Card[]>();
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
  while (chemistry < minChemistry) {
    if (performance.now() > deadline) return null;
    const concentrated = concentration(current.cards);
    let move: { squad: RepairSquad<Card>; chemistry: number; score: number } | null = null;
    for (const [slot, out] of current.cards.entries()) {
      if (lockedIds.has(out.eaId)) continue;
      const rest = current.cards.filter((_, index) => index !== slot);
      const bases = new Set(rest.map((card) => card.basePlayerEaId));
      for (const card of frontAt(slot)) {
        if (bases.has(card.basePlayerEaId) || card.eaId === out.eaId || !links(card, rest)) continue;
        const cards = [...current.cards];
        cards[slot] = card;
        const trial = { formation: current.formation, cards };
        if (!inReach(trial)) continue;
        const gained = chemistryOf(trial) - chemistry;
        const progress = gained * CHEMISTRY_WEIGHT + concentration(cards) - concentrated;
        if (gained < 0 || progress <= 0) continue;
        const score = progress / (Math.max(0, weight(card) - weight(out)) + FREE_STEP_COINS);
        if (move && score <= move.score) continue;
        if (!keeps(trial, chemistry + gained)) continue;
        move = { squad: trial, chemistry: chemistry + gained, score };
      }
    }
    if (!move) return null;
    current = move.squad;
    chemistry = move.chemistry;
  }
  return current;
};
