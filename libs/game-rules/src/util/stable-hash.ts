/**
 * FNV-1a over a text's code points, 32 bits: a stable, well-spread number from a name, with no
 * randomness, so whatever is drawn from it (a club's badge, a user's avatar colour) never changes.
 */
export const stableHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};
