const grouped = new Intl.NumberFormat('en-GB');

/** Coins as the game shows them: 1,250,000. */
export const formatCoins = (price: number | null | undefined): string =>
  price === null || price === undefined ? '—' : grouped.format(price);

/** Dense tables: 1.25M, 45.5K, 900. */
export const formatCoinsShort = (price: number | null | undefined): string => {
  if (price === null || price === undefined) return '—';
  if (price >= 1_000_000) return `${trimZeros((price / 1_000_000).toFixed(2))}M`;
  if (price >= 10_000) return `${trimZeros((price / 1_000).toFixed(1))}K`;
  return grouped.format(price);
};

const trimZeros = (text: string) => text.replace(/\.?0+$/, '');

export const formatTrend = (percent: number | null | undefined): string => {
  if (percent === null || percent === undefined) return '—';
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
};

/** Price fluctuation (a percentage that is never negative): 4.2%. */
export const formatFluctuation = (percent: number | null | undefined): string =>
  percent === null || percent === undefined ? '—' : `${percent.toFixed(1)}%`;

export type TrendDirection = 'up' | 'down' | 'flat';
export const trendDirection = (percent: number | null | undefined): TrendDirection =>
  !percent ? 'flat' : percent > 0 ? 'up' : 'down';

export const playerName = (card: { commonName: string; firstName: string; lastName: string }): string =>
  card.commonName || `${card.firstName} ${card.lastName}`.trim();

export const formatHeight = (cm: number): string => `${cm} cm`;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days": the time-difference display. */
export const timeDifference = (date: Date, now: Date = new Date()): string => {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
};
