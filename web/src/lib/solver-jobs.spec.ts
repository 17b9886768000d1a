import { gapPercent, isJobFinished, pollUntilFinished, type SolverJobState } from './solver-jobs';

const query = (status: string, state?: SolverJobState) => ({
  state: { status, data: state === undefined ? undefined : { state } },
});

describe('solver jobs', () => {
  it.each([
    ['waiting', false],
    ['active', false],
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
  ] as const)('reads a %s job as finished: %s', (state, finished) => {
    expect(isJobFinished({ state })).toBe(finished);
  });

  it.each([
    ['pending', undefined, 500],
    ['success', 'waiting', 500],
    ['success', 'active', 500],
    ['success', 'completed', false],
    ['success', 'cancelled', false],
    ['error', undefined, false],
  ] as const)('polls a %s query of a %s job: %s', (status, state, interval) => {
    expect(pollUntilFinished(500)(query(status, state))).toBe(interval);
  });

  it.each([
    [0, '0.0 %'],
    [0.0421, '4.2 %'],
    [1, '100.0 %'],
  ])('writes the gap %d as %s', (gap, words) => {
    expect(gapPercent(gap)).toBe(words);
  });
});
