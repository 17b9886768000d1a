import { DomainError, type SbcSolvePool, type SquadPoolCard } from '@futgg/contracts';
import { discardValue } from '@futgg/game-rules';
import { poolCardOf, type ClubCard } from '../auto-builder/auto-build-request.js';
import type { SbcCard, SbcCardSource } from './sbc-model.js';

export interface SbcPool {
  /** Every card that may be spent, one per eaId (its cheapest copy), locked ones left out. */
  pool: SbcCard[];
  /**
   * The further copies the user owns of the pool's cards (a duplicate beside the club's copy), cheapest
   * first: when a set's challenge spends a card, its next copy is there for the next challenges.
   */
  spares: SbcCard[];
  locked: SbcCard[];
  /** How many club (and duplicate) cards and market cards the pool was made of. */
  club: number;
  market: number;
}

/** Source order on equal cost: a duplicate before a club card before buying. */
const PREFERENCE: Record<SbcCardSource, number> = { duplicate: 0, club: 1, market: 2 };

const cheaperFirst = (a: SbcCard, b: SbcCard) =>
  a.cost - b.cost || PREFERENCE[a.source] - PREFERENCE[b.source];

/**
 * The cards a solve may spend (docs/sbc-solver.md "The pool"): the caller's club with the duplicates it
 * holds and those the request names (an untradeable card costs nothing; a tradeable one its market price
 * or its discard value, as asked), and the market's cards at their price under the key. Each card is in
 * the pool once, at its cheapest copy (a duplicate before the club's copy before buying, on equal cost);
 * the other owned copies are the spares. Excluded cards and the current squad's (`keep`) leave the pool;
 * locked cards are taken out of it and must be owned or on the market.
 */
export const sbcPoolOf = (
  catalog: readonly SquadPoolCard[],
  club: readonly ClubCard[] | null,
  options: SbcSolvePool,
  keep: readonly number[],
): SbcPool => {
  const byId = new Map(catalog.map((card) => [card.eaId, card]));
  const copies = new Map<number, SbcCard[]>();
  const offer = (card: SquadPoolCard, source: SbcCardSource, isUntradeable: boolean, cost: number) => {
    const copy: SbcCard = { ...poolCardOf(card, cost), source, isUntradeable, value: card.price ?? 0 };
    const known = copies.get(card.eaId);
    if (known) known.push(copy);
    else copies.set(card.eaId, [copy]);
  };
  const ownedCost = (card: SquadPoolCard, isUntradeable: boolean) =>
    isUntradeable
      ? 0
      : options.tradeableCost === 'discard' || card.price === null
        ? discardValue(card.overall, card.rarityEaId)
        : card.price;
  let clubCount = 0;
  const ownDuplicate = (card: SquadPoolCard, isUntradeable: boolean) => {
    clubCount += 1;
    offer(card, 'duplicate', isUntradeable, ownedCost(card, isUntradeable));
  };
  for (const owned of club ?? []) {
    const card = byId.get(owned.eaId);
    if (!card) continue;
    clubCount += 1;
    offer(card, 'club', owned.isUntradeable, ownedCost(card, owned.isUntradeable));
    // The game stores untradeable duplicates only (its SBC storage).
    for (let copy = 0; copy < (owned.duplicates ?? 0); copy += 1) ownDuplicate(card, true);
  }
  for (const duplicate of options.duplicates) {
    const card = byId.get(duplicate.eaId);
    if (!card)
      throw new DomainError('INVALID_INPUT', `no card ${duplicate.eaId} in this game year`, {
        field: 'pool.duplicates',
      });
    ownDuplicate(card, duplicate.isUntradeable);
  }
  let marketCount = 0;
  if (options.market) {
    for (const card of catalog) {
      if (card.price === null) continue;
      marketCount += 1;
      offer(card, 'market', false, card.price);
    }
  }
  const best = new Map<number, SbcCard>();
  const spares: SbcCard[] = [];
  for (const [eaId, offers] of copies) {
    offers.sort(cheaperFirst);
    best.set(eaId, offers[0]!);
    // A set never buys a card twice: only owned copies come after the first.
    spares.push(...offers.slice(1).filter((copy) => copy.source !== 'market'));
  }
  const locked = options.lockedEaIds.map((eaId) => {
    const card = best.get(eaId);
    if (!card)
      throw new DomainError(
        'INVALID_INPUT',
        `card ${eaId} is neither in the pool's club cards nor on the market`,
        { field: 'pool.lockedEaIds' },
      );
    return card;
  });
  const out = new Set([...options.excludedEaIds, ...keep, ...options.lockedEaIds]);
  return {
    pool: [...best.values()].filter((card) => !out.has(card.eaId)),
    spares: spares.filter((card) => !out.has(card.eaId)),
    locked,
    club: clubCount,
    market: marketCount,
  };
};
