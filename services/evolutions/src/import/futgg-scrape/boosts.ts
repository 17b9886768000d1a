import type { Upgrade } from '@futgg/game-rules';
import type { ReferenceNames } from './reference-names.js';
import { keyOf, numericFieldOf, positionIdOf } from './stat-names.js';

/** One scraped boost: the upgrades it gives, or why it gives none we can use. */
export type BoostRead = { upgrades: Upgrade[] } | { unread: string };

const POSITION_STATS = new Set(['position', 'positions', 'poste', 'new position', 'alt position']);
// `PlayStyle+ Technical`, `PS: Technical`, `Technical+`; a value of `PS+` or `PlayStyle+` marks a plus too.
const PLAYSTYLE_PREFIX = /^(?:playstyles?|ps)(\+?)\s*:?\s*(.+)$/;

const amountOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*\+?\s*(\d{1,2})\s*(?:★|\*|stars?)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
};

const playstyleOf = (stat: string, value: unknown, names: ReferenceNames): BoostRead | undefined => {
  const key = keyOf(stat);
  const prefixed = PLAYSTYLE_PREFIX.exec(key);
  const trailingPlus = /^(.+?)\s*\+$/.exec(key);
  const name = prefixed?.[2] ?? trailingPlus?.[1] ?? key;
  const id = names.playstyles.get(name);
  if (id === undefined) return prefixed ? { unread: `"${prefixed[2]}" is no PlayStyle` } : undefined;
  const isPlus =
    prefixed?.[1] === '+' || trailingPlus !== null || /^(?:ps|playstyle)\+$/.test(keyOf(String(value ?? '')));
  return { upgrades: [{ type: isPlus ? 'playstylesPlus' : 'playstyles', value: id }] };
};

/**
 * One `{stat, valeur}` of the scrape: `{"stat":"PAC","valeur":"+7"}` raises facePace by 7,
 * `{"stat":"Sprint Speed","valeur":"+10"}` attributeSprintSpeed, `{"stat":"OVR","valeur":"+2"}` the
 * overall; a PlayStyle's name gives it (a `+` makes it a PlayStyle+), `Position: CAM` a position. No
 * boost carries a cap: the upgrades have none, and the game's own caps (99, 5 stars) hold.
 */
export const readBoost = (boost: unknown, names: ReferenceNames): BoostRead => {
  if (typeof boost !== 'object' || boost === null) return { unread: 'not a {stat, valeur} object' };
  const { stat, valeur } = boost as { stat?: unknown; valeur?: unknown };
  if (typeof stat !== 'string' || !stat.trim()) return { unread: 'no stat' };
  const amount = amountOf(valeur);
  const field = numericFieldOf(stat);
  if (field !== undefined && amount !== undefined) {
    const most = field === 'skillMoves' || field === 'weakFoot' ? 4 : 98;
    if (amount < 1 || amount > most) return { unread: `+${amount} is no increase from 1 to ${most}` };
    return { upgrades: [{ type: field, value: amount }] };
  }
  if (POSITION_STATS.has(keyOf(stat))) {
    const tokens = String(valeur ?? '')
      .replace(/^\s*\+/, '')
      .split(/[\s,;/|]+/)
      .filter(Boolean);
    const ids = tokens.map(positionIdOf);
    if (tokens.length === 0 || ids.some((id) => id === undefined || id >= 50)) {
      return { unread: `"${String(valeur)}" is no list of positions` };
    }
    return { upgrades: ids.map((id) => ({ type: 'alternativePositionIds', value: id! })) };
  }
  const playstyle = playstyleOf(stat, valeur, names);
  if (playstyle) return playstyle;
  if (field !== undefined) return { unread: `${JSON.stringify(valeur)} is not an increase such as "+3"` };
  return { unread: `"${stat}" is no stat, PlayStyle or position we know` };
};

const textOf = (boost: unknown): string => {
  if (typeof boost !== 'object' || boost === null) return JSON.stringify(boost);
  const { stat, valeur } = boost as { stat?: unknown; valeur?: unknown };
  return `${String(stat)} ${String(valeur)}`;
};

export interface BoostsRead {
  upgrades: Upgrade[];
  unread: string[];
}

/** Every boost of an evolution, in the scrape's order. */
export const readBoosts = (boosts: readonly unknown[], names: ReferenceNames): BoostsRead => {
  const upgrades: Upgrade[] = [];
  const unread: string[] = [];
  for (const boost of boosts) {
    const read = readBoost(boost, names);
    if ('unread' in read) unread.push(`boost "${textOf(boost)}": ${read.unread}`);
    else upgrades.push(...read.upgrades);
  }
  return { upgrades, unread };
};
