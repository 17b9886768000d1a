import type { PriceKey } from '@futgg/contracts';
import { DEFAULT_PRICE_KEY, priceKeyOf } from '../../../lib/price-keys';

/** The list's market in the page's address, named as the list API names it (`price_key=pc`). */
export const PRICE_KEY_PARAMETER = 'price_key';

/** Beside the filters, the decoder lets this parameter through instead of refusing it as unknown. */
export const NON_FILTER_PARAMETERS = { allow: [PRICE_KEY_PARAMETER] };

/** The market a page address names; anything else is the default (a mistyped link still works). */
export const priceKeyOfAddress = (params: URLSearchParams): PriceKey =>
  priceKeyOf(params.get(PRICE_KEY_PARAMETER));

/** The page's query: the filters as encoded, then the market unless it is the default (console). */
export const withPriceKey = (filterQuery: string, priceKey: PriceKey): string =>
  priceKey === DEFAULT_PRICE_KEY
    ? filterQuery
    : [filterQuery, `${PRICE_KEY_PARAMETER}=${priceKey}`].filter(Boolean).join('&');
