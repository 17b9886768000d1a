// Generated badges for what the game shows as a crest or logo (clubs, leagues, rarities): EA's artwork
// is theirs, so each gets a drawn SVG instead, the same every time for the same club. A badge's look comes
// from a hash of its name: one shield, one roundel and one card outline for every club, league and
// rarity, told apart by colours, a pattern and the letters of the name.
import { stableHash } from '@futgg/game-rules';

// Pairs a football club might wear: a main colour and a trim, each readable on the other.
const CLUB_COLOURS: readonly (readonly [string, string])[] = [
  ['#c8102e', '#ffffff'],
  ['#034694', '#ffffff'],
  ['#111111', '#ffffff'],
  ['#7a263a', '#95bfe5'],
  ['#fdb913', '#111111'],
  ['#00843d', '#ffffff'],
  ['#0b1f4d', '#d4af37'],
  ['#f58220', '#111111'],
  ['#6cabdd', '#ffffff'],
  ['#5b2a86', '#ffffff'],
  ['#a50021', '#111111'],
  ['#004170', '#f4d000'],
  ['#ffffff', '#c8102e'],
  ['#ffffff', '#003399'],
  ['#006a4e', '#f6d14a'],
  ['#8a1538', '#ffffff'],
];

// A league's roundel: a deeper palette, so a league never reads as a club.
const LEAGUE_COLOURS: readonly (readonly [string, string])[] = [
  ['#1b1f3b', '#e03a3e'],
  ['#0f3d3e', '#3fd0c9'],
  ['#2a1a5e', '#f2c14e'],
  ['#102542', '#f87060'],
  ['#1e3a5f', '#8ecae6'],
  ['#3d0c11', '#f4a259'],
  ['#143601', '#9ef01a'],
  ['#22223b', '#c9ada7'],
];

type Pattern = 'plain' | 'stripes' | 'halves' | 'sash' | 'band' | 'chevron';
const PATTERNS: readonly Pattern[] = ['plain', 'stripes', 'halves', 'sash', 'band', 'chevron'];

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

// Words that say what a club is rather than which one: "FC Porto" reads POR, not FP.
const GENERIC_WORDS = new Set([
  'fc',
  'sc',
  'afc',
  'cf',
  'ac',
  'as',
  'ca',
  'cd',
  'club',
  'de',
  'del',
  'la',
  'le',
  'the',
  'and',
  'of',
  'sv',
  'vfb',
  'vfl',
  'tsg',
  'bk',
  'if',
  'fk',
  'sk',
  'us',
  'ssc',
  'rc',
  'ud',
  'sd',
  'atletico',
  'atlético',
]);

/**
 * Up to three letters for a name: the initials of its words, or the first three letters of a name of
 * one word ("Arsenal" ARS, "Aston Villa" AV, "Ligue 1 McDonald's" L1M); an all-capitals name of up to
 * four letters stays as it is (MLS, ICON).
 */
export const badgeLetters = (name: string): string => {
  const trimmed = name.trim();
  if (/^[\p{Lu}\d]{2,4}$/u.test(trimmed)) return trimmed;
  const words = trimmed.split(/[\s\-./]+/).filter((word) => /[\p{L}\d]/u.test(word));
  const meaningful = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = meaningful.length > 0 ? meaningful : words;
  if (chosen.length === 0) return '?';
  const letters =
    chosen.length === 1
      ? Array.from(chosen[0]!.replace(/[^\p{L}\d]/gu, ''))
          .slice(0, 3)
          .join('')
      : chosen
          .slice(0, 3)
          .map((word) => Array.from(word.replace(/[^\p{L}\d]/gu, ''))[0] ?? '')
          .join('');
  return letters.toLocaleUpperCase('en') || '?';
};

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
const inkOn = (hex: string): string => {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.4 ? '#111111' : '#ffffff';
};

// The letters' size by how many there are, so ARS and AV both fill the badge's middle.
const letterSize = (letters: string, width: number): number =>
  Math.round(width / (Array.from(letters).length <= 2 ? 2.3 : 3.1));

const SHIELD = 'M32 3 L59 11 V34 C59 52 47 64 32 70 C17 64 5 52 5 34 V11 Z';

const shieldPattern = (pattern: Pattern, trim: string): string => {
  switch (pattern) {
    case 'plain':
      return '';
    case 'stripes':
      return [14, 30, 46].map((x) => `<rect x="${x}" y="0" width="6" height="72" fill="${trim}"/>`).join('');
    case 'halves':
      return `<rect x="32" y="0" width="32" height="72" fill="${trim}"/>`;
    case 'sash':
      return `<path d="M0 18 L18 0 L64 46 V64 Z" fill="${trim}"/>`;
    case 'band':
      return `<rect x="0" y="26" width="64" height="18" fill="${trim}"/>`;
    case 'chevron':
      return `<path d="M0 30 L32 48 L64 30 V42 L32 60 L0 42 Z" fill="${trim}"/>`;
  }
};

