import { CACHE_SECONDS, GAME_YEAR } from '@futgg/game-rules';
import {
  DEFAULT_MOVERS_MIN_PRICE,
  MARKET_MOVERS_LIMIT,
  MAX_HISTORY_POINTS,
  MAX_INGEST_ROWS,
  MAX_PRICE_LOOKUP_IDS,
  PRICE_KEYS,
  PRICE_RANGES,
  PRICE_TREND_WINDOWS,
  PRICING_CONTRACTS,
} from '@futgg/contracts';
import {
  eaIdParam,
  gameYearParam,
  idListParam,
  optionalIntegerParam,
  simpleQuery,
} from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

const PRICE_KEY_PARAMETER = {
  name: 'priceKey',
  description: `${PRICE_KEYS.join(' or ')} (default console).`,
  schema: { type: 'string' },
};
const GAME_PATH_PARAMETER = {
  name: 'game',
  description: 'Game year (26) or slug (fc26).',
  schema: { type: 'string' },
};

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
    operationId: 'getPrices',
    method: 'GET',
    path: '/api/fut/prices/:game/',
    tag: 'Prices',
    summary: "Cards' current prices, trends, fluctuation and provenance",
    description:
      `At most ${MAX_PRICE_LOOKUP_IDS} ids a call (more is 400: ask in batches, in parallel). One row per card the ` +
      'catalog knows, in the asked order. `price` is the latest observation (null without one, and always for ' +
      'SBC and objective cards); `isExtinct` means no listing in the 24 hours before the market’s newest ' +
      'observation; the trends and fluctuation are defined in docs/pricing.md; `source`, `observations24h`, ' +
      '`low24h` and `high24h` are the price’s provenance.',
    contract: PRICING_CONTRACTS.lookup,
    cacheSeconds: CACHE_SECONDS.PRICES,
    pathParameters: [GAME_PATH_PARAMETER],
    queryParameters: [
      {
        name: 'ids',
        description: `Comma list of card ids, 1 to ${MAX_PRICE_LOOKUP_IDS}.`,
        schema: { type: 'string' },
        required: true,
      },
      PRICE_KEY_PARAMETER,
    ],
    envelope: 'data',
    httpNames: { eaIds: 'ids' },
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['ids', 'priceKey']);
      return {
        gameYear: gameYearParam(params['game']),
        eaIds: idListParam(query),
        priceKey: query.get('priceKey') ?? undefined,
      };
    },
  },
  {
    operationId: 'getMarketMovers',
    method: 'GET',
    path: '/api/fut/prices/:game/movers/',
    tag: 'Prices',
    summary: 'The biggest risers and fallers of a trend window',
    description:
      'Cards listed now (not extinct) priced at `minPrice` or more, so cards at a few hundred coins, which move by ' +
      'whole percents on one listing, do not fill the lists. Risers biggest rise first, fallers biggest fall first.',
    contract: PRICING_CONTRACTS.movers,
    cacheSeconds: CACHE_SECONDS.PRICES,
    pathParameters: [GAME_PATH_PARAMETER],
    queryParameters: [
      PRICE_KEY_PARAMETER,
      {
        name: 'window',
        description: `${PRICE_TREND_WINDOWS.join(', ')} (default 24h).`,
        schema: { type: 'string' },
      },
      {
        name: 'minPrice',
        description: `Lowest current price, in coins (default ${DEFAULT_MOVERS_MIN_PRICE}).`,
        schema: { type: 'integer' },
      },
      {
        name: 'limit',
        description: `Cards per list, 1 to ${MARKET_MOVERS_LIMIT.MAX} (default ${MARKET_MOVERS_LIMIT.DEFAULT}).`,
        schema: { type: 'integer' },
      },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['priceKey', 'window', 'minPrice', 'limit']);
      return {
        gameYear: gameYearParam(params['game']),
        priceKey: query.get('priceKey') ?? undefined,
        window: query.get('window') ?? undefined,
        minPrice: optionalIntegerParam(query, 'minPrice'),
        limit: optionalIntegerParam(query, 'limit'),
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
      GAME_PATH_PARAMETER,
      { name: 'eaId', description: 'The card.', schema: { type: 'integer' } },
    ],
    queryParameters: [
      PRICE_KEY_PARAMETER,
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
