import fc from 'fast-check';
import { SEARCH_MAX_LENGTH } from './filter-fields.js';
import { hasControlCharacters, searchTextLength, searchTextProblem } from './search-text.js';

describe('searchTextProblem', () => {
  it.each([
    ['a\u0000b', 'must not contain control characters (such as NUL)'],
    ['tab\there', 'must not contain control characters (such as NUL)'],
    ['del\u007f', 'must not contain control characters (such as NUL)'],
    ['x'.repeat(SEARCH_MAX_LENGTH + 1), `must have at most ${SEARCH_MAX_LENGTH} characters`],
  ])('refuses %j: %s', (text, problem) => {
    expect(searchTextProblem(text)).toBe(problem);
  });

  it.each(['', 'mbappé', 'Vini Jr.', "N'Golo", '😀'.repeat(SEARCH_MAX_LENGTH)])('accepts %j', (text) => {
    expect(searchTextProblem(text)).toBeNull();
  });

  it('applies the caller’s minimum in code points', () => {
    expect(searchTextProblem('ab', 3)).toBe('must have at least 3 characters');
    expect(searchTextProblem('éé😀', 3)).toBeNull();
  });

  it('accepts every printable text within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: SEARCH_MAX_LENGTH }), (text) => {
        fc.pre(!hasControlCharacters(text) && searchTextLength(text) <= SEARCH_MAX_LENGTH);
        expect(searchTextProblem(text)).toBeNull();
      }),
    );
  });
});
