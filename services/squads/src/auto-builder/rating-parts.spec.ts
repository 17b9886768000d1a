import { squadRating } from '@futgg/game-rules';
import { RatingBound } from '../sbc-solver/sbc-bounds.js';
import { prng } from '../testing/seeded-random.js';
import { ratingParts, ratingSumRows, searchParts, type PartAnswer, type RatingSum } from './rating-parts.js';
import type { Term } from './squad-program.js';

/** Whether LP rows hold with the given column values (rows as squad-program writes them). */
const rowsHold = (rows: readonly string[], values: ReadonlyMap<string, number>): boolean =>
  rows.every((row) => {
    const [, body] = row.split(/:(.*)/s);
    const match = /^(.*?)(>=|<=|=)\s*(-?\d+)\s*$/s.exec(body!.trim())!;
    const [, lhs, sense, rhs] = match;
    let total = 0;
    for (const term of lhs!.matchAll(/([+-]?)\s*(\d+(?:\.\d+)?)\s+([A-Za-z_]\w*)/g)) {
      total += (term[1] === '-' ? -1 : 1) * Number(term[2]) * (values.get(term[3]!) ?? 0);
    }
    const right = Number(rhs);
    return sense === '>=' ? total >= right : sense === '<=' ? total <= right : total === right;
  });

describe('ratingSumRows', () => {
  it("holds exactly when the squad's sum is the part's and its EA rating is within the floor and cap", () => {
    const random = prng(11);
    let reached = 0;
    let refused = 0;
    for (let round = 0; round < 3_000; round += 1) {
      // A pool of 14 cards, 11 of them placed; some squads have fixed (locked) cards as constants.
      const fixedCount = random.int(0, 4);
      const constants = Array.from({ length: fixedCount }, () => random.int(45, 99));
      const cards = Array.from({ length: 14 }, () => ({ overall: random.int(45, 99) }));
      const placedIdx = new Set<number>();
      while (placedIdx.size < 11 - fixedCount) placedIdx.add(random.int(0, cards.length - 1));
      const ratings = [...constants, ...[...placedIdx].map((c) => cards[c]!.overall)];
      const rating = squadRating(ratings);
      const total = ratings.reduce((a, b) => a + b, 0);
      const floor = rating + random.int(-2, 2);
      const cap = random.chance(0.4) ? rating + random.int(-2, 2) : undefined;
      const placed = (c: number, coef: number): Term[] => [{ name: `x${c}`, coef }];
      const values = new Map(cards.map((_, c) => [`x${c}`, placedIdx.has(c) ? 1 : 0]));
      const input = { cards, placed, constants, floor, cap };
      // The squad's own sum: the rows hold iff the rating is within the floor and the cap.
      const within = rating >= floor && (cap === undefined || rating <= cap);
      expect(rowsHold(ratingSumRows(input, { exactly: total }), values)).toBe(within);
      if (within) reached += 1;
      else refused += 1;
      // Another sum never holds.
      expect(rowsHold(ratingSumRows(input, { exactly: total + random.int(1, 5) }), values)).toBe(false);
      // The open part: every sum from 11·floor up, each of which rates at least the floor.
      const atLeast: RatingSum = { atLeast: 11 * floor };
      expect(rowsHold(ratingSumRows({ ...input, cap: undefined }, atLeast), values)).toBe(
        total >= 11 * floor,
      );
      if (total >= 11 * floor) expect(rating).toBeGreaterThanOrEqual(floor);
    }
    expect(reached).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });
});

describe('ratingParts', () => {
  /** Every way to pick `k` of `n` indexes. */
  const choose = (n: number, k: number): number[][] => {
    if (k === 0) return [[]];
    if (n < k) return [];
    return [...choose(n - 1, k - 1).map((rest) => [...rest, n - 1]), ...choose(n - 1, k)];
  };

  it('covers every squad reaching the floor within the ceiling by a part bounded by its cost', () => {
    const random = prng(5);
    let covered = 0;
    for (let round = 0; round < 40; round += 1) {
      // Fixed cards rated below every card of the pool now and then (locked fodder).
      const fixed = Array.from({ length: random.int(0, 3) }, () =>
        random.chance(0.5) ? random.int(40, 60) : random.int(70, 95),
      );
      // Narrow pools: a low fixed card puts the sum below 11 times the pool's lowest rating.
      const base = random.int(70, 88);
      const pool = Array.from({ length: 13 - fixed.length }, () => ({
        overall: random.int(base, base + 4),
        cost: random.int(0, 50) * 100,
      }));
      const free = 11 - fixed.length;
      const floor = random.int(base - 4, base + 2);
      const cap = random.chance(0.3) ? floor + random.int(0, 3) : undefined;
      const ceiling = random.chance(0.5) ? Infinity : random.int(10, 40) * 100;
      const parts = ratingParts(new RatingBound(pool, floor), fixed, floor, cap, ceiling);
      for (const chosen of choose(pool.length, free)) {
        const ratings = [...fixed, ...chosen.map((c) => pool[c]!.overall)];
        const rating = squadRating(ratings);
        const cost = chosen.reduce((sum, c) => sum + pool[c]!.cost, 0);
        if (rating < floor || (cap !== undefined && rating > cap) || cost > ceiling) continue;
        const total = ratings.reduce((a, b) => a + b, 0);
        const part = parts.find((p) =>
          'exactly' in p.sum ? p.sum.exactly === total : total >= p.sum.atLeast,
        );
        expect(part).toBeDefined();
        expect(part!.bound).toBeLessThanOrEqual(cost);
        covered += 1;
      }
      // Cheapest first.
      for (let i = 1; i < parts.length; i += 1)
        expect(parts[i]!.bound).toBeGreaterThanOrEqual(parts[i - 1]!.bound);
    }
    expect(covered).toBeGreaterThan(100);
  });
});

