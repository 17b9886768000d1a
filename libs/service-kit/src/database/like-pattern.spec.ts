import { containsPattern, escapeLike } from './like-pattern.js';

describe(escapeLike.name, () => {
  it.each([
    ['mbappe', 'mbappe'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
  ])('makes %j match itself only: %j', (text, pattern) => {
    expect(escapeLike(text)).toBe(pattern);
  });

  it('wraps the escaped text for a contains match', () => {
    expect(containsPattern('5%_')).toBe('%5\\%\\_%');
  });
});
