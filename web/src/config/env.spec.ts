import { SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { parseGameYear } from './env';

describe('parseGameYear', () => {
  // The years come from game-rules alone: adding one there opens its pages here.
  it.each(SUPPORTED_GAME_YEARS.map(String))('opens the pages of the served year %s', (year) => {
    expect(parseGameYear(year)).toBe(Number(year));
  });

  it.each([
    String(Math.min(...SUPPORTED_GAME_YEARS) - 1),
    String(Math.max(...SUPPORTED_GAME_YEARS) + 1),
    'fc26',
    '',
    undefined,
  ])('refuses %s', (segment) => {
    expect(parseGameYear(segment)).toBeNull();
  });
});
