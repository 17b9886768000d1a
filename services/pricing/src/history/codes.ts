import type { PriceKey, PriceSource } from '@futgg/contracts';

/** How price keys and sources are stored (smallint columns: the history's rows stay narrow). */
export const PRICE_KEY_CODE: Record<PriceKey, number> = { console: 1, pc: 2 };
export const PRICE_SOURCE_CODE: Record<PriceSource, number> = { simulated: 1, file: 2, scraper: 3 };
