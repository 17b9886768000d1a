import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DEFAULT_MOVERS_MIN_PRICE, PriceKey, PriceTrendWindow } from '@futgg/contracts';
import { MARKET_MAX_PRICE } from '@futgg/game-rules';
import { DEFAULT_PRICE_KEY, priceKeyOf, TREND_WINDOWS } from '../../../lib/price-keys';

/** What the movers page shows, kept in its address with the movers API's own names. */
export interface MoversView {
  window: PriceTrendWindow;
  minPrice: number;
  priceKey: PriceKey;
}

/** Pennies move by whole percents on one listing: the contract's default floor (typed to stay equal). */
const DEFAULT_MIN_PRICE: typeof DEFAULT_MOVERS_MIN_PRICE = 1000;
/** The market's highest listing: the API refuses a higher floor. */
export const MAX_MIN_PRICE = MARKET_MAX_PRICE;

export const DEFAULT_MOVERS_VIEW: MoversView = {
  window: '24h',
  minPrice: DEFAULT_MIN_PRICE,
  priceKey: DEFAULT_PRICE_KEY,
};

/** The view a page address names; a missing or unreadable part is the default, never an error page. */
export const moversViewOf = (params: URLSearchParams): MoversView => {
  const minPrice = params.get('minPrice') ?? '';
  return {
    window: TREND_WINDOWS.find((window) => window === params.get('window')) ?? DEFAULT_MOVERS_VIEW.window,
    minPrice: /^[0-9]{1,9}$/.test(minPrice)
      ? Math.min(Number(minPrice), MAX_MIN_PRICE)
      : DEFAULT_MOVERS_VIEW.minPrice,
    priceKey: priceKeyOf(params.get('priceKey')),
  };
};

/** The address's query for a view, defaults left out (the plain address is the default view). */
export const moversQueryString = (view: MoversView): string => {
  const params = new URLSearchParams();
  for (const name of ['window', 'minPrice', 'priceKey'] as const) {
    if (view[name] !== DEFAULT_MOVERS_VIEW[name]) params.set(name, String(view[name]));
  }
  return params.toString();
};

export const useMoversView = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => moversViewOf(searchParams), [searchParams]);
  const change = useCallback(
    (edit: Partial<MoversView>) =>
      setSearchParams(moversQueryString({ ...view, ...edit }), { preventScrollReset: true }),
    [view, setSearchParams],
  );
  return { view, change };
};
