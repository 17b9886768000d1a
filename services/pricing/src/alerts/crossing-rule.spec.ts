import { conditionHolds, evaluateAlert } from './crossing-rule.js';

describe('the crossing rule', () => {
  it.each([
    ['under', 150_000, 149_999, true],
    ['under', 150_000, 150_000, true],
    ['under', 150_000, 150_001, false],
    ['over', 150_000, 150_001, true],
    ['over', 150_000, 150_000, true],
    ['over', 150_000, 149_999, false],
  ] as const)('%s %d holds at %d: %s', (direction, threshold, price, holds) => {
    expect(conditionHolds(direction, threshold, price)).toBe(holds);
  });

  it.each([
    // armed, condition holds → fires, crossed
    [false, 140_000, { isCrossed: true, fires: true }],
    // crossed, still holds → stays crossed, no second firing
    [true, 130_000, { isCrossed: true, fires: false }],
    // crossed, no longer holds → re-arms
    [true, 160_000, { isCrossed: false, fires: false }],
    // armed, still not holding → nothing
    [false, 170_000, { isCrossed: false, fires: false }],
  ])('an under-150,000 alert crossed=%s at %d → %j', (isCrossed, price, expected) => {
    expect(evaluateAlert({ direction: 'under', price: 150_000, isCrossed }, price)).toEqual(expected);
  });

  it('fires once per crossing over a run of prices: down, stays down, up, down again', () => {
    let state = { isCrossed: false };
    const fired: number[] = [];
    for (const price of [160_000, 149_000, 140_000, 145_000, 151_000, 155_000, 150_000, 120_000]) {
      const next = evaluateAlert({ direction: 'under', price: 150_000, ...state }, price);
      if (next.fires) fired.push(price);
      state = { isCrossed: next.isCrossed };
    }
    expect(fired).toEqual([149_000, 150_000]);
  });
});
