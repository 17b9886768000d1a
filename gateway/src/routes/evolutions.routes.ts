import {
  CATALOG_CONTRACTS,
  DomainError,
  EVOLUTIONS_CONTRACTS,
  EVO_LAB_ITEM_SORTS,
  PATH_OBJECTIVE_FIELDS,
  PATH_SEARCH_LIMITS,
  PLANNER_LIMITS,
  SUPPORTED_GAME_YEARS,
} from '@futgg/contracts';
import { CACHE_SECONDS, GAME_YEAR } from '@futgg/game-rules';
import { filterVocabularyMarkdown } from '../openapi/filter-vocabulary.js';
import {
  eaIdParam,
  gameYearParam,
  idListParam,
  noParameters,
  optionalIntegerParam,
  pathHashOnly,
  simpleQuery,
  bodyFieldsOf,
} from './path-parameters.js';
import { PLAYER_QUERY_PARAMETERS, parsePlayerQuery } from './player-query.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The evolutions service's routes (docs/evolutions.md): the evolutions namespace, the evo lab's saved
// players, the my-evolutions watchlist and the club-wide planner.

const GAME_QUERY: QueryParameterDoc = {
  name: 'game',
  description: `Game year (${SUPPORTED_GAME_YEARS.join(', ')}; default ${GAME_YEAR.DEFAULT}).`,
  schema: { type: 'string' },
};
const GAME_PATH: QueryParameterDoc = { ...GAME_QUERY, description: 'Game year (26) or slug (fc26).' };
const PAGE_PARAMETERS: QueryParameterDoc[] = [
  { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
  {
    name: 'page_size',
    description: 'Rows per page, 1 to 100 (default 20).',
    schema: { type: 'integer', minimum: 1, maximum: 100 },
  },
];
const PATH_HASH: QueryParameterDoc = {
  name: 'pathHash',
  description: 'A path hash (24 hex digits).',
  schema: { type: 'string' },
};
const EA_ID: QueryParameterDoc = {
  name: 'eaId',
  description: 'EA card id.',
  schema: { type: 'integer', minimum: 1 },
};
const ID: QueryParameterDoc = {
  name: 'id',
  description: 'Evolution id.',
  schema: { type: 'integer', minimum: 0 },
};

const gameOf = (query: URLSearchParams): number => {
  const game = query.get('game');
  return game === null ? GAME_YEAR.DEFAULT : gameYearParam(game);
};

const flagParam = (query: URLSearchParams, name: string): boolean | undefined => {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new DomainError('INVALID_INPUT', `${name} must be 1 or 0`, { field: name });
};

/** Evolutions' paths take the player database's filters beside their own parameters. */
const playerQueryOf = (rawQuery: string, own: readonly string[]) => {
  const input = new URLSearchParams(rawQuery);
  const rest = new URLSearchParams();
  const mine = new URLSearchParams();
  for (const [name, value] of input) (own.includes(name) ? mine : rest).append(name, value);
  const { query, page, pageSize } = parsePlayerQuery(rest.toString());
  return { own: mine, query, page, pageSize: input.get('page_size') === null ? undefined : pageSize };
};

const PLAYER_FILTER_PARAMETERS: QueryParameterDoc[] = Object.entries(PLAYER_QUERY_PARAMETERS)
  .filter(([name]) => !['price_key', 'existing_players', 'is_unlimited'].includes(name))
  .map(([name, description]) => ({ name, description, schema: { type: 'string' } }));

const EVOLUTION_ROUTES: RouteDefinition[] = [
  {
    operationId: 'listEvolutions',
    method: 'GET',
    path: '/api/fut/evolutions/all/',
    tag: 'Evolutions',
    summary:
      'Active evolutions newest first; the expired ones with only_expired=1; those ending within 48 h with expiring_soon=1, soonest first',
    contract: EVOLUTIONS_CONTRACTS.list,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [
      ...PAGE_PARAMETERS,
      {
        name: 'only_expired',
        description: '`1`: the evolutions that have ended (newest first).',
        schema: { type: 'integer' },
      },
      GAME_QUERY,
    ],
    httpNames: { pageSize: 'page_size', onlyExpired: 'only_expired', expiringSoon: 'expiring_soon' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size', 'only_expired', 'expiring_soon', 'game']);
      return {
        gameYear: gameOf(query),
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
        onlyExpired: flagParam(query, 'only_expired'),
        expiringSoon: flagParam(query, 'expiring_soon'),
      };
    },
  },
  {
    operationId: 'listEvolutionPlayers',
    method: 'GET',
    path: '/api/fut/evolutions/players/',
    tag: 'Evolutions',
    summary: 'Cards of the player database filter, each with the active evolutions it can take now',
    description: filterVocabularyMarkdown(),
    contract: EVOLUTIONS_CONTRACTS.players,
    cacheSeconds: CACHE_SECONDS.LISTS,
    queryParameters: [...PLAYER_FILTER_PARAMETERS, GAME_QUERY],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const { own, query, page, pageSize } = playerQueryOf(rawQuery, ['game']);
      return { gameYear: gameOf(own), query, page, pageSize };
    },
  },
  {
    operationId: 'getEvolutionCounts',
    method: 'GET',
    path: '/api/fut/evolutions/counts/',
    tag: 'Evolutions',
    summary:
      'How many evolutions are active, expiring soon (48 h) and expired; and the caller’s saved players',
    contract: EVOLUTIONS_CONTRACTS.counts,
    cacheSeconds: 0,
    auth: 'optional',
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: ({ rawQuery }) => ({ gameYear: gameOf(simpleQuery(rawQuery, ['game'])) }),
  },
  ...(
    [
      '/api/fut/evolutions/definition-data/:pathHash/',
      '/api/fut/evolutions/v2/definition-data/:pathHash/',
    ] as const
  ).map((path, index): RouteDefinition => ({
    operationId: index === 0 ? 'getPathDefinitionData' : 'getPathDefinitionDataV2',
    method: 'GET',
    path,
    tag: 'Evolutions',
    summary: 'The evolved card of a path as a player definition (computed by game-rules, cached)',
    contract: EVOLUTIONS_CONTRACTS.definitionData,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [PATH_HASH],
    envelope: 'data',
    toPayload: pathHashOnly,
  })),
  {
    operationId: 'findEvolutionPaths',
    method: 'GET',
    path: '/api/fut/evolutions/paths/:eaId/',
    tag: 'Evolutions',
    summary: 'The best chains of active evolutions for a card, best first',
    description:
      `Chains of at most \`max_depth\` (1 to ${PATH_SEARCH_LIMITS.MAX_DEPTH}, default ${PATH_SEARCH_LIMITS.DEFAULT_DEPTH}) ` +
      'evolutions with no repeats, every step eligible for the card as evolved so far, sorted by the objective ' +
      'descending, then fewer coins, points and steps. `objective` is `overall` (default), a face stat ' +
      '(`facePace`) or an attribute (`attributeSprintSpeed`). `max_coins` and `max_points` bound the total cost. ' +
      `The best ${PATH_SEARCH_LIMITS.MAX_RESULTS} are ranked and paged. Each row's \`pathHash\` opens it with ` +
      '`/path/{pathHash}/` and `/definition-data/{pathHash}/`.',
    contract: EVOLUTIONS_CONTRACTS.findPaths,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [EA_ID],
    queryParameters: [
      ...PAGE_PARAMETERS,
      {
        name: 'objective',
        description: `One of ${PATH_OBJECTIVE_FIELDS.slice(0, 4).join(', ')}, …`,
        schema: { type: 'string' },
      },
      {
        name: 'max_coins',
        description: 'Most coins the chain may cost.',
        schema: { type: 'integer', minimum: 0 },
      },
      {
        name: 'max_points',
        description: 'Most FC points the chain may cost.',
        schema: { type: 'integer', minimum: 0 },
      },
      { name: 'max_depth', description: 'Longest chain.', schema: { type: 'integer', minimum: 1 } },
      GAME_QUERY,
    ],
    httpNames: {
      pageSize: 'page_size',
      maxCoins: 'max_coins',
      maxPoints: 'max_points',
      maxDepth: 'max_depth',
    },
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, [
        'page',
        'page_size',
        'objective',
        'max_coins',
        'max_points',
        'max_depth',
        'game',
      ]);
      return {
        gameYear: gameOf(query),
        eaId: eaIdParam(params['eaId']),
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
        objective: query.get('objective') ?? undefined,
        maxCoins: optionalIntegerParam(query, 'max_coins'),
        maxPoints: optionalIntegerParam(query, 'max_points'),
        maxDepth: optionalIntegerParam(query, 'max_depth'),
      };
    },
  },
  {
    operationId: 'getEvolutionPath',
    method: 'GET',
    path: '/api/fut/evolutions/path/:pathHash/',
    tag: 'Evolutions',
    summary: 'What a path hash names: the card, its evolutions in order and the manual changes',
    contract: EVOLUTIONS_CONTRACTS.getPath,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [PATH_HASH],
    envelope: 'data',
    toPayload: pathHashOnly,
  },
  {
    operationId: 'getMyEvolutionsWatchlist',
    method: 'GET',
    path: '/api/fut/evolutions/my-evolutions-watchlist/',
    tag: 'Evo lab',
    summary: 'The cards the caller watches for new evolutions',
    contract: EVOLUTIONS_CONTRACTS.watchlist,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  ...(['add', 'remove'] as const).map((verb): RouteDefinition => ({
    operationId: verb === 'add' ? 'addToMyEvolutionsWatchlist' : 'removeFromMyEvolutionsWatchlist',
    method: 'POST',
    path: `/api/fut/evolutions/my-evolutions-watchlist/${verb}/`,
    tag: 'Evo lab',
    summary:
      verb === 'add'
        ? 'Watches a card (body `{ "eaId" }`), at most 200'
        : 'Stops watching a card (body `{ "eaId" }`)',
    contract: verb === 'add' ? EVOLUTIONS_CONTRACTS.watchlistAdd : EVOLUTIONS_CONTRACTS.watchlistRemove,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: (context) => ({ eaId: bodyFieldsOf(context)['eaId'] }),
  })),
  {
    operationId: 'planEvolutions',
    method: 'GET',
    path: '/api/fut/evolutions/planner/',
    tag: 'Evo lab',
    summary: "Which of the caller's club cards should take which chain of active evolutions",
    description:
      'Over the caller’s club (`/api/fut/user-club/{game}/`) and the active evolutions: the best chains per card ' +
      'by the objective, then the assignment maximising the total gain with each evolution used at most its ' +
      'repeatability (less what the caller’s saved players used), each chain finishing before its evolutions ' +
      'end (`days_per_level` of play per level), and within `max_coins`/`max_points`. `status` `optimal` is ' +
      'proven by the solver over the candidate chains; `chainsPerCard` bounds those (docs/evolutions.md "The planner").',
    contract: EVOLUTIONS_CONTRACTS.plan,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'objective',
        description: '`overall` (default), a face stat, an attribute, or `squadFit`.',
        schema: { type: 'string' },
      },
      { name: 'position', description: 'The position `squadFit` rates at.', schema: { type: 'integer' } },
      { name: 'max_coins', description: 'Coin budget.', schema: { type: 'integer', minimum: 0 } },
      { name: 'max_points', description: 'FC points budget.', schema: { type: 'integer', minimum: 0 } },
      {
        name: 'max_depth',
        description: `Longest chain, 1 to ${PLANNER_LIMITS.MAX_DEPTH}.`,
        schema: { type: 'integer' },
      },
      {
        name: 'days_per_level',
        description: 'Days of play per evolution level (default 1).',
        schema: { type: 'number' },
      },
      {
        name: 'chains_per_card',
        description: 'Candidate chains per card (default 12).',
        schema: { type: 'integer' },
      },
      GAME_QUERY,
    ],
    httpNames: {
      maxCoins: 'max_coins',
      maxPoints: 'max_points',
      maxDepth: 'max_depth',
      daysPerLevel: 'days_per_level',
      chainsPerCard: 'chains_per_card',
    },
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, [
        'objective',
        'position',
        'max_coins',
        'max_points',
        'max_depth',
        'days_per_level',
        'chains_per_card',
        'game',
      ]);
      const days = query.get('days_per_level');
      if (days !== null && !/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(days)) {
        throw new DomainError('INVALID_INPUT', 'days_per_level must be a number such as 1 or 0.5', {
          field: 'days_per_level',
        });
      }
      return {
        gameYear: gameOf(query),
        objective: query.get('objective') ?? undefined,
        position: optionalIntegerParam(query, 'position'),
        maxCoins: optionalIntegerParam(query, 'max_coins'),
        maxPoints: optionalIntegerParam(query, 'max_points'),
        maxDepth: optionalIntegerParam(query, 'max_depth'),
        daysPerLevel: days === null ? undefined : Number(days),
        chainsPerCard: optionalIntegerParam(query, 'chains_per_card'),
      };
    },
  },
  {
    operationId: 'createEvolution',
    method: 'POST',
    path: '/api/fut/evolutions/create/',
    tag: 'Evolutions',
    summary: 'Creates an evolution (admins only; anyone else 403)',
    description:
      'Body: the evolution’s fields (`name`, `endTime`, `levels`, `requirements`, costs, `repeatabilityCount`), optionally `id`; `?game=`.',
    contract: EVOLUTIONS_CONTRACTS.create,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: (context) => ({
      ...bodyFieldsOf(context),
      gameYear: gameOf(simpleQuery(context.rawQuery, ['game'])),
    }),
  },
  {
    operationId: 'getEvolutionEligiblePlayers',
    method: 'GET',
    path: '/api/fut/evolutions/:evolutionId/eligible-players/',
    tag: 'Evolutions',
    summary: "Cards that meet an evolution's requirements, in the player database's filter language",
    description:
      'The requirements become the player query and every card is confirmed by game-rules (docs/evolutions.md ' +
      '"Eligible players"). The end time is not applied: an expired evolution lists who could take it. ' +
      'Without `sort`, the best overall first.\n\n' +
      filterVocabularyMarkdown(),
    contract: EVOLUTIONS_CONTRACTS.eligiblePlayers,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [{ ...ID, name: 'evolutionId' }],
    queryParameters: [...PLAYER_FILTER_PARAMETERS, GAME_QUERY],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      const { own, query, page, pageSize } = playerQueryOf(rawQuery, ['game']);
      return {
        gameYear: gameOf(own),
        evolutionId: eaIdParam(params['evolutionId'], 'evolutionId'),
        query,
        page,
        pageSize,
      };
    },
  },
  ...(['update', 'expire'] as const).map((verb): RouteDefinition => ({
    operationId: verb === 'update' ? 'updateEvolution' : 'expireEvolution',
    method: 'POST',
    path: `/api/fut/evolutions/:id/${verb}/`,
    tag: 'Evolutions',
    summary: verb === 'update' ? 'Changes an evolution (admins only)' : 'Ends an evolution now (admins only)',
    contract: verb === 'update' ? EVOLUTIONS_CONTRACTS.update : EVOLUTIONS_CONTRACTS.expire,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: (context) => ({
      ...(verb === 'update' ? bodyFieldsOf(context) : {}),
      gameYear: gameOf(simpleQuery(context.rawQuery, ['game'])),
      id: eaIdParam(context.params['id'], 'id'),
    }),
  })),
  {
    operationId: 'getEvolution',
    method: 'GET',
    path: '/api/fut/evolutions/:id/',
    tag: 'Evolutions',
    summary: 'One evolution: levels, upgrades, requirements, costs, end time',
    contract: EVOLUTIONS_CONTRACTS.get,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [ID],
    queryParameters: [GAME_QUERY],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => ({
      gameYear: gameOf(simpleQuery(rawQuery, ['game'])),
      id: eaIdParam(params['id'], 'id'),
    }),
  },
];

