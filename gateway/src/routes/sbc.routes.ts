import { DomainError, SBC_CONTRACTS, SINGLE_IDENTIFIER_MESSAGE } from '@futgg/contracts';
import { noParameters, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The catalog's SBC routes and the squads service's challenge check (docs/objectives-and-sbcs.md). The
// replies carry their own `{ data }` (and `totalCount` on lists), so every route relays them as they are
// ('page'). Lists and items are cached 60 s (spec: lists); the user's progress and the check never.

export const LIST_SECONDS = 60;

/** `show_expired`: the generic client's booleans are 1 or 0; true and false are taken too. */
export const booleanParam = (query: URLSearchParams, name: string): boolean | undefined => {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new DomainError('INVALID_INPUT', `${name} must be 1 or 0, got "${value.slice(0, 40)}"`, {
    field: name,
  });
};

/** A path's numeric id, checked here so that a word is never taken for one. */
export const idParam = (value: string | undefined, name = 'id'): number => {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new DomainError(
      'INVALID_INPUT',
      `${name} must be a positive whole number, got "${String(value).slice(0, 40)}"`,
      {
        field: name,
      },
    );
  return Number(value);
};

const nonEmpty = (query: URLSearchParams, name: string): string | undefined => {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
};

export const LIST_QUERY: QueryParameterDoc[] = [
  {
    name: 'category_slug',
    description: 'Only this category’s items (its slug); an unknown one is 400.',
    schema: { type: 'string' },
  },
  {
    name: 'show_expired',
    description: '1 lists ended items too (default 0).',
    schema: { type: 'integer', enum: [0, 1] },
  },
  { name: 'page', description: 'Page number, from 1 (20 a page).', schema: { type: 'integer', minimum: 1 } },
];

export const listPayload = (rawQuery: string) => {
  const query = simpleQuery(rawQuery, ['category_slug', 'show_expired', 'page']);
  return {
    categorySlug: nonEmpty(query, 'category_slug'),
    showExpired: booleanParam(query, 'show_expired'),
    page: optionalIntegerParam(query, 'page'),
  };
};

export const SINGLE_QUERY: QueryParameterDoc[] = [
  { name: 'slug', description: 'The item’s slug.', schema: { type: 'string' } },
  { name: 'sbcSetId', description: 'The set’s (group’s) id.', schema: { type: 'integer', minimum: 1 } },
  {
    name: 'sbcChallengeId',
    description: 'A challenge’s (objective’s) id: its set (group) is answered.',
    schema: { type: 'integer', minimum: 1 },
  },
];

/** One of slug, sbcSetId or sbcChallengeId; none is 400 with the spec's message. */
export const singlePayload = (rawQuery: string) => {
  const query = simpleQuery(rawQuery, ['slug', 'sbcSetId', 'sbcChallengeId']);
  const payload = {
    slug: nonEmpty(query, 'slug'),
    sbcSetId:
      nonEmpty(query, 'sbcSetId') === undefined ? undefined : idParam(query.get('sbcSetId')!, 'sbcSetId'),
    sbcChallengeId:
      nonEmpty(query, 'sbcChallengeId') === undefined
        ? undefined
        : idParam(query.get('sbcChallengeId')!, 'sbcChallengeId'),
  };
  if (payload.slug === undefined && payload.sbcSetId === undefined && payload.sbcChallengeId === undefined)
    throw new DomainError('INVALID_INPUT', SINGLE_IDENTIFIER_MESSAGE, { field: 'slug' });
  return payload;
};

export const userClubPayload = (rawQuery: string) => {
  const query = simpleQuery(rawQuery, ['user_club_ea_id']);
  return { userClubEaId: optionalIntegerParam(query, 'user_club_ea_id') };
};

export const USER_CLUB_QUERY: QueryParameterDoc[] = [
  {
    name: 'user_club_ea_id',
    description: 'A card of the caller’s club: only what it counts toward (404 when not in the club).',
    schema: { type: 'integer', minimum: 1 },
  },
];

export const ID_PATH: QueryParameterDoc[] = [
  { name: 'id', description: 'The id.', schema: { type: 'integer', minimum: 1 } },
];

export const byId = ({ params, rawQuery }: { params: Record<string, string>; rawQuery: string }) => {
  simpleQuery(rawQuery, []);
  return { id: idParam(params['id']) };
};

export const SBC_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'listSbcCategories',
    method: 'GET',
    path: '/api/fut/sbc/categories/',
    tag: 'SBCs',
    summary: 'SBC categories in order, each with its number of open sets',
    contract: SBC_CONTRACTS.categories,
    cacheSeconds: LIST_SECONDS,
    envelope: 'page',
    toPayload: noParameters,
  },
  {
    operationId: 'listSbcSets',
    method: 'GET',
    path: '/api/fut/sbc/',
    tag: 'SBCs',
    summary: 'SBC sets, newest first, 20 a page: `{ data, totalCount }`',
    description:
      'Each set with its rewards, challenge count and estimated cost per price key (console, pc): an estimate from ' +
      'current prices (the cheapest cards meeting each challenge’s rating rules), not an optimum.',
    contract: SBC_CONTRACTS.list,
    cacheSeconds: LIST_SECONDS,
    queryParameters: LIST_QUERY,
    httpNames: { categorySlug: 'category_slug', showExpired: 'show_expired' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => listPayload(rawQuery),
  },
  {
    operationId: 'getSbcSingle',
    method: 'GET',
    path: '/api/fut/sbc/single/',
    tag: 'SBCs',
    summary: 'One SBC set by slug, sbcSetId or sbcChallengeId (the set holding it)',
    description: `Without any: 400 "${SINGLE_IDENTIFIER_MESSAGE}". More than one: 400 naming the second.`,
    contract: SBC_CONTRACTS.single,
    cacheSeconds: LIST_SECONDS,
    queryParameters: SINGLE_QUERY,
    envelope: 'page',
    toPayload: ({ rawQuery }) => singlePayload(rawQuery),
  },
  {
    operationId: 'getSbcUserClub',
    method: 'GET',
    path: '/api/fut/sbc/user-club/',
    tag: 'SBCs',
    summary: 'The caller’s progress on open SBCs from their club (signed in)',
    description:
      'Per open set and challenge: how many club cards meet the challenge’s per-player rules (rating minimum, quality ' +
      'tiers) and whether that is enough players. A hint, not a proof that the squad can be built.',
    contract: SBC_CONTRACTS.userClub,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: USER_CLUB_QUERY,
    httpNames: { userClubEaId: 'user_club_ea_id' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => userClubPayload(rawQuery),
  },
  {
    operationId: 'getSbcSet',
    method: 'GET',
    path: '/api/fut/sbc/set/:id/',
    tag: 'SBCs',
    summary: 'One SBC set by id, with its challenges, requirements, rewards and cost estimates',
    contract: SBC_CONTRACTS.set,
    cacheSeconds: LIST_SECONDS,
    pathParameters: ID_PATH,
    envelope: 'page',
    toPayload: byId,
  },
  {
    operationId: 'getSbcChallenge',
    method: 'GET',
    path: '/api/fut/sbc/challenge/:id/',
    tag: 'SBCs',
    summary: 'One SBC challenge: requirements (`{ version: 1, rules }`), rewards, cost estimate',
    contract: SBC_CONTRACTS.challenge,
    cacheSeconds: LIST_SECONDS,
    pathParameters: ID_PATH,
    envelope: 'page',
    toPayload: byId,
  },
  {
    operationId: 'checkSbcChallenge',
    method: 'GET',
    path: '/api/fut/sbc/challenge/:id/check/',
    tag: 'SBCs',
    summary:
      'Checks a saved squad against a challenge’s requirements: each rule passed or failed, violations named',
    description:
      'Answered by the squads service (game-rules’ checker) with the challenge read from the catalog.',
    contract: SBC_CONTRACTS.check,
    cacheSeconds: 0,
    pathParameters: ID_PATH,
    queryParameters: [
      {
        name: 'squad',
        description: 'The saved squad’s uuid.',
        schema: { type: 'string', format: 'uuid' },
        required: true,
      },
    ],
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['squad']);
      const squad = query.get('squad');
      if (squad === null || squad === '')
        throw new DomainError('INVALID_INPUT', 'squad is required (a saved squad’s uuid)', {
          field: 'squad',
        });
      return { challengeId: idParam(params['id']), squad };
    },
  },
  {
    operationId: 'getSbcBySlug',
    method: 'GET',
    path: '/api/fut/sbc/:slug/',
    tag: 'SBCs',
    summary: 'One SBC set by slug, with its challenges',
    contract: SBC_CONTRACTS.bySlug,
    cacheSeconds: LIST_SECONDS,
    pathParameters: [{ name: 'slug', description: 'The set’s slug.', schema: { type: 'string' } }],
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { slug: params['slug'] };
    },
  },
];
