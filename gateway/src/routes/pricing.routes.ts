import { CACHE_SECONDS, GAME_YEAR } from '@futgg/game-rules';
import {
  MAX_HISTORY_POINTS,
  MAX_INGEST_ROWS,
  PRICE_KEYS,
  PRICE_RANGES,
  PRICING_CONTRACTS,
} from '@futgg/contracts';
import { eaIdParam, gameYearParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

/** Pricing's routes (docs/pricing.md). */
export const PRICING_ROUTES: RouteDefinition[] = [
  {
    operationId: 'ingestPrices',
    method: 'POST',
    path: '/api/fut/prices/ingest/',
    tag: 'Prices',
    summary: 'Stores a batch of observed prices from an external scraper',
    description:
      `Body: \`{ "rows": [{ "eaId", "priceKey" ("console" or "pc", default console), "price", "observedAt" (ISO 8601 with offset) }] }\`, ` +
      `1 to ${MAX_INGEST_ROWS} rows; \`?game=\` picks the year (default ${GAME_YEAR.DEFAULT}). Authenticated by ` +
      '`Authorization: Bearer <PRICE_INGEST_TOKEN>` (anything else is 401 and stores nothing). Idempotent: rows already ' +
      'stored count as `duplicates`. Each bad row is refused with its index and reason, and the rest are stored.',
    contract: PRICING_CONTRACTS.ingest,
    cacheSeconds: 0,
    isWrite: true,
    serviceToken: 'priceIngest',
    queryParameters: [
      { name: 'game', description: `Game year (default ${GAME_YEAR.DEFAULT}).`, schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery, body }) => {
      const game = simpleQuery(rawQuery, ['game']).get('game');
      return {
        gameYear: game === null ? GAME_YEAR.DEFAULT : gameYearParam(game),
        source: 'scraper',
        rows: (body as { rows?: unknown } | null)?.rows,
      };
    },
  },
  {
    operationId: 'getPriceHistory',
    method: 'GET',
    path: '/api/fut/prices/:game/:eaId/',
    tag: 'Prices',
    summary: "A card's price history for its chart",
    description:
      `\`points\` are [observedAt, price] pairs, oldest first: raw observations, then hourly and daily closes once ` +
      `they are rolled up (docs/pricing.md). Ranges past ${MAX_HISTORY_POINTS} points are cut into equal buckets, ` +
      'each shown by its last price. Empty when the card has no history for the key.',
    contract: PRICING_CONTRACTS.history,
    cacheSeconds: CACHE_SECONDS.PRICES,
    pathParameters: [
      { name: 'game', description: 'Game year (26) or slug (fc26).', schema: { type: 'string' } },
      { name: 'eaId', description: 'The card.', schema: { type: 'integer' } },
    ],
    queryParameters: [
      {
        name: 'priceKey',
        description: `${PRICE_KEYS.join(' or ')} (default console).`,
        schema: { type: 'string' },
      },
      {
        name: 'range',
        description: `${PRICE_RANGES.join(', ')} (default week).`,
        schema: { type: 'string' },
      },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['priceKey', 'range']);
      return {
        gameYear: gameYearParam(params['game']),
        eaId: eaIdParam(params['eaId']),
        priceKey: query.get('priceKey') ?? undefined,
        range: query.get('range') ?? undefined,
      };
    },
  },
];
