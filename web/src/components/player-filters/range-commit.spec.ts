import { committedRange } from './range-commit';

describe('committedRange', () => {
  it.each([
    ['clamps above the bound', 'overall', undefined, 'gte', '120', { gte: 99 }],
    ['clamps below the bound', 'price', undefined, 'lte', '-5', { lte: 0 }],
    ['drops a minimum at the lower bound (zero-valued)', 'overall', { lte: 90 }, 'gte', '1', { lte: 90 }],
    ['clears a side on empty text', 'overall', { gte: 80, lte: 90 }, 'lte', '', { gte: 80 }],
    ['raises the maximum to keep min ≤ max', 'overall', { lte: 80 }, 'gte', '85', { gte: 85, lte: 85 }],
    ['lowers the minimum to keep min ≤ max', 'weakFoot', { gte: 4 }, 'lte', '3', { gte: 3, lte: 3 }],
    ['rounds to whole numbers', 'height', undefined, 'gte', '180.6', { gte: 181 }],
    ['replaces an exact value from a link', 'skillMoves', { eq: 5 }, 'gte', '4', { gte: 4 }],
  ] as const)('%s', (_name, field, current, side, text, expected) => {
    expect(committedRange(field, current, side, text)).toEqual(expected);
  });
});
