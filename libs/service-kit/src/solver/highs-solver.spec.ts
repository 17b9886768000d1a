import type { Highs } from 'highs';
import { loadSolver, solveWithHighs } from './highs-solver.js';

// A small knapsack: the best of five items under a weight of 10 is items 1, 3 and 4 (value 14).
const KNAPSACK = [
  'Maximize',
  ' obj: 6 x1 + 3 x2 + 5 x3 + 3 x4 + 2 x5',
  'Subject To',
  ' weight: 4 x1 + 3 x2 + 4 x3 + 2 x4 + 3 x5 <= 10',
  'Binary',
  ' x1 x2 x3 x4 x5',
  'End',
].join('\n');
const COLUMNS = ['x1', 'x2', 'x3', 'x4', 'x5'];

/**
 * The loaded HiGHS, its LP reading made to take `readMs` longer (the time a program of tens of thousands of
 * columns takes to read), and the time limit each solve's model held when it ran.
 */
const slowReader = (highs: Highs, readMs: number) => {
  const limits: number[] = [];
  const withModel = (
    source: unknown,
    operation: (model: { options: { get(name: string): unknown } }) => unknown,
  ) =>
    (highs.withModel as (source: unknown, operation: (model: never) => unknown) => unknown)(
      source,
      (model: never) => {
        const until = performance.now() + readMs;
        while (performance.now() < until) {
          // Reading: the solver's clock has not started.
        }
        const result = operation(model);
        limits.push(Number((model as { options: { get(name: string): unknown } }).options.get('time_limit')));
        return result;
      },
    );
  return { highs: Object.assign(Object.create(highs) as Highs, { withModel }), limits };
};

describe('solveWithHighs', () => {
  let highs: Highs;
  beforeAll(async () => {
    highs = await loadSolver();
  });

  it('solves a program to its optimum whether or not the limit counts the reading', () => {
    for (const limitIncludesReading of [false, true]) {
      const solution = solveWithHighs(highs, KNAPSACK, {
        timeLimitSeconds: 5,
        columns: COLUMNS,
        limitIncludesReading,
      });
      expect(solution.status).toBe('optimal');
      expect(solution.objective).toBe(14);
      expect(COLUMNS.map((name) => (solution.values.get(name) ?? Number.NaN) + 0)).toEqual([1, 0, 1, 1, 0]);
    }
  });

  it('gives HiGHS only what the reading left of the limit when asked to count it', () => {
    const slow = slowReader(highs, 300);
    solveWithHighs(slow.highs, KNAPSACK, {
      timeLimitSeconds: 1,
      columns: COLUMNS,
      limitIncludesReading: true,
    });
    solveWithHighs(slow.highs, KNAPSACK, { timeLimitSeconds: 1, columns: COLUMNS });
    const [counted, plain] = slow.limits;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(0.7);
    expect(plain).toBe(1);
  });

  it('stops at once when the reading took the whole limit, and says the limit stopped it', () => {
    // 40 items: more than HiGHS closes in the millisecond the reading leaves it.
    const items = Array.from({ length: 40 }, (_, index) => ({
      value: 10 + ((index * 37) % 23),
      weight: 5 + ((index * 11) % 17),
    }));
    const knapsack = [
      'Maximize',
      ` obj: ${items.map((item, index) => `${item.value} y${index}`).join(' + ')}`,
      'Subject To',
      ` weight: ${items.map((item, index) => `${item.weight} y${index}`).join(' + ')} <= 100`,
      'Binary',
      ` ${items.map((_, index) => `y${index}`).join(' ')}`,
      'End',
    ].join('\n');
    const columns = items.map((_, index) => `y${index}`);
    const slow = slowReader(highs, 300);
    const solution = solveWithHighs(slow.highs, knapsack, {
      timeLimitSeconds: 0.2,
      columns,
      limitIncludesReading: true,
    });
    expect(slow.limits).toEqual([0.001]);
    expect(solution.status).toBe('time-limit');
    // Whatever HiGHS found in its moment is a real packing.
    const weight = items.reduce(
      (sum, item, index) => sum + item.weight * (solution.values.get(`y${index}`) ?? 0),
      0,
    );
    expect(weight).toBeLessThanOrEqual(100);
    // Given time, HiGHS proves the optimum; the packing found in that millisecond is never above it.
    const plain = solveWithHighs(highs, knapsack, { timeLimitSeconds: 5, columns });
    expect(plain.status).toBe('optimal');
    expect(solution.values.size === 0 || solution.objective <= plain.objective).toBe(true);
  });
});