const EVO_LAB_ROUTES: RouteDefinition[] = [
  {
    operationId: 'getEvoLabOverview',
    method: 'GET',
    path: '/api/fut/evo-lab/overview/',
    tag: 'Evo lab',
    summary: "The caller's saved players, used evolutions, watchlist and lab settings",
    contract: EVOLUTIONS_CONTRACTS.overview,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'sort',
        description: `${EVO_LAB_ITEM_SORTS.join(', ')} (default newest).`,
        schema: { type: 'string' },
      },
      GAME_QUERY,
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['sort', 'game']);
      return { gameYear: gameOf(query), sort: query.get('sort') ?? undefined };
    },
  },
  ...(['add', 'remove'] as const).map((verb): RouteDefinition => ({
    operationId: verb === 'add' ? 'addEvoLabPath' : 'removeEvoLabPath',
    method: 'POST',
    path: `/api/fut/evo-lab/${verb}/`,
    tag: 'Evo lab',
    summary:
      verb === 'add'
        ? 'Saves a stored path as one of the caller’s players (body `{ "hash" }`); saving it again keeps one'
        : 'Removes the caller’s player saved under a path hash (body `{ "hash" }`)',
    contract: verb === 'add' ? EVOLUTIONS_CONTRACTS.addItem : EVOLUTIONS_CONTRACTS.removeItem,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    httpNames: { pathHash: 'hash' },
    envelope: 'data',
    toPayload: (context) => ({ pathHash: bodyFieldsOf(context)['hash'] }),
  })),
  {
    operationId: 'saveEvoLabPlayer',
    method: 'POST',
    path: '/api/fut/evo-lab/save/',
    tag: 'Evo lab',
    summary: 'Saves an evolved player (the saved-player payload)',
    description:
      'Body: the saved-player payload (snake case: `ea_id`, `evolution_path`, `is_modified`, `overall`, `attribute_*`, `face_*`, …). ' +
      'Every step must be one the card can take as evolved so far, else 422 naming `evolution_path.{i}` and the failing ' +
      'requirement; every value must be within its cap, else 422 naming the field; with `is_modified` false every value ' +
      'must be the path’s. The stored card is the one game-rules computes. `user_id` is ignored: the owner is the caller. ' +
      'Saving the same player again updates the one item.',
    contract: EVOLUTIONS_CONTRACTS.save,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: (context) => ({ player: context.body }),
  },
  {
    operationId: 'deleteEvoLabPlayer',
    method: 'DELETE',
    path: '/api/fut/evo-lab/delete/:id/',
    tag: 'Evo lab',
    summary: 'Deletes one of the caller’s saved players (another user’s: 403)',
    contract: EVOLUTIONS_CONTRACTS.deleteItem,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [{ name: 'id', description: 'Saved player id.', schema: { type: 'integer' } }],
    envelope: 'data',
    toPayload: ({ params }) => ({ id: eaIdParam(params['id'], 'id') }),
  },
  {
    operationId: 'getEvoLabSettings',
    method: 'GET',
    path: '/api/fut/evo-lab/settings/',
    tag: 'Evo lab',
    summary:
      "The caller's lab settings (apply upgrades, check eligibility, show price and hide used on; hide expired and hide own evolutions off, until changed)",
    contract: EVOLUTIONS_CONTRACTS.settings,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  {
    operationId: 'updateEvoLabSettings',
    method: 'POST',
    path: '/api/fut/evo-lab/settings/',
    tag: 'Evo lab',
    summary: 'Changes some of the caller’s lab settings (body: the booleans to change)',
    contract: EVOLUTIONS_CONTRACTS.updateSettings,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: (context) => bodyFieldsOf(context),
  },
  {
    operationId: 'listSquadBuilderEvoPlayers',
    method: 'GET',
    path: '/api/fut/evo-lab/squad-builder-list/',
    tag: 'Evo lab',
    summary: "The caller's saved players in the squad builder's compact form",
    contract: EVOLUTIONS_CONTRACTS.squadBuilderList,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  {
    operationId: 'fetchSquadBuilderEvoPlayers',
    method: 'GET',
    path: '/api/fut/evo-lab/squad-builder-fetch/',
    tag: 'Evo lab',
    summary: 'Saved players by id for the squad builder (the caller’s own; another `user_id` is 403)',
    contract: EVOLUTIONS_CONTRACTS.squadBuilderFetch,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'user_id', description: 'Whose players: the caller.', schema: { type: 'string' } },
      {
        name: 'ids',
        description: 'Comma list of saved player ids.',
        schema: { type: 'string' },
        required: true,
      },
    ],
    httpNames: { userId: 'user_id' },
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['user_id', 'ids']);
      return { userId: query.get('user_id') ?? undefined, ids: idListParam(query, 'ids') };
    },
  },
  {
    operationId: 'getMyEvolutionsOfCard',
    method: 'GET',
    path: '/api/fut/my-evolutions/player-item/:eaId/',
    tag: 'Evo lab',
    summary: "The caller's saved players of one card",
    contract: EVOLUTIONS_CONTRACTS.myPlayerItem,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [EA_ID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { eaId: eaIdParam(params['eaId']) };
    },
  },
  {
    operationId: 'listEvolutionsPlayerItems',
    method: 'GET',
    path: '/api/fut/:game/evolutions-player-items/',
    tag: 'Evo lab',
    summary: "The caller's evolved cards as player items, by saved player id or card",
    description:
      "Each row is the evolved card with `myEvoPlayerId` (the saved player's id) and the base card's current price for `price_key`.",
    contract: EVOLUTIONS_CONTRACTS.evolutionsPlayerItems,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [GAME_PATH],
    queryParameters: [
      { name: 'ids', description: 'Comma list of saved player ids.', schema: { type: 'string' } },
      { name: 'player_ea_id', description: 'Only this card’s saved players.', schema: { type: 'integer' } },
      { name: 'price_key', description: '`console` (default) or `pc`.', schema: { type: 'string' } },
    ],
    httpNames: { playerEaId: 'player_ea_id', priceKey: 'price_key' },
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['ids', 'player_ea_id', 'price_key']);
      return {
        gameYear: gameYearParam(params['game']),
        ids: query.get('ids') === null ? undefined : idListParam(query, 'ids'),
        playerEaId: optionalIntegerParam(query, 'player_ea_id'),
        priceKey: query.get('price_key') ?? undefined,
      };
    },
  },
  {
    operationId: 'getPlayerItemDefinitionData',
    method: 'GET',
    path: '/api/fut/player-item-definitions/:game/:eaId/definition-data/',
    tag: 'Players',
    summary: 'Player definition data (the evo lab’s starting card)',
    contract: CATALOG_CONTRACTS.getDefinitionData,
    cacheSeconds: CACHE_SECONDS.LISTS,
    pathParameters: [GAME_PATH, EA_ID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: gameYearParam(params['game']), eaId: eaIdParam(params['eaId']) };
    },
  },
];

export const EVOLUTIONS_ROUTES: RouteDefinition[] = [...EVOLUTION_ROUTES, ...EVO_LAB_ROUTES];