/** A club's crest: a shield in its colours and pattern, its letters on a plate across the middle. */
export const clubBadgeSvg = (club: { eaId: number; name: string }): string => {
  const hash = stableHash(`club:${club.name}`);
  const [main, trim] = CLUB_COLOURS[hash % CLUB_COLOURS.length]!;
  const pattern = PATTERNS[(hash >>> 8) % PATTERNS.length]!;
  const letters = badgeLetters(club.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72" width="64" height="72" role="img">` +
    `<title>${escapeXml(club.name)}</title>` +
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
    `<g clip-path="url(#s)"><rect width="64" height="72" fill="${main}"/>${shieldPattern(pattern, trim)}</g>` +
    `<rect x="9" y="26" width="46" height="20" rx="3" fill="${main}" stroke="${trim}" stroke-width="2"/>` +
    `<text x="32" y="36" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" ` +
    `font-weight="800" font-size="${letterSize(letters, 46)}" fill="${inkOn(main)}">${escapeXml(letters)}</text>` +
    `<path d="${SHIELD}" fill="none" stroke="#0b0f1a" stroke-opacity="0.55" stroke-width="3"/>` +
    `</svg>`
  );
};

/** A league's logo: a roundel with a ring in its trim colour and its letters in the middle. */
export const leagueBadgeSvg = (league: { eaId: number; name: string }): string => {
  const hash = stableHash(`league:${league.name}`);
  const [main, trim] = LEAGUE_COLOURS[hash % LEAGUE_COLOURS.length]!;
  const letters = badgeLetters(league.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">` +
    `<title>${escapeXml(league.name)}</title>` +
    `<circle cx="32" cy="32" r="30" fill="${main}"/>` +
    `<circle cx="32" cy="32" r="25" fill="none" stroke="${trim}" stroke-width="3"/>` +
    `<path d="M14 47 H50" stroke="${trim}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.7"/>` +
    `<text x="32" y="31" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" ` +
    `font-weight="800" font-size="${letterSize(letters, 44)}" fill="#ffffff">${escapeXml(letters)}</text>` +
    `</svg>`
  );
};

interface RarityColours {
  name: string;
  backgroundColor: string;
  textColor: string;
  lineColor: string;
}

// A rarity's colours go into attributes: anything but a plain hex colour is refused, so a colour
// imported with real data cannot break out of the attribute.
const HEX_COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;
const colourOr = (colour: string, fallback: string): string => (HEX_COLOUR.test(colour) ? colour : fallback);
const coloursOf = (rarity: RarityColours) => ({
  backgroundColor: colourOr(rarity.backgroundColor, '#e9cc74'),
  textColor: colourOr(rarity.textColor, '#3e301b'),
  lineColor: colourOr(rarity.lineColor, '#c9a94f'),
});

const CARD_OUTLINE = 'M6 8 Q24 2 42 8 V52 Q24 62 6 52 Z';

/** A rarity's mark: a small card in the rarity's own colours, its trim line across the face. */
export const rarityBadgeSvg = (rarity: RarityColours): string => {
  const { backgroundColor, textColor, lineColor } = coloursOf(rarity);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" width="48" height="64" role="img">` +
    `<title>${escapeXml(rarity.name)}</title>` +
    `<path d="${CARD_OUTLINE}" fill="${backgroundColor}" stroke="${lineColor}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M10 40 H38" stroke="${lineColor}" stroke-width="2"/>` +
    `<circle cx="24" cy="24" r="8" fill="${textColor}" fill-opacity="0.85"/>` +
    `<path d="M13 48 H35" stroke="${textColor}" stroke-width="3" stroke-linecap="round"/>` +
    `</svg>`
  );
};

/** The rarity's compact mark (lists and filters): a disc in its colours. */
export const compactRarityBadgeSvg = (rarity: RarityColours): string => {
  const { backgroundColor, textColor, lineColor } = coloursOf(rarity);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">` +
    `<title>${escapeXml(rarity.name)}</title>` +
    `<circle cx="16" cy="16" r="14" fill="${backgroundColor}" stroke="${lineColor}" stroke-width="3"/>` +
    `<circle cx="16" cy="16" r="5" fill="${textColor}"/>` +
    `</svg>`
  );
};
