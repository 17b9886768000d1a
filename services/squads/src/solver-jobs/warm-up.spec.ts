import { warmUpAutoBuilder } from '../auto-builder/auto-build-warm-up.js';
import { chemistryOf, ratingOf } from '../sbc-solver/sbc-model.js';
import { warmUpSbcSolver } from '../sbc-solver/sbc-solve-warm-up.js';

// A warm-up only warms what it runs: each problem must have a squad through every stage, not be
// infeasible or trivial. Given more time than a thread gives it (jest runs the code slower, and cold).
describe('solver warm-ups', () => {
  it('runs the auto-builder through its three stages to a squad within the budget', async () => {
    const outcome = await warmUpAutoBuilder(2);
    expect(outcome.stages.map((stage) => stage.stage)).toEqual(['rating', 'chemistry', 'price']);
    expect(outcome.squad?.cards).toHaveLength(11);
    expect(outcome.values!.price).toBeLessThanOrEqual(60_000);
    expect(outcome.values!.chemistry).toBeGreaterThan(0);
  }, 30_000);

  it('runs the SBC solver to a squad meeting its rating and chemistry rules', async () => {
    const outcome = await warmUpSbcSolver(5);
    const [answer] = outcome.challenges;
    expect(answer?.squad?.cards).toHaveLength(11);
    expect(ratingOf(answer!.squad!)).toBeGreaterThanOrEqual(72);
    expect(chemistryOf(answer!.squad!)).toBeGreaterThanOrEqual(10);
    expect(answer?.status === 'optimal' || answer?.status === 'feasible').toBe(true);
  }, 30_000);
});
