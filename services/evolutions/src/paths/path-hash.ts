import { createHash } from 'node:crypto';
import { evolvedPathKey, type PathKeyParts } from '@futgg/game-rules';

/**
 * A path's stable name: SHA-256 of game-rules' canonical path key, its first 96 bits in hex. Stable
 * across processes and releases (the key is versioned), and too long to collide among any number of
 * paths users will ever save.
 */
export const pathHashOf = (parts: PathKeyParts): string =>
  createHash('sha256').update(evolvedPathKey(parts)).digest('hex').slice(0, 24);
