import { z } from 'zod';
import { SUPPORTED_GAME_YEARS, isSupportedGameYear } from '@futgg/game-rules';

// Contracts' callers read the years from here too (the gateway's docs and messages).
export { SUPPORTED_GAME_YEARS };

/**
 * A game in a path is its year ("26") or its slug ("fc26"); both name EA Sports FC 26. The spec shows
 * `{gameYear}` and `{gameSlug}` forms of the same routes without their values: this is our choice.
 */
export const GameYear = z.coerce
  .number({ error: 'game year must be a number such as 26' })
  .int()
  .refine(isSupportedGameYear, {
    message: `game year must be one of ${SUPPORTED_GAME_YEARS.join(', ')}`,
  });
export type GameYear = z.infer<typeof GameYear>;

export const gameYearFromPathSegment = (segment: string): number | null => {
  const match = /^(?:fc)?(\d{2})$/i.exec(segment.trim());
  if (!match) return null;
  const year = Number(match[1]);
  return isSupportedGameYear(year) ? year : null;
};

export const gameSlugOf = (year: number): string => `fc${year}`;
