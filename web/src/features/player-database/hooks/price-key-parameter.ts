import type { PriceKey } from '@futgg/contracts';

/** The list's market in the page's address, named as the list API names it (`price_key=pc`). */
export const PRICE_KEY_PARAMETER = 'price_key';

/** Beside the filters, the decoder lets this parameter through instead of refusing it as unknown. */
export const NON_FILTER_PARAMETERS = { allow: [PRICE_KEY_PARAMETER] };

// The router reads this module to prefetch the list, so it is in every page's first load: it spells
// the two keys itself rather than bring lib/price-keys there too.

/** The market a page address names; anything but PC is console, the default (a mistyped link still works). */
export const priceKeyOfAddress = (params: URLSearchParams): PriceKey =>
  params.get(PRICE_KEY_PARAMETER) === 'pc' ? 'pc' : 'console';

/** The page's query: the filters as encoded, then the market unless it is the default (console). */
export const withPriceKey = (filterQuery: string, priceKey: PriceKey): string =>
  priceKey === 'console'
    ? filterQuery
    : [filterQuery, `${PRICE_KEY_PARAMETER}=${priceKey}`].filter(Boolean).join('&');
