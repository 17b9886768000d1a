import { CACHE_SECONDS } from '@futgg/game-rules';
import { COLLECTIONS_CONTRACTS, PAGE_LIMITS, USER_COLLECTION_OWNED_FILTERS } from '@futgg/contracts';
import { gameYearParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// Collections (docs/feed-and-collections.md): public ones cached 600 s (spec, section 9); the user's
// progress needs sign-in and is never cached.

const YEAR: QueryParameterDoc = {
  name: 'year',
  description: 'Game year (26) or slug (fc26).',
  schema: { type: 'string' },
};
const SLUG: QueryParameterDoc = {
  name: 'slug',
  description: 'The collection’s slug.',
  schema: { type: 'string' },
};
const PAGING: QueryParameterDoc[] = [
  { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
  {
    name: 'page_size',
    description: `Cards per page, 1 to ${PAGE_LIMITS.MAX_PAGE_SIZE} (default ${PAGE_LIMITS.DEFAULT_PAGE_SIZE}).`,
    schema: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.MAX_PAGE_SIZE },
  },
];

const yearOf = (params: Record<string, string>) => gameYearParam(params['year'], 'year');

export const COLLECTIONS_ROUTES: RouteDefinition[] = [
  {
    operationId: 'listCollections',
    method: 'GET',
    path: '/api/fut/collections/:year/',
    tag: 'Collections',
    summary: 'The year’s collections (programs, then special rarities) with their card counts',
    contract: COLLECTIONS_CONTRACTS.list,
    cacheSeconds: CACHE_SECONDS.COLLECTIONS,
    pathParameters: [YEAR],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: yearOf(params) };
    },
  },
  {
    operationId: 'listUserCollections',
    method: 'GET',
    path: '/api/fut/collections/:year/user/',
    tag: 'Collections',
    summary: 'The signed-in user’s progress through every collection of the year (from their club)',
    description:
      '`ownedCount` of `playerCount` cards are in the user’s club; `progress` is their ratio. Requires sign-in.',
    contract: COLLECTIONS_CONTRACTS.user,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [YEAR],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: yearOf(params) };
    },
  },
  {
    operationId: 'listUserCollectionPlayers',
    method: 'GET',
    path: '/api/fut/collections/:year/user/players/',
    tag: 'Collections',
    summary: 'Cards of the collections (or of one, `collection`) with whether the signed-in user owns each',
    description: `\`owned\`: ${USER_COLLECTION_OWNED_FILTERS.join(', ')} (default all). Best cards first. Requires sign-in.`,
    contract: COLLECTIONS_CONTRACTS.userPlayers,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [YEAR],
    queryParameters: [
      { name: 'collection', description: 'A collection’s slug.', schema: { type: 'string' } },
      { name: 'owned', description: USER_COLLECTION_OWNED_FILTERS.join(' | '), schema: { type: 'string' } },
      ...PAGING,
    ],
    envelope: 'page',
    httpNames: { pageSize: 'page_size', slug: 'collection' },
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['collection', 'owned', 'page', 'page_size']);
      return {
        gameYear: yearOf(params),
        slug: query.get('collection') ?? undefined,
        owned: query.get('owned') ?? undefined,
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'getCollection',
    method: 'GET',
    path: '/api/fut/collections/:year/:slug/',
    tag: 'Collections',
    summary: 'One collection',
    description: 'An unknown slug is 404.',
    contract: COLLECTIONS_CONTRACTS.get,
    cacheSeconds: CACHE_SECONDS.COLLECTIONS,
    pathParameters: [YEAR, SLUG],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: yearOf(params), slug: params['slug'] };
    },
  },
  {
    operationId: 'listCollectionPlayers',
    method: 'GET',
    path: '/api/fut/collections/:year/:slug/players/',
    tag: 'Collections',
    summary: 'A collection’s cards, best first',
    description: 'An unknown slug is 404.',
    contract: COLLECTIONS_CONTRACTS.players,
    cacheSeconds: CACHE_SECONDS.COLLECTIONS,
    pathParameters: [YEAR, SLUG],
    queryParameters: PAGING,
    envelope: 'page',
    httpNames: { pageSize: 'page_size' },
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size']);
      return {
        gameYear: yearOf(params),
        slug: params['slug'],
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
];
