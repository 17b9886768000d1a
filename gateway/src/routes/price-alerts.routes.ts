import { DomainError, MAX_PRICE_ALERTS_PER_USER, PRICE_ALERTS_CONTRACTS } from '@futgg/contracts';
import { bodyOnly, eaIdParam, gameYearParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteContext, RouteDefinition } from './route-definition.js';

// The price-alert routes (docs/notifications.md "Price alerts"), served by the pricing service. Every
// one needs a signed-in caller and acts on the caller's own alerts, so none is cached.

const C = PRICE_ALERTS_CONTRACTS;
const TAG = 'Price alerts';

const ID: QueryParameterDoc = {
  name: 'id',
  description: 'The price alert’s id.',
  schema: { type: 'integer', minimum: 1 },
};

const alertIdParam = (value: string | undefined): number => {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new DomainError(
      'INVALID_INPUT',
      `id must be a price alert id, got "${String(value).slice(0, 40)}"`,
      {
        field: 'id',
      },
    );
  }
  return Number(value);
};

export const PRICE_ALERTS_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'listPriceAlerts',
    method: 'GET',
    path: '/api/price-alerts/',
    tag: TAG,
    summary: 'The caller’s price alerts, newest first (optionally of one game year and card)',
    description:
      '`isCrossed`: the condition held at the card’s last live price (`lastPrice`); `lastCrossedAt`: when it last ' +
      'fired. Only the caller’s own alerts are ever listed.',
    contract: C.list,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'game_year',
        description: 'Only alerts of this game year (26 or fc26).',
        schema: { type: 'string' },
      },
      { name: 'ea_id', description: 'Only alerts of this card.', schema: { type: 'integer', minimum: 1 } },
    ],
    httpNames: { gameYear: 'game_year', eaId: 'ea_id' },
    envelope: 'page',
    toPayload: ({ rawQuery }: RouteContext) => {
      const query = simpleQuery(rawQuery, ['game_year', 'ea_id']);
      const gameYear = query.get('game_year');
      const eaId = query.get('ea_id');
      return {
        ...(gameYear ? { gameYear: gameYearParam(gameYear, 'game_year') } : {}),
        ...(eaId ? { eaId: eaIdParam(eaId, 'ea_id') } : {}),
      };
    },
  },
  {
    operationId: 'createPriceAlert',
    method: 'POST',
    path: '/api/price-alerts/create/',
    tag: TAG,
    summary: 'Sets a price alert: tell me when this card goes under / over `price` coins on `priceKey`',
    description:
      'Body: `gameYear`, `eaId`, `priceKey` (`console` or `pc`), `direction` (`under`: at or below the price; `over`: ' +
      'at or above it), `price` (1 to 15,000,000). Each crossing is notified once (a `price-alert` notification), not ' +
      'again while the price stays on that side; after the price goes back the alert re-arms. An alert set on the side ' +
      'that already holds answers `isCrossed: true` and fires only after the price has crossed back and again. The same ' +
      `alert twice is one alert (the first is answered). A card the catalog does not know is 404 naming \`eaId\`; an ` +
      `SBC or objective card (not traded) 400 naming \`eaId\`; at most ${MAX_PRICE_ALERTS_PER_USER} alerts a user (409).`,
    contract: C.create,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'deletePriceAlert',
    method: 'POST',
    path: '/api/price-alerts/:id/delete/',
    tag: TAG,
    summary: 'Deletes one of the caller’s price alerts (another user’s is 404, as an unknown one, and stays)',
    contract: C.delete,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }: RouteContext) => {
      simpleQuery(rawQuery, []);
      return { id: alertIdParam(params['id']) };
    },
  },
];
