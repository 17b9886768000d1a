import { CACHE_SECONDS } from '@futgg/game-rules';
import { FEED_CONTRACTS, FEED_KINDS, FEED_LIMITS } from '@futgg/contracts';
import { gameYearParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The daily feed (docs/feed-and-collections.md): public lists, cached as the spec's lists (60 s).

const GAME_QUERY: QueryParameterDoc = {
  name: 'game',
  description: 'Game year (26) or slug (fc26); absent, the newest year the catalog holds.',
  schema: { type: 'string', example: '26' },
};

const optionalGame = (rawQuery: string): number | undefined => {
  const game = simpleQuery(rawQuery, ['game']).get('game');
  return game === null || game === '' ? undefined : gameYearParam(game);
};

export const FEED_ROUTES: RouteDefinition[] = [
  {
    operationId: 'listFeedDates',
    method: 'GET',
    path: '/api/fut/feed/dates/',
    tag: 'Feed',
    summary: 'The days something was added to the game, newest first, with counts per kind',
    description: `At most ${FEED_LIMITS.MAX_DATES} days. Kinds: ${FEED_KINDS.join(', ')}. Built from the catalog’s “added” facts.`,
    contract: FEED_CONTRACTS.dates,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: ({ rawQuery }) => ({ gameYear: optionalGame(rawQuery) }),
  },
  {
    operationId: 'getFeedDay',
    method: 'GET',
    path: '/api/fut/feed/:date/',
    tag: 'Feed',
    summary: 'What was added on a day, ordered by richness',
    description:
      'Players, then evolutions, then SBCs, then objectives; within a kind what awards a player first, then the higher ' +
      `rating. At most ${FEED_LIMITS.MAX_ENTRIES_PER_DAY} entries (the best); \`counts\` are the day’s full counts. ` +
      'A day without additions answers no entries; a date that is not YYYY-MM-DD is 400 naming `date`.',
    contract: FEED_CONTRACTS.day,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [
      { name: 'date', description: 'A day, YYYY-MM-DD (UTC).', schema: { type: 'string', format: 'date' } },
    ],
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => ({ date: params['date'], gameYear: optionalGame(rawQuery) }),
  },
];
