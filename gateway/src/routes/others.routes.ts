import { CACHE_SECONDS, GAME_YEAR } from '@futgg/game-rules';
import {
  CATALOG_CONTRACTS,
  DomainError,
  EVO_LAB_ITEM_SORTS,
  EVOLUTIONS_CONTRACTS,
  IMAGE_STATUS_CONTRACTS,
  IMAGE_STATUS_LIMITS,
  RUSH_CONTRACTS,
  RUSH_LIMIT,
} from '@futgg/contracts';
import { gameYearParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

// The spec's small "others" that no other route file serves (docs/feed-and-collections.md "Others"):
// image status, the card creator's core data and the evo lab's items at its namespace root. Recent
// players and the rest of the evo lab are served by catalog.routes.ts and evolutions.routes.ts.

export const OTHERS_ROUTES: RouteDefinition[] = [
  {
    operationId: 'getRush',
    method: 'GET',
    path: '/api/fut/rush/',
    tag: 'Players',
    summary: 'The Rush page: the 5-a-side mode’s lines (GK, DEF, MID, ATT), each with its best cards',
    description:
      'Rush is the 5-a-side mode: a goalkeeper and four outfield players, ' +
      'so the page groups the year’s cards by the line of their main position and lists the best of each line ' +
      '(overall, then pageviews, then the newer card). `game` (default the current year), `per_line` ' +
      `(1 to ${RUSH_LIMIT.MAX}, default ${RUSH_LIMIT.DEFAULT}).`,
    contract: RUSH_CONTRACTS.get,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      { name: 'game', description: `Game year (default ${GAME_YEAR.DEFAULT}).`, schema: { type: 'string' } },
      {
        name: 'per_line',
        description: `Cards per line, 1 to ${RUSH_LIMIT.MAX} (default ${RUSH_LIMIT.DEFAULT}).`,
        schema: { type: 'integer', minimum: 1, maximum: RUSH_LIMIT.MAX },
      },
    ],
    httpNames: { perLine: 'per_line' },
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['game', 'per_line']);
      return {
        gameYear:
          query.get('game') === null ? GAME_YEAR.DEFAULT : gameYearParam(query.get('game') ?? undefined),
        perLine: optionalIntegerParam(query, 'per_line'),
      };
    },
  },
  {
    operationId: 'getImageStatus',
    method: 'GET',
    path: '/api/fut/images/status/',
    tag: 'Images',
    summary: 'Whether each card’s image can be shown (`ready`) or not (`missing`), with its rarity badge',
    description:
      `\`identifiers\`: a comma list of up to ${IMAGE_STATUS_LIMITS.MAX_IDENTIFIERS} card identifiers ` +
      '`{gameYear}-{eaId}` (26-231747); answered in the order asked.',
    contract: IMAGE_STATUS_CONTRACTS.get,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      {
        name: 'identifiers',
        description: 'Comma list of {gameYear}-{eaId}.',
        schema: { type: 'string', example: '26-231747,26-20801' },
        required: true,
      },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const value = simpleQuery(rawQuery, ['identifiers']).get('identifiers');
      if (!value) {
        throw new DomainError(
          'INVALID_INPUT',
          'identifiers is required: a comma list such as 26-231747,26-20801',
          {
            field: 'identifiers',
          },
        );
      }
      return { identifiers: value.split(',') };
    },
  },
  {
    operationId: 'getCardCreatorCore',
    method: 'GET',
    path: '/api/fut/card-creator/core/',
    tag: 'Core data',
    summary:
      'What the card creator offers: rarities, nations, leagues, clubs, playstyles, roles and positions',
    description: `The year’s core data (\`game\`, default ${GAME_YEAR.DEFAULT}), as /api/fut/{game}/fut-core-data/ answers it.`,
    contract: CATALOG_CONTRACTS.getCoreData,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      { name: 'game', description: 'Game year (26) or slug (fc26).', schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const game = simpleQuery(rawQuery, ['game']).get('game');
      return { gameYear: game === null ? GAME_YEAR.DEFAULT : gameYearParam(game) };
    },
  },
  {
    operationId: 'listEvoLabItems',
    method: 'GET',
    path: '/api/fut/evo-lab/',
    tag: 'Evo lab',
    summary: 'The evo lab’s items at its root: the caller’s saved players, as the overview answers them',
    description:
      'The same answer as /api/fut/evo-lab/overview/ (items, used evolutions, watchlist, settings). Requires sign-in.',
    contract: EVOLUTIONS_CONTRACTS.overview,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'sort',
        description: `${EVO_LAB_ITEM_SORTS.join(', ')} (default newest).`,
        schema: { type: 'string' },
      },
      { name: 'game', description: `Game year (default ${GAME_YEAR.DEFAULT}).`, schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['sort', 'game']);
      const game = query.get('game');
      return {
        gameYear: game === null ? GAME_YEAR.DEFAULT : gameYearParam(game),
        sort: query.get('sort') ?? undefined,
      };
    },
  },
];
