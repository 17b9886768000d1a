import { CATALOG_CONTRACTS, RECENT_PLAYERS_LIMIT, SUPPORTED_GAME_YEARS } from '@futgg/contracts';
import { CACHE_SECONDS, GAME_YEAR } from '@futgg/game-rules';
import { filterVocabularyMarkdown } from '../openapi/filter-vocabulary.js';
import {
  eaIdParam,
  gameAndIdParam,
  gameYearParam,
  optionalIntegerParam,
  simpleQuery,
} from './path-parameters.js';
import {
  PLAYER_QUERY_HTTP_NAMES,
  PLAYER_QUERY_PARAMETERS,
  PLAYER_QUERY_PARAMETER_SCHEMAS,
  parsePlayerQuery,
} from './player-query.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

const GAME_PARAMETER: QueryParameterDoc = {
  name: 'game',
  description: `Game year (${SUPPORTED_GAME_YEARS.join(', ')}) or slug (fc26).`,
  schema: { type: 'string', example: '26' },
};
const EA_ID_PARAMETER: QueryParameterDoc = {
  name: 'eaId',
  description: 'EA card id.',
  schema: { type: 'integer', minimum: 1 },
};

const coreData = (operationId: string, path: string, summary: string): RouteDefinition => ({
  operationId,
  method: 'GET',
  path,
  tag: 'Core data',
  summary,
  contract: CATALOG_CONTRACTS.getCoreData,
  cacheSeconds: CACHE_SECONDS.LISTS,
  pathParameters: [GAME_PARAMETER],
  envelope: 'data',
  toPayload: ({ params, rawQuery }) => {
    simpleQuery(rawQuery, []);
    return { gameYear: gameYearParam(params['game']) };
  },
});

export const CATALOG_ROUTES: RouteDefinition[] = [
  coreData('getFutCoreData', '/api/fut/:game/fut-core-data/', 'Core data of a game year'),
  coreData('getCoreData', '/api/fut/:game/core-data/', 'Core data of a game year (slug form)'),
  coreData(
    'getCoreNamespaceData',
    '/api/fut/core/:game/fut-core-data/',
    'Core data of a game year (core namespace)',
  ),
  {
    operationId: 'searchPlayerItems',
    method: 'GET',
    path: '/api/fut/:game/player-items/',
    tag: 'Players',
    summary: 'Search the player database',
    description: filterVocabularyMarkdown(),
    contract: CATALOG_CONTRACTS.searchPlayerItems,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [GAME_PARAMETER],
    queryParameters: Object.entries(PLAYER_QUERY_PARAMETERS).map(([name, description]) => ({
      name,
      description,
      schema: PLAYER_QUERY_PARAMETER_SCHEMAS[name] ?? { type: 'string' },
    })),
    envelope: 'page',
    httpNames: PLAYER_QUERY_HTTP_NAMES,
    toPayload: ({ params, rawQuery }) => ({
      gameYear: gameYearParam(params['game']),
      ...parsePlayerQuery(rawQuery),
    }),
  },
  {
    operationId: 'getPlayerItem',
    method: 'GET',
    path: '/api/fut/player-items/:gameAndId/',
    tag: 'Players',
    summary: 'One card, every field',
    contract: CATALOG_CONTRACTS.getPlayerItem,
    cacheSeconds: CACHE_SECONDS.PRICES,
    pathParameters: [
      { name: 'gameAndId', description: '`{game}-{eaId}`, e.g. `26-231747`.', schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return gameAndIdParam(params['gameAndId']);
    },
  },
  {
    operationId: 'getPlayerItemDefinition',
    method: 'GET',
    path: '/api/fut/player-item-definitions/:game/:eaId/',
    tag: 'Players',
    summary: 'A player definition (evo lab, squad builder)',
    description:
      'Only the current version of a card is kept: `history_version` other than the current one answers 404.',
    contract: CATALOG_CONTRACTS.getPlayerDefinition,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [GAME_PARAMETER, EA_ID_PARAMETER],
    queryParameters: [
      {
        name: 'history_version',
        description: 'Version of the card definition.',
        schema: { type: 'integer', minimum: 1 },
      },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['history_version']);
      const version = query.get('history_version');
      return {
        gameYear: gameYearParam(params['game']),
        eaId: eaIdParam(params['eaId']),
        ...(version === null ? {} : { historyVersion: eaIdParam(version, 'history_version') }),
      };
    },
  },
  {
    operationId: 'listOtherVersions',
    method: 'GET',
    path: '/api/fut/player-item-definitions/:game/:eaId/other-versions/',
    tag: 'Players',
    summary: "The other versions of a card's player (same base player), best first",
    contract: CATALOG_CONTRACTS.listOtherVersions,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [GAME_PARAMETER, EA_ID_PARAMETER],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: gameYearParam(params['game']), eaId: eaIdParam(params['eaId']) };
    },
  },
  {
    operationId: 'getDefinitionData',
    method: 'GET',
    path: '/api/fut/:game/:eaId/definition-data/',
    tag: 'Players',
    summary: 'Player definition data',
    contract: CATALOG_CONTRACTS.getDefinitionData,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [GAME_PARAMETER, EA_ID_PARAMETER],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: gameYearParam(params['game']), eaId: eaIdParam(params['eaId']) };
    },
  },
  {
    operationId: 'listRecentPlayers',
    method: 'GET',
    path: '/api/fut/recent-players/',
    tag: 'Players',
    summary: 'Newest cards first',
    contract: CATALOG_CONTRACTS.listRecentPlayers,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      { name: 'game', description: `Game year (default ${GAME_YEAR.DEFAULT}).`, schema: { type: 'string' } },
      {
        name: 'limit',
        description: `How many, 1 to ${RECENT_PLAYERS_LIMIT.MAX} (default ${RECENT_PLAYERS_LIMIT.DEFAULT}).`,
        schema: { type: 'integer', minimum: 1, maximum: RECENT_PLAYERS_LIMIT.MAX },
      },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['game', 'limit']);
      return {
        gameYear:
          query.get('game') === null ? GAME_YEAR.DEFAULT : gameYearParam(query.get('game') ?? undefined),
        limit: optionalIntegerParam(query, 'limit'),
      };
    },
  },
];
