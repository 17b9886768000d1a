import { keyOf } from './stat-names.js';

const HOUR = 3_600_000;
const UNIT_MS: Readonly<Record<string, number>> = {
  minute: 60_000,
  heure: HOUR,
  hour: HOUR,
  jour: 24 * HOUR,
  day: 24 * HOUR,
  semaine: 7 * 24 * HOUR,
  week: 7 * 24 * HOUR,
  mois: 30 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};
const UNIT_OF: Readonly<Record<string, string>> = {
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'heure',
  heure: 'heure',
  heures: 'heure',
  hour: 'hour',
  hours: 'hour',
  j: 'jour',
  jour: 'jour',
  jours: 'jour',
  day: 'day',
  days: 'day',
  semaine: 'semaine',
  semaines: 'semaine',
  week: 'week',
  weeks: 'week',
  mois: 'mois',
  month: 'month',
  months: 'month',
};

const IN_SOME_TIME = /^(?:expire[sd]?|se termine|termine|ends?)?\s*(?:dans|in)\s+(\d+)\s*([a-z]+)$/;
const TOMORROW = /^(?:expire[sd]?|ends?)?\s*(?:demain|tomorrow)$/;
const ENDED = /^(?:expire[de]?|ended|terminee?)$/;

/** The end time, null for none, or why the text gives none we can trust. */
export type EndTimeRead = { endTime: string | null } | { unreadable: string };

/**
 * fut.gg's relative expiry, counted from the scrape's instant: `Expire dans 17 jours` is 17 days after
 * it (fut.gg rounds, so the end is known to within one of its units); `Expire demain` one day; `Expiré`
 * the scrape's instant itself. No text is no end: the permanent evolutions have none.
 */
export const endTimeOf = (text: unknown, scrapedAt: Date): EndTimeRead => {
  if (text === undefined || text === null || (typeof text === 'string' && !text.trim()))
    return { endTime: null };
  if (typeof text !== 'string') return { unreadable: `expiry ${JSON.stringify(text)} is not a text` };
  const key = keyOf(text);
  const at = (ms: number) => ({ endTime: new Date(scrapedAt.getTime() + ms).toISOString() });
  const inSomeTime = IN_SOME_TIME.exec(key);
  const unit = inSomeTime ? UNIT_OF[inSomeTime[2]!] : undefined;
  if (inSomeTime && unit) return at(Number(inSomeTime[1]) * UNIT_MS[unit]!);
  if (TOMORROW.test(key)) return at(24 * HOUR);
  if (ENDED.test(key)) return at(0);
  return { unreadable: `expiry "${text}" says no time we can read` };
};

/** A cost as fut.gg shows it: 0, 25000, "25 000", "25,000", "25K". Undefined when it is none of these. */
export const costOf = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:[ \u00a0\u202f,.]\d{3})*|\d+(?:[.,]\d+)?\s*[kK])\s*$/.exec(value);
  if (!match) return undefined;
  const text = match[1]!;
  if (/k$/i.test(text)) return Math.round(Number(text.slice(0, -1).replace(',', '.').trim()) * 1000);
  return Number(text.replace(/[ \u00a0\u202f,.]/g, ''));
};
