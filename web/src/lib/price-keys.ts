import type { PriceKey, PriceTrendWindow } from '@futgg/contracts';
import type { PriceTrendField } from '@futgg/game-rules';

// Spelled here, not imported: a value from @futgg/contracts would bring zod into the browser's bundle.
// `satisfies` keeps each list complete when the contracts add a key or a window.

/** The markets a price is from, as the switch names them, console (the default everywhere) first. */
export const PRICE_KEY_LABELS = { console: 'Console', pc: 'PC' } as const satisfies Record<PriceKey, string>;
export const PRICE_KEYS = Object.keys(PRICE_KEY_LABELS) as PriceKey[];
export const DEFAULT_PRICE_KEY: PriceKey = 'console';

/** The key a page address names; anything else is the default, so a mistyped link still shows prices. */
export const priceKeyOf = (value: string | null | undefined): PriceKey =>
  PRICE_KEYS.find((key) => key === value) ?? DEFAULT_PRICE_KEY;

/** The trend windows (spec, first document, section 1: hour, 3h, 6h, 12h and day), shortest first. */
export const TREND_WINDOW_FIELDS = {
  '1h': 'priceTrend1h',
  '3h': 'priceTrend3h',
  '6h': 'priceTrend6h',
  '12h': 'priceTrend12h',
  '24h': 'priceTrend24h',
} as const satisfies Record<PriceTrendWindow, PriceTrendField>;
export const TREND_WINDOWS = Object.keys(TREND_WINDOW_FIELDS) as PriceTrendWindow[];

/** The window whose trend a field is (`priceTrend6h` is 6h), or null for any other field. */
export const trendWindowOf = (field: string | undefined): PriceTrendWindow | null =>
  TREND_WINDOWS.find((window) => TREND_WINDOW_FIELDS[window] === field) ?? null;
