import { reportAtAnswer, type StageReport } from './auto-build-solve.js';

// A later stage keeps every earlier stage's value and may beat it: each stage is reported at the answer's.
describe('the stages as the answer has them (reportAtAnswer)', () => {
  const stopped = (stage: StageReport['stage'], objective: number, bound: number): StageReport => ({
    stage,
    status: 'time-limit',
    objective,
    bound,
    gap: Math.abs(bound - objective) / objective,
    seconds: 2,
  });
  const priceProved: StageReport = {
    stage: 'price',
    status: 'optimal',
    objective: 186_650,
    bound: 186_650,
    gap: 0,
    seconds: 1.3,
  };

  it('raises a stage its later stages beat, with its gap against the same bound', () => {
    // The live case: chemistry stopped at 22 (bound 33); the price stage's squad has chemistry 25.
    const reports = [stopped('rating', 88, 89), stopped('chemistry', 22, 33), priceProved];
    const [rating, chemistry, price] = reportAtAnswer(reports, { chemistry: 25, rating: 88, price: 186_650 });
    expect(chemistry).toEqual({ ...reports[1], objective: 25, gap: 8 / 25 });
    expect(rating).toBe(reports[0]);
    expect(price).toBe(priceProved);
  });

  it('proves a stage whose answer reaches its bound, and lowers a price the same way', () => {
    const reports = [stopped('rating', 88, 89), stopped('price', 50_000, 40_000)];
    const [rating, price] = reportAtAnswer(reports, { chemistry: 30, rating: 89, price: 45_000 });
    expect(rating).toEqual({ ...reports[0], objective: 89, gap: 0, status: 'optimal' });
    expect(price).toEqual({ ...reports[1], objective: 45_000, gap: 5_000 / 45_000 });
  });

  it('leaves a stage without an answer or a bound as it was', () => {
    const unbounded: StageReport = { ...stopped('chemistry', 20, 33), bound: null, gap: null };
    const none: StageReport = { ...stopped('rating', 80, 90), objective: null, gap: null };
    expect(reportAtAnswer([unbounded, none], { chemistry: 24, rating: 85, price: 1 })).toEqual([
      unbounded,
      none,
    ]);
  });
});
