import { SbcSolvePool, type SquadPoolCard } from '@futgg/contracts';
import { sbcPoolOf } from './sbc-pool.js';

const cardOf = (eaId: number, price: number | null, overall = 80): SquadPoolCard =>
  ({
    eaId,
    basePlayerEaId: eaId,
    position: 25,
    alternativePositionIds: [],
    clubEaId: 1,
    leagueEaId: 13,
    nationEaId: 14,
    rarityEaId: 1,
    overall,
    price,
  }) as SquadPoolCard;

const catalog = [cardOf(1, 900), cardOf(2, 1_500), cardOf(3, 700), cardOf(4, null)];
const optionsOf = (options: Partial<SbcSolvePool> = {}) => SbcSolvePool.parse(options);
const copiesOf = (cards: readonly { eaId: number; source: string; cost: number }[]) =>
  cards.map(({ eaId, source, cost }) => [eaId, source, cost]);

describe(sbcPoolOf.name, () => {
  it("offers each card once at its cheapest copy, a club card's duplicates first, the rest as spares", () => {
    const club = [
      { eaId: 1, isUntradeable: true, duplicates: 2 },
      { eaId: 2, isUntradeable: false, duplicates: 0 },
      { eaId: 4, isUntradeable: false },
    ];
    const pool = sbcPoolOf(catalog, club, optionsOf(), []);
    expect(copiesOf(pool.pool)).toEqual([
      // Card 1: a duplicate and the club's copy both cost nothing; the duplicate goes first.
      [1, 'duplicate', 0],
      // A tradeable club card costs its market price, and comes before buying it at the same price.
      [2, 'club', 1_500],
      // A card without a price costs its discard value.
      [4, 'club', expect.any(Number)],
      [3, 'market', 700],
    ]);
    // The other owned copies of card 1, never a second purchase.
    expect(copiesOf(pool.spares)).toEqual([
      [1, 'duplicate', 0],
      [1, 'club', 0],
    ]);
    expect(pool.club).toBe(5);
    expect(pool.spares.every((card) => card.isUntradeable)).toBe(true);
  });

  it("adds the request's duplicates to the club's and leaves excluded and locked cards' copies out", () => {
    const club = [{ eaId: 1, isUntradeable: true, duplicates: 1 }];
    const pool = sbcPoolOf(
      catalog,
      club,
      optionsOf({ duplicates: [{ eaId: 3, isUntradeable: true }], excludedEaIds: [1] }),
      [],
    );
    expect(copiesOf(pool.pool)).toEqual([
      [3, 'duplicate', 0],
      [2, 'market', 1_500],
    ]);
    // Card 3 on the market is not a second copy to spend.
    expect(pool.spares).toEqual([]);
    const locked = sbcPoolOf(catalog, club, optionsOf({ lockedEaIds: [1] }), []);
    expect(copiesOf(locked.locked)).toEqual([[1, 'duplicate', 0]]);
    expect(locked.spares).toEqual([]);
  });

  it('reads no club duplicates when the club is not in the pool', () => {
    const pool = sbcPoolOf(catalog, null, optionsOf(), []);
    expect(pool.pool.every((card) => card.source === 'market')).toBe(true);
    expect(pool.spares).toEqual([]);
  });
});
