import { stableHash } from '@futgg/game-rules';

// Background colours for lettered avatars, each with white letters above 5.5:1 contrast (WCAG AA).
export const AVATAR_COLOURS = [
  '#2f64a8',
  '#6d44a8',
  '#a3336a',
  '#a8432c',
  '#27754f',
  '#1d6b7b',
  '#7d5219',
  '#55632a',
  '#4a5568',
  '#8b3fa0',
] as const;

/** A user without a picture: coloured by the username, which never changes (a display name may). */
export const avatarColourOf = (username: string): string =>
  AVATAR_COLOURS[stableHash(username) % AVATAR_COLOURS.length]!;

/** The first letters of the display name's first and last words, upper-cased; '?' for none. */
export const initialsOf = (displayName: string): string => {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0]! : ''))
    .join('')
    .toLocaleUpperCase();
};
