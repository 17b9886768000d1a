import { SEARCH_MAX_LENGTH } from './filter-fields.js';

// C0 controls (NUL among them) and DEL. No name has them, PostgreSQL refuses NUL in text outright, and a
// control character in a query string is a probe, not a search: refused by name rather than stripped,
// so the answer says what was wrong.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/u;

/** Characters as a reader counts them: Unicode code points, so "é" or an emoji is one. */
export const searchTextLength = (text: string): number => [...text].length;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * Why a name search (the player database's `search`, global search's `q`) cannot be used, or null.
 * `text` is already trimmed; `minimum` is the caller's own floor (global search needs
 * SEARCH.MIN_CHARACTERS, the player filter none). One rule for both, so the two searches agree.
 */
export const searchTextProblem = (text: string, minimum = 0): string | null => {
  if (hasControlCharacters(text)) return 'must not contain control characters (such as NUL)';
  const length = searchTextLength(text);
  if (length > SEARCH_MAX_LENGTH) return `must have at most ${SEARCH_MAX_LENGTH} characters`;
  if (length < minimum) return `must have at least ${minimum} characters`;
  return null;
};
