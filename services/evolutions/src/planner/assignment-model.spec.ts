import fc from 'fast-check';
import { assignmentLp, type AssignmentProblem, type ChainOption } from './assignment-model.js';
import { solveBinaryProgram } from './highs-solver.js';

/** Every choice of at most one option per card, kept when within uses and budget: the best total. */
const bruteForceBest = (problem: AssignmentProblem): number => {
  const cards = [...new Set(problem.options.map((option) => option.card))];
  const byCard = cards.map((card) => problem.options.filter((option) => option.card === card));
  let best = 0;
  const visit = (index: number, chosen: ChainOption[]) => {
    if (index === byCard.length) {
      const uses = new Map<number, number>();
      for (const option of chosen)
        for (const id of option.evolutionIds) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, count] of uses) if (count > (problem.remainingUses.get(id) ?? Infinity)) return;
      const coins = chosen.reduce((sum, option) => sum + option.coins, 0);
      const points = chosen.reduce((sum, option) => sum + option.points, 0);
      if (problem.maxCoins !== undefined && coins > problem.maxCoins) return;
      if (problem.maxPoints !== undefined && points > problem.maxPoints) return;
      best = Math.max(
        best,
        chosen.reduce((sum, option) => sum + option.gain, 0),
      );
      return;
    }
    visit(index + 1, chosen);
    for (const option of byCard[index]!) visit(index + 1, [...chosen, option]);
  };
  visit(0, []);
  return best;
};

const EVOLUTION_IDS = [11, 12, 13, 14];

const problems = fc.record({
  options: fc.array(
    fc.record({
      card: fc.integer({ min: 0, max: 5 }),
      evolutionIds: fc.uniqueArray(fc.constantFrom(...EVOLUTION_IDS), { minLength: 1, maxLength: 3 }),
      coins: fc.constantFrom(0, 0, 10_000, 25_000),
      points: fc.constantFrom(0, 0, 150),
      gain: fc.integer({ min: 1, max: 9 }),
    }),
    { minLength: 1, maxLength: 14 },
  ),
  uses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
  maxCoins: fc.option(fc.constantFrom(0, 10_000, 30_000), { nil: undefined }),
  maxPoints: fc.option(fc.constantFrom(0, 150, 300), { nil: undefined }),
});

describe('assignmentLp solved by HiGHS', () => {
  it('finds the best plan brute force finds, on random small clubs', async () => {
    await fc.assert(
      fc.asyncProperty(problems, async ({ options, uses, maxCoins, maxPoints }) => {
        const problem: AssignmentProblem = {
          options,
          remainingUses: new Map(EVOLUTION_IDS.map((id, index) => [id, uses[index]!])),
          maxCoins,
          maxPoints,
        };
        const solution = await solveBinaryProgram(assignmentLp(problem), options.length, 5);
        expect(solution.isOptimal).toBe(true);
        const total = solution.chosen.reduce((sum, index) => sum + options[index]!.gain, 0);
        expect(total).toBe(bruteForceBest(problem));
        // The chosen plan itself keeps every rule.
        const cards = solution.chosen.map((index) => options[index]!.card);
        expect(new Set(cards).size).toBe(cards.length);
        for (const [index, id] of EVOLUTION_IDS.entries()) {
          const count = solution.chosen.filter((chosen) => options[chosen]!.evolutionIds.includes(id)).length;
          expect(count).toBeLessThanOrEqual(uses[index]!);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('writes one row per shared card, per binding evolution limit and per budget', () => {
    const lp = assignmentLp({
      options: [
        { card: 0, evolutionIds: [1], coins: 100, points: 0, gain: 3 },
        { card: 0, evolutionIds: [2], coins: 0, points: 0, gain: 2 },
        { card: 1, evolutionIds: [1], coins: 0, points: 0, gain: 1 },
      ],
      remainingUses: new Map([
        [1, 1],
        [2, 5],
      ]),
      maxCoins: 50,
    });
    expect(lp).toContain('card0: x0 + x1 <= 1');
    expect(lp).toContain('evolution1: x0 + x2 <= 1');
    expect(lp).not.toContain('evolution2');
    expect(lp).toContain('coins: 100 x0 <= 50');
    expect(lp).toContain('obj: 3 x0 + 2 x1 + 1 x2');
  });
});
