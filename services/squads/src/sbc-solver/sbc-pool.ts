import { DomainError, type SbcSolvePool, type SquadPoolCard } from '@futgg/contracts';
import { discardValue } from '@futgg/game-rules';
import { poolCardOf, type ClubCard } from '../auto-builder/auto-build-request.js';
import type { SbcCard, SbcCardSource } from './sbc-model.js';

export interface SbcPool {
  /** Every card that may be spent, one per eaId, locked ones left out. */
  pool: SbcCard[];
  locked: SbcCard[];
  /** How many club (and duplicate) cards and market cards the pool was made of. */
  club: number;
  market: number;
}

/** Source order on equal cost: a duplicate before a club card before buying. */
const PREFERENCE: Record<SbcCardSource, number> = { duplicate: 0, club: 1, market: 2 };

/**
 * The cards a solve may spend (docs/sbc-solver.md "The pool"): the caller's club and duplicates (an
 * untradeable card costs nothing; a tradeable one its market price or its discard value, as asked), and
 * the market's cards at their price under the key. A card owned and on the market is kept once, at its
 * lower cost. Excluded cards and the current squad's (`keep`) leave the pool; locked cards are taken out
 * of it and must be owned or on the market.
 */
export const sbcPoolOf = (
  catalog: readonly SquadPoolCard[],
  club: readonly ClubCard[] | null,
  options: SbcSolvePool,
  keep: readonly number[],
): SbcPool => {
  const byId = new Map(catalog.map((card) => [card.eaId, card]));
  const best = new Map<number, SbcCard>();
  const offer = (card: SquadPoolCard, source: SbcCardSource, isUntradeable: boolean, cost: number) => {
    const candidate: SbcCard = {
      ...poolCardOf(card, cost),
      source,
      isUntradeable,
      value: card.price ?? 0,
    };
    const current = best.get(card.eaId);
    if (
      !current ||
      cost < current.cost ||
      (cost === current.cost && PREFERENCE[source] < PREFERENCE[current.source])
    )
      best.set(card.eaId, candidate);
  };
  const ownedCost = (card: SquadPoolCard, isUntradeable: boolean) =>
    isUntradeable
      ? 0
      : options.tradeableCost === 'discard' || card.price === null
        ? discardValue(card.overall, card.rarityEaId)
        : card.price;
  let clubCount = 0;
  for (const owned of club ?? []) {
    const card = byId.get(owned.eaId);
    if (!card) continue;
    clubCount += 1;
    offer(card, 'club', owned.isUntradeable, ownedCost(card, owned.isUntradeable));
  }
  for (const duplicate of options.duplicates) {
    const card = byId.get(duplicate.eaId);
    if (!card)
      throw new DomainError('INVALID_INPUT', `no card ${duplicate.eaId} in this game year`, {
        field: 'pool.duplicates',
      });
    clubCount += 1;
    offer(card, 'duplicate', duplicate.isUntradeable, ownedCost(card, duplicate.isUntradeable));
  }
  let marketCount = 0;
  if (options.market) {
    for (const card of catalog) {
      if (card.price === null) continue;
      marketCount += 1;
      offer(card, 'market', false, card.price);
    }
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
    locked,
    club: clubCount,
    market: marketCount,
  };
};
