import fc from 'fast-check';
import { stableHash } from './stable-hash.js';

describe(stableHash.name, () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('gives FNV-1a 32 of %j', (text, hash) => {
    expect(stableHash(text)).toBe(hash);
  });

  it('gives an unsigned 32-bit number, the same each time', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = stableHash(text);
        return hash === stableHash(text) && Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32;
      }),
    );
  });
});
