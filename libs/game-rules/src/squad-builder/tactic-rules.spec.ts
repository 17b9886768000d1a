import fc from 'fast-check';
import { isFullSquadTactic, lineHeightFor } from './tactic-rules.js';

describe('lineHeightFor', () => {
  it.each([
    [9, 25],
    [10, 50],
    [11, 85],
    [8, 95],
    [12, 95],
    [0, 95],
  ])('gives defensive approach %i a line height of %i', (approach, height) => {
    expect(lineHeightFor(approach)).toBe(height);
  });
});

describe('isFullSquadTactic', () => {
  const role = { roleId: 1, positionUniqueId: 0, focusName: 'Defend' };
  it('is true only with exactly 12 position roles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (count) => {
        expect(isFullSquadTactic({ positionRoles: Array(count).fill(role) })).toBe(count === 12);
      }),
    );
  });
});
