import { CAPS } from '../constants/game.js';

export const SQUAD_RATING_PLAYERS = 11;

// The rating the game shows for a starting XI (FIFA 19 onward, as published by fifauteam.com's squad
// rating guides and repeated by SBC calculators): T = sum of the 11 ratings, E = Σ max(0, r − T/11),
// rating = floor(round(T + E) / 11), rounding half up. E is a multiple of 1/11, so in floating point
// T + E can land a hair under an exact .5 and round the wrong way; everything here is kept in elevenths,
// in integers: 11·(T + E) = 11·T + Σ max(0, 11·r − T).
export const squadRating = (overalls: readonly number[]): number => {
  if (overalls.length !== SQUAD_RATING_PLAYERS) {
    throw new RangeError(`A squad rating takes ${SQUAD_RATING_PLAYERS} ratings, got ${overalls.length}`);
  }
  let sum = 0;
  for (const rating of overalls) {
    if (!Number.isInteger(rating) || rating < 1 || rating > CAPS.OVERALL) {
      throw new RangeError(`A rating must be an integer in 1..${CAPS.OVERALL}, got ${rating}`);
    }
    sum += rating;
  }
  let elevenths = SQUAD_RATING_PLAYERS * sum;
  for (const rating of overalls) elevenths += Math.max(0, SQUAD_RATING_PLAYERS * rating - sum);
  // round(N / 11) half up = floor((2N + 11) / 22), exact in integers.
  const rounded = Math.floor((2 * elevenths + SQUAD_RATING_PLAYERS) / (2 * SQUAD_RATING_PLAYERS));
  return Math.floor(rounded / SQUAD_RATING_PLAYERS);
};
