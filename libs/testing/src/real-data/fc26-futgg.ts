import { readSharedJson } from './shared-data.js';

/** One card of the FC 26 FUT club (shared/data/fc26-fut-club-futgg/cards.json); only the fields we use. */
export interface Fc26ClubCard {
  eaId: number;
  overall: number;
  rarity: string;
  price: number | null;
  gender: string;
  positions: string[];
}

export const fc26ClubCards = (): Fc26ClubCard[] =>
  readSharedJson<Fc26ClubCard[]>('fc26-fut-club-futgg', 'cards.json');

/** Cheapest price per rating at the end of the FC 26 cycle (SBC fodder), keyed by overall. */
export const fc26FodderPrices = (): Map<number, number> => {
  const { byRating } = readSharedJson<{ byRating: Record<string, number> }>(
    'fc26-fut-club-futgg',
    'fodder_prices_by_rating.json',
  );
  return new Map(Object.entries(byRating).map(([rating, price]) => [Number(rating), price]));
};

/** One tradeable item of the same data set (tradeable_items.json): its rarity label and discard value. */
export interface Fc26TradeableItem {
  overall: number;
  rarity: string;
  discardValue: number;
}

export const fc26TradeableItems = (): Fc26TradeableItem[] =>
  readSharedJson<Fc26TradeableItem[]>('fc26-fut-club-futgg', 'tradeable_items.json');
