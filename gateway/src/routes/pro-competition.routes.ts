import {
  DomainError,
  PRO_COMPETITION_CONTRACTS,
  PRO_COMPETITION_CONTENT_TYPES,
  PRO_COMPETITION_PRODUCTS,
  isProCompetitionProduct,
} from '@futgg/contracts';
import { bodyOnly, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteContext, RouteDefinition } from './route-definition.js';

// The squads service's pro-competition routes (docs/pro-competition.md). Every one needs a signed-in
// caller and carries the CSRF header (spec, second document, section 6: "Pro competition calls carry a
// CSRF token header"), reads included.

const C = PRO_COMPETITION_CONTRACTS;
const TAG = 'Pro competition';

const PRODUCT: QueryParameterDoc = {
  name: 'product',
  description: `The competition product: ${PRO_COMPETITION_PRODUCTS.join(', ')}. Any other is 404.`,
  schema: { type: 'string', enum: [...PRO_COMPETITION_PRODUCTS] },
};
const GUID: QueryParameterDoc = {
  name: 'guid',
  description: "The event's guid.",
  schema: { type: 'string' },
};
const EVENT_ID: QueryParameterDoc = {
  name: 'eventId',
  description: "The event's id (the ruleset manager's eventId).",
  schema: { type: 'integer', minimum: 1 },
};
const PAGE_PARAMETERS: QueryParameterDoc[] = [
  {
    name: 'page',
    description: 'Page number, from 1; the answer’s `next` names the next one.',
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: 'page_size',
    description: 'Rows per page, 1 to 100 (default 20).',
    schema: { type: 'integer', minimum: 1, maximum: 100 },
  },
];

/** The `{product}` segment: a product outside the whitelist is no page of ours (404). */
const productOf = ({ params }: RouteContext): string => {
  const product = params['product'] ?? '';
  if (!isProCompetitionProduct(product)) {
    throw new DomainError('NOT_FOUND', `No pro-competition product "${product.slice(0, 40)}"`, {
      field: 'product',
    });
  }
  return product;
};

/** A path id as a number when it is one; anything else goes on as text for the contract to refuse by name. */
const idParam = (value: string | undefined): number | string | undefined =>
  value !== undefined && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;

const PRO_ROUTE = { tag: TAG, cacheSeconds: 0, auth: 'required', csrfAlways: true } as const;

export const PRO_COMPETITION_ROUTES: readonly RouteDefinition[] = [
  {
    ...PRO_ROUTE,
    operationId: 'saveProRuleset',
    method: 'POST',
    path: '/api/:product/rulesets/save/',
    summary: "Replaces an event's squad ruleset (its organiser or an admin)",
    description:
      'Body: `eventId`, `squadConfigData` (docs/pro-competition.md "Ruleset fields"), `searchPoolData` (a player ' +
      'database filter query, stored in canonical form).',
    contract: C.saveRuleset,
    isWrite: true,
    pathParameters: [PRODUCT],
    envelope: 'data',
    toPayload: (context) => {
      return { ...bodyOnly(context), product: productOf(context) };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'getProRuleset',
    method: 'GET',
    path: '/api/:product/rulesets/:eventId/',
    summary: "An event's squad ruleset (the ruleset manager)",
    contract: C.getRuleset,
    pathParameters: [PRODUCT, EVENT_ID],
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      return { product: productOf(context), eventId: idParam(context.params['eventId']) };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'createProEvent',
    method: 'POST',
    path: '/api/:product/events/create/',
    summary: 'Creates an event with its organiser and ruleset (admins)',
    contract: C.createEvent,
    isWrite: true,
    pathParameters: [PRODUCT],
    envelope: 'data',
    toPayload: (context) => {
      return { ...bodyOnly(context), product: productOf(context) };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'updateProEvent',
    method: 'POST',
    path: '/api/:product/events/:guid/update/',
    summary: "Changes an event's name, organiser, dates or status (admins)",
    contract: C.updateEvent,
    isWrite: true,
    pathParameters: [PRODUCT, GUID],
    envelope: 'data',
    toPayload: (context) => {
      return { ...bodyOnly(context), product: productOf(context), guid: context.params['guid'] };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'getProEvent',
    method: 'GET',
    path: '/api/:product/events/:guid/',
    summary: 'An event with its ruleset',
    contract: C.getEvent,
    pathParameters: [PRODUCT, GUID],
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      return { product: productOf(context), guid: context.params['guid'] };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'checkProSquad',
    method: 'GET',
    path: '/api/:product/events/:guid/check/',
    summary:
      "A saved squad checked against the event's ruleset: every violation, with slot, card, limit and actual",
    contract: C.checkSquad,
    pathParameters: [PRODUCT, GUID],
    queryParameters: [
      { name: 'squad', description: 'The saved squad’s uuid.', schema: { type: 'string' }, required: true },
    ],
    envelope: 'data',
    toPayload: (context) => {
      const query = simpleQuery(context.rawQuery, ['squad']);
      return {
        product: productOf(context),
        guid: context.params['guid'],
        squad: query.get('squad') ?? undefined,
      };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'getProAnalytics',
    method: 'GET',
    path: '/api/:product/analytics/',
    summary: 'Per event: squads checked and passed, and the most common violations',
    description:
      `\`type\` is \`squad-checks\` (the default); \`content_type_id\` is ${PRO_COMPETITION_CONTENT_TYPES.EVENT} ` +
      '(an event) and `entity_id` the event’s id, for one event; without them, every event of the product.',
    contract: C.analytics,
    pathParameters: [PRODUCT],
    queryParameters: [
      { name: 'type', description: '`squad-checks`.', schema: { type: 'string' } },
      {
        name: 'content_type_id',
        description: `${PRO_COMPETITION_CONTENT_TYPES.EVENT} (an event).`,
        schema: { type: 'integer' },
      },
      { name: 'entity_id', description: 'The event’s id.', schema: { type: 'integer', minimum: 1 } },
      ...PAGE_PARAMETERS,
    ],
    httpNames: { contentTypeId: 'content_type_id', entityId: 'entity_id', pageSize: 'page_size' },
    envelope: 'page',
    toPayload: (context) => {
      const query = simpleQuery(context.rawQuery, [
        'type',
        'content_type_id',
        'entity_id',
        'page',
        'page_size',
      ]);
      return {
        product: productOf(context),
        type: query.get('type') || undefined,
        contentTypeId: optionalIntegerParam(query, 'content_type_id'),
        entityId: optionalIntegerParam(query, 'entity_id'),
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    ...PRO_ROUTE,
    operationId: 'searchProEvents',
    method: 'GET',
    path: '/api/:product/search/',
    summary: 'Events of the product whose name contains q (all of them without q), newest start first',
    contract: C.searchEvents,
    pathParameters: [PRODUCT],
    queryParameters: [
      { name: 'q', description: 'Text in the event’s name (case-insensitive).', schema: { type: 'string' } },
      ...PAGE_PARAMETERS,
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: (context) => {
      const query = simpleQuery(context.rawQuery, ['q', 'page', 'page_size']);
      return {
        product: productOf(context),
        q: query.get('q') ?? undefined,
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
];
