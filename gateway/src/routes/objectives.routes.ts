import { OBJECTIVES_CONTRACTS, SINGLE_IDENTIFIER_MESSAGE } from '@futgg/contracts';
import { noParameters, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';
import {
  ID_PATH,
  LIST_QUERY,
  LIST_SECONDS,
  SINGLE_QUERY,
  USER_CLUB_QUERY,
  booleanParam,
  byId,
  listPayload,
  singlePayload,
  userClubPayload,
} from './sbc.routes.js';

// The catalog's objectives routes (docs/objectives-and-sbcs.md); replies carry their own `{ data }`.
// Lists and items are cached 60 s; the user's progress never.

export const OBJECTIVES_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'listObjectiveTabs',
    method: 'GET',
    path: '/api/fut/objectives/tabs/',
    tag: 'Objectives',
    summary: 'Objective tabs in order (one is the campaign), each with its number of open groups',
    contract: OBJECTIVES_CONTRACTS.tabs,
    cacheSeconds: LIST_SECONDS,
    envelope: 'page',
    toPayload: noParameters,
  },
  {
    operationId: 'listObjectiveGroups',
    method: 'GET',
    path: '/api/fut/objectives/groups/',
    tag: 'Objectives',
    summary: 'Objective groups, 20 a page: `{ data, totalCount }` (category_slug is a tab’s slug)',
    contract: OBJECTIVES_CONTRACTS.groups,
    cacheSeconds: LIST_SECONDS,
    queryParameters: LIST_QUERY,
    httpNames: { categorySlug: 'category_slug', showExpired: 'show_expired' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => listPayload(rawQuery),
  },
  {
    operationId: 'getObjectiveGroupById',
    method: 'GET',
    path: '/api/fut/objectives/groups/group/:id/',
    tag: 'Objectives',
    summary: 'One objective group by id, with its objectives',
    contract: OBJECTIVES_CONTRACTS.group,
    cacheSeconds: LIST_SECONDS,
    pathParameters: ID_PATH,
    envelope: 'page',
    toPayload: byId,
  },
  {
    operationId: 'getObjective',
    method: 'GET',
    path: '/api/fut/objectives/groups/obj/:id/',
    tag: 'Objectives',
    summary: 'One objective by id, with its group',
    contract: OBJECTIVES_CONTRACTS.objective,
    cacheSeconds: LIST_SECONDS,
    pathParameters: ID_PATH,
    envelope: 'page',
    toPayload: byId,
  },
  {
    operationId: 'getObjectiveGroupBySlug',
    method: 'GET',
    path: '/api/fut/objectives/groups/:slug/',
    tag: 'Objectives',
    summary: 'One objective group by slug, with its objectives',
    contract: OBJECTIVES_CONTRACTS.groupBySlug,
    cacheSeconds: LIST_SECONDS,
    pathParameters: [{ name: 'slug', description: 'The group’s slug.', schema: { type: 'string' } }],
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { slug: params['slug'] };
    },
  },
  {
    operationId: 'getObjectivesCampaign',
    method: 'GET',
    path: '/api/fut/objectives/campaign/',
    tag: 'Objectives',
    summary:
      'The campaign: every group of the campaign tab with its objectives (open ones unless show_expired=1)',
    contract: OBJECTIVES_CONTRACTS.campaign,
    cacheSeconds: LIST_SECONDS,
    queryParameters: [LIST_QUERY[1]!],
    httpNames: { showExpired: 'show_expired' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => ({
      showExpired: booleanParam(simpleQuery(rawQuery, ['show_expired']), 'show_expired'),
    }),
  },
  {
    operationId: 'getObjectivesUserClub',
    method: 'GET',
    path: '/api/fut/objectives/user-club/',
    tag: 'Objectives',
    summary: 'The caller’s progress on open objectives from their club (signed in)',
    description: 'Progress of an objective = club cards matching its filter, up to its target.',
    contract: OBJECTIVES_CONTRACTS.userClub,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: USER_CLUB_QUERY,
    httpNames: { userClubEaId: 'user_club_ea_id' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => userClubPayload(rawQuery),
  },
  {
    operationId: 'getObjectivesSingle',
    method: 'GET',
    path: '/api/fut/objectives/single/',
    tag: 'Objectives',
    summary:
      'One objective group by slug, sbcSetId (group id) or sbcChallengeId (an objective’s id: its group)',
    description: `Without any: 400 "${SINGLE_IDENTIFIER_MESSAGE}". More than one: 400 naming the second.`,
    contract: OBJECTIVES_CONTRACTS.single,
    cacheSeconds: LIST_SECONDS,
    queryParameters: SINGLE_QUERY,
    envelope: 'page',
    toPayload: ({ rawQuery }) => singlePayload(rawQuery),
  },
];
