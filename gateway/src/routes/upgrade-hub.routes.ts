import { CACHE_SECONDS } from '@futgg/game-rules';
import { PAGE_LIMITS, UPGRADE_HUB_CONTRACTS, UPGRADE_HUB_GROUPS } from '@futgg/contracts';
import { gameYearParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

export const UPGRADE_HUB_ROUTES: RouteDefinition[] = [
  {
    operationId: 'getUpgradeHub',
    method: 'GET',
    path: '/api/fut/upgrade-hub/:gameYear/',
    tag: 'Upgrade hub',
    summary:
      'Every live way to upgrade a card: SBCs that award a player, evolutions, upgrade SBCs, objectives',
    description:
      `Groups in this order: ${UPGRADE_HUB_GROUPS.join(', ')}; newest first within a group; expired ones left out. ` +
      '`groups` counts each group in the whole hub. Optional `group` keeps one group.',
    contract: UPGRADE_HUB_CONTRACTS.get,
    cacheSeconds: CACHE_SECONDS.UPGRADE_HUB,
    pathParameters: [
      { name: 'gameYear', description: 'Game year (26) or slug (fc26).', schema: { type: 'string' } },
    ],
    queryParameters: [
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'page_size',
        description: `Items per page, 1 to ${PAGE_LIMITS.MAX_PAGE_SIZE} (default ${PAGE_LIMITS.DEFAULT_PAGE_SIZE}).`,
        schema: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.MAX_PAGE_SIZE },
      },
      { name: 'group', description: `One of ${UPGRADE_HUB_GROUPS.join(', ')}.`, schema: { type: 'string' } },
    ],
    envelope: 'page',
    httpNames: { pageSize: 'page_size' },
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size', 'group']);
      return {
        gameYear: gameYearParam(params['gameYear'], 'gameYear'),
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
        group: query.get('group') ?? undefined,
      };
    },
  },
];
