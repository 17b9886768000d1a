import { budgetOf } from './budget-input';

describe('budgetOf', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['0', 0],
    ['10000', 10_000],
    ['10,000', 10_000],
    ['10 000', 10_000],
    ['1.5', undefined],
    ['-3', undefined],
    ['ten', undefined],
  ])('reads %j as %j', (text, budget) => {
    expect(budgetOf(text)).toBe(budget);
  });
});
