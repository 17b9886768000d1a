import { int, readSharedCsv } from './shared-data.js';

/** An FC 25 Ultimate Team card from FUTBIN (shared/data/fc25-fut-cards-futbin). */
export interface FutbinCard {
  version: string;
  /** `Normal` is the base gold card; every other version is a special. */
  isBase: boolean;
  overall: number;
  /** Lowest BIN at scrape time; null when FUTBIN shows no price (0). */
  price: number | null;
  accelerateType: string;
  agility: number;
  strength: number;
  height: number;
}

let cache: FutbinCard[] | undefined;

export const futbinCards = (): FutbinCard[] =>
  (cache ??= readSharedCsv('fc25-fut-cards-futbin', 'cards.csv').map((row) => {
    const price = int(row['Price']);
    return {
      version: row['Version'] ?? '',
      isBase: row['Version'] === 'Normal',
      overall: int(row['Rating']),
      price: price > 0 ? price : null,
      accelerateType: row['Accelerate'] ?? '',
      agility: int(row['Agility']),
      strength: int(row['Strength']),
      height: int(row['Height']),
    };
  }));
