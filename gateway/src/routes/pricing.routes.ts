import { GAME_YEAR } from '@futgg/game-rules';
import { MAX_INGEST_ROWS, PRICING_CONTRACTS } from '@futgg/contracts';
import { gameYearParam, simpleQuery } from './path-parameters.js';
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
];
