import { CATALOG_CONTRACTS, SEARCH_LIMIT, normalizeSearchText } from '@futgg/contracts';
import { CACHE_SECONDS, GAME_YEAR, SEARCH, SEARCH_MAX_LENGTH } from '@futgg/game-rules';
import { gameYearParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

/**
 * Global search. The spec shows neither method nor path (second document, section 7 "Page-layer calls");
 * ours is GET /api/search/?q=…, cacheable like any list.
 */
export const SEARCH_ROUTES: RouteDefinition[] = [
  {
    operationId: 'globalSearch',
    method: 'GET',
    path: '/api/search/',
    tag: 'Search',
    summary:
      'Global search: players, evolutions, SBCs, objectives, collections and tournaments, ranked by relevance',
    description:
      "Names containing every word of the text in any order, accent- and case-insensitive (docs/search.md). Ranked by how well the name answers (the whole name or whole words in order, a word starting with the text, every word whole in any order, every word a word start, inside), then the better card (cards before other content of the same answer), pageviews, price and recency; one player's versions come together under one `groupKey`. A `key` starts with its kind (`player-`, `evolution-`, `sbc-`, `objective-`, `collection-`, `tournament-`). `description` is HTML (a bold label or overall, then details) built from escaped text.",
    contract: CATALOG_CONTRACTS.search,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      {
        name: 'q',
        description: `Text to search, ${SEARCH.MIN_CHARACTERS} to ${SEARCH_MAX_LENGTH} characters.`,
        schema: { type: 'string' },
        required: true,
      },
      {
        name: 'limit',
        description: `How many results, 1 to ${SEARCH_LIMIT.MAX} (default ${SEARCH_LIMIT.DEFAULT}).`,
        schema: { type: 'integer' },
      },
      { name: 'game', description: `Game year (default ${GAME_YEAR.DEFAULT}).`, schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['q', 'limit', 'game']);
      const game = query.get('game');
      return {
        gameYear: game === null ? GAME_YEAR.DEFAULT : gameYearParam(game),
        // As the catalog compares it (case and accents folded): one cache entry for "Mbappé" and "mbappe".
        q: normalizeSearchText(query.get('q') ?? ''),
        limit: optionalIntegerParam(query, 'limit'),
      };
    },
  },
];
