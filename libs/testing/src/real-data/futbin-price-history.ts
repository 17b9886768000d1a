import { int, readSharedCsv } from './shared-data.js';

/** One FC 25 card's daily FUTBIN price chart (shared/data/fc25-fut-cards-futbin/prices_daily.csv). */
export interface FutbinPriceSeries {
  /** FUTBIN card id, as in cards.csv `ID`. */
  cardId: number;
  version: string;
  /** `Normal` is the base gold card; every other version is a special. */
  isBase: boolean;
  overall: number;
  /** One entry per day from the card's release to 2024-12-05, in order, with no gaps. */
  days: FutbinPriceDay[];
}

export interface FutbinPriceDay {
  /** The chart's point, midnight UTC of its date. */
  date: Date;
  /** Console coins; null where FUTBIN had no price that day (a 0 in the file). */
  price: number | null;
}

// FUTBIN's dates are M/D/YYYY.
const dateOf = (cell: string | undefined): Date => {
  const [month, day, year] = (cell ?? '').split('/').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(date.getTime())) throw new Error(`Not a FUTBIN date: ${JSON.stringify(cell)}`);
  return date;
};

let cache: FutbinPriceSeries[] | undefined;

export const futbinPriceHistory = (): FutbinPriceSeries[] =>
  (cache ??= (() => {
    const series = new Map<number, FutbinPriceSeries>();
    for (const row of readSharedCsv('fc25-fut-cards-futbin', 'cards.csv')) {
      const cardId = int(row['ID']);
      series.set(cardId, {
        cardId,
        version: row['Version'] ?? '',
        isBase: row['Version'] === 'Normal',
        overall: int(row['Rating']),
        days: [],
      });
    }
    for (const row of readSharedCsv('fc25-fut-cards-futbin', 'prices_daily.csv')) {
      const card = series.get(int(row['PlayerID']));
      if (!card) throw new Error(`Price of a card missing from cards.csv: ${row['PlayerID']}`);
      const price = int(row['Price']);
      card.days.push({ date: dateOf(row['Date']), price: price > 0 ? price : null });
    }
    for (const card of series.values()) card.days.sort((a, b) => a.date.getTime() - b.date.getTime());
    return [...series.values()];
  })());
