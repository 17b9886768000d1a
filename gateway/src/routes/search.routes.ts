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
    summary: 'Global search: players by name, ranked by relevance',
    description:
      'Names containing the text, accent- and case-insensitive; a name starting with it ranks first, then a word starting with it, then similarity, then the better card. `description` is HTML (the overall in bold, position, club) built from escaped text.',
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
