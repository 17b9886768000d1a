import { CONTENT_TYPES, DomainError, VIEW_LIMITS, VIEWS_CONTRACTS } from '@futgg/contracts';
import { bodyOnly, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The views routes (docs/votes-and-views.md). Tracking is open to anyone and answers 202 once the view is
// stored; counts are public.

const TYPES = CONTENT_TYPES.map(({ id, name }) => `${id} ${name}`).join(', ');

const CONTENT_TYPE: QueryParameterDoc = {
  name: 'contentTypeId',
  description: `The content type id (${TYPES}).`,
  schema: { type: 'integer' },
};

/** The web sends a player's eaId as a number: any entity id travels as its text. */
const asEntityId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;

export const VIEWS_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'trackView',
    method: 'POST',
    path: '/api/views/track/',
    tag: 'Views',
    summary: 'Records a view of an entity (202 once stored; the answer need not be read)',
    description:
      'Body `{ "type": "entity_view", "contentTypeId": 1, "entityId": "231747" }` (entityId a string or a whole ' +
      `number). Anyone may call. One view per client per entity counts every ${VIEW_LIMITS.WINDOW_MINUTES} ` +
      'minutes: the client is the signed-in user, else a salted hash of the address and user agent; further views ' +
      'in the window are accepted and not counted. The answer comes after the view is committed, so an accepted ' +
      'view survives a restart. Player views reach the catalog as pageviews within seconds.',
    contract: VIEWS_CONTRACTS.track,
    cacheSeconds: 0,
    auth: 'optional',
    successStatus: 202,
    envelope: 'data',
    toPayload: (context) => {
      const body = bodyOnly(context);
      const clientKey = context.clientKey;
      if (clientKey === undefined) throw new DomainError('INTERNAL', 'No client key for a view');
      return {
        type: body['type'],
        contentTypeId: body['contentTypeId'],
        entityId: asEntityId(body['entityId']),
        clientKey,
      };
    },
  },
  {
    operationId: 'getViewCounts',
    method: 'GET',
    path: '/api/views/:contentTypeId/counts/',
    tag: 'Views',
    summary: 'Views of several entities of one type: `{ "<entityId>": views }` (0 for never viewed)',
    contract: VIEWS_CONTRACTS.counts,
    cacheSeconds: 0,
    pathParameters: [CONTENT_TYPE],
    queryParameters: [
      {
        name: 'ids',
        description: `Comma list of entity ids, 1 to ${VIEW_LIMITS.MAX_IDS}.`,
        schema: { type: 'string' },
        required: true,
      },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      const ids = simpleQuery(rawQuery, ['ids']).get('ids') ?? '';
      return { contentTypeId: params['contentTypeId'], ids: ids === '' ? [] : ids.split(',') };
    },
  },
  {
    operationId: 'getViewCount',
    method: 'GET',
    path: '/api/views/:contentTypeId/:entityId/',
    tag: 'Views',
    summary: 'One entity’s views: `{ contentTypeId, entityId, views }`',
    contract: VIEWS_CONTRACTS.count,
    cacheSeconds: 0,
    pathParameters: [
      CONTENT_TYPE,
      { name: 'entityId', description: 'The entity’s id (eaId, id or uuid).', schema: { type: 'string' } },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { contentTypeId: params['contentTypeId'], entityId: params['entityId'] };
    },
  },
];
