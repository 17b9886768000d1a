import { SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { GameYear, gameYearFromPathSegment } from './game.schemas.js';

describe('GameYear', () => {
  it.each([...SUPPORTED_GAME_YEARS])('accepts the served year %i, as a number or its slug', (year) => {
    expect(GameYear.parse(year)).toBe(year);
    expect(gameYearFromPathSegment(`fc${year}`)).toBe(year);
  });

  it('refuses the years around them', () => {
    const outside = [Math.min(...SUPPORTED_GAME_YEARS) - 1, Math.max(...SUPPORTED_GAME_YEARS) + 1];
    for (const year of outside) {
      expect(GameYear.safeParse(year).success).toBe(false);
      expect(gameYearFromPathSegment(String(year))).toBeNull();
    }
  });
});
