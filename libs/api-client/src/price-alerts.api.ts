import type { PriceKey } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;
const API = { basePath: '/api' } as const;

export type PriceAlertDirection = 'under' | 'over';

/** "Tell me when this card goes under / over N coins", per price key (docs/social-web.md). */
export interface PriceAlert {
  id: number;
  gameYear: number;
  eaId: number;
  priceKey: PriceKey;
  direction: PriceAlertDirection;
  price: number;
  isCrossed: boolean;
  lastPrice: number | null;
  lastCrossedAt: string | null;
  createdAt: string;
}

export interface NewPriceAlert {
  gameYear: number;
  eaId: number;
  priceKey: PriceKey;
  direction: PriceAlertDirection;
  price: number;
}

/** The caller's price alerts (signed in): list (optionally one card's), create, delete. */
export const priceAlertsApi = (client: ApiClient) => ({
  list: (params: { gameYear?: number; eaId?: number } = {}) =>
    client
      .get<Data<PriceAlert[]>>('price-alerts', {
        ...API,
        query: { game_year: params.gameYear, ea_id: params.eaId },
      })
      .then(dataOf),
  create: (alert: NewPriceAlert) =>
    client.post<Data<PriceAlert>>('price-alerts/create', alert, API).then(dataOf),
  delete: (id: number) => client.post<Data<unknown>>(`price-alerts/${id}/delete`, {}, API).then(dataOf),
});
export type PriceAlertsApi = ReturnType<typeof priceAlertsApi>;