describe('searchParts', () => {
  /** Parts whose best squads are known: a "squad" here is its objective value. */
  const solver =
    (answers: Map<number, number | null>, log: number[], timeLimited = new Set<number>()) =>
    async (part: { id: number; bound: number }, cutoff: number | undefined): Promise<PartAnswer<number>> => {
      log.push(part.id);
      const value = answers.get(part.id) ?? null;
      if (timeLimited.has(part.id)) return { status: 'time-limit', squad: null, bound: part.bound };
      if (value === null || (cutoff !== undefined && value > cutoff))
        return { status: 'infeasible', squad: null, bound: NaN };
      return { status: 'optimal', squad: value, bound: value };
    };

  it('finds the least value, never solving a part whose bound cannot beat the best', async () => {
    const log: number[] = [];
    const parts = [
      { id: 1, bound: 100 },
      { id: 2, bound: 120 },
      { id: 3, bound: 150 },
    ];
    const result = await searchParts({
      sense: 'min',
      parts,
      incumbent: null,
      timeLimitSeconds: 5,
      valueOf: (squad: number) => squad,
      solve: solver(
        new Map([
          [1, 140],
          [2, 130],
          [3, 151],
        ]),
        log,
      ),
    });
    expect(result).toMatchObject({ status: 'optimal', best: { value: 130 }, bound: 130 });
    // Part 3's bound (150) is above the best (130): never solved.
    expect(log).toEqual([1, 2]);
  });

  it('reports the open part’s bound when a part is not closed, and stops at the first squad when asked', async () => {
    const open = await searchParts({
      sense: 'min',
      parts: [
        { id: 1, bound: 100 },
        { id: 2, bound: 110 },
      ],
      incumbent: { squad: 200, value: 200 },
      timeLimitSeconds: 5,
      valueOf: (squad: number) => squad,
      solve: solver(new Map([[2, 180]]), [], new Set([1])),
    });
    expect(open).toMatchObject({ status: 'feasible', best: { value: 180 }, bound: 100 });

    const log: number[] = [];
    const first = await searchParts({
      sense: 'max',
      parts: [
        { id: 1, bound: Infinity },
        { id: 2, bound: Infinity },
      ],
      incumbent: null,
      timeLimitSeconds: 5,
      stopAtFirst: true,
      valueOf: (squad: number) => squad,
      solve: solver(
        new Map([
          [1, 80],
          [2, 90],
        ]),
        log,
      ),
    });
    expect(first.best?.value).toBe(80);
    expect(first.status).toBe('feasible');
    expect(log).toEqual([1]);
  });

  it('gives each part at least the lead share of the time left, and the parts left share the rest', async () => {
    const slices = async (leadShare: number | undefined) => {
      const seconds: number[] = [];
      await searchParts({
        sense: 'max',
        parts: [1, 2, 3, 4].map((id) => ({ id, bound: Infinity })),
        incumbent: null,
        timeLimitSeconds: 10,
        passes: 1,
        ...(leadShare === undefined ? {} : { leadShare }),
        valueOf: (squad: number) => squad,
        solve: async (part, _cutoff, given) => {
          seconds.push(given);
          return { status: 'time-limit', squad: null, bound: Infinity };
        },
      });
      // No time passes in these solves: each slice is a share of the same 10 s.
      return seconds.map((value) => Math.round(value * 10) / 10);
    };
    expect(await slices(undefined)).toEqual([2.5, 3.3, 5, 10]);
    expect(await slices(0.6)).toEqual([6, 6, 6, 10]);
  });

  it('proves no squad exists when every part is infeasible', async () => {
    const result = await searchParts({
      sense: 'max',
      parts: [{ id: 1, bound: Infinity }],
      incumbent: null,
      timeLimitSeconds: 5,
      valueOf: (squad: number) => squad,
      solve: solver(new Map(), []),
    });
    expect(result).toEqual({ status: 'infeasible', best: null, bound: null });
  });
});
