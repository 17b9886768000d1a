import { DomainError, TACTIC_LIMITS, TACTIC_ORDER_BY, TACTICS_CONTRACTS } from '@futgg/contracts';
import { TACTIC_CODE_PREFIX } from '@futgg/game-rules';
import { bodyFieldsOf, bodyOnly, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The squads service's tactics routes (docs/tactics.md; spec, second document, section 7 "Squads and
// tactics"). Every one is the signed-in caller's: a visitor gets 401, another user's tactic 403. The
// static paths (user-tactics, user, create, update, export-code, import-code) are matched before
// `:guid` by the router, whatever the order here.

const C = TACTICS_CONTRACTS;
const TAG = 'Tactics';

const ORDER_BY: QueryParameterDoc = {
  name: 'order_by',
  description: `${TACTIC_ORDER_BY.join(', ')} (a leading minus is descending; default -lastUpdatedAt).`,
  schema: { type: 'string' },
};
const GUID: QueryParameterDoc = { name: 'guid', description: "A tactic's guid.", schema: { type: 'string' } };

/** A query parameter as given, or undefined when absent or empty. */
const optional = (query: URLSearchParams, name: string): string | undefined => query.get(name) || undefined;

const flagParam = (query: URLSearchParams, name: string): boolean | undefined => {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new DomainError('INVALID_INPUT', `${name} must be 1 or 0`, { field: name });
};

export const TACTICS_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'listUserTactics',
    method: 'GET',
    path: '/api/fut/tactics/user-tactics/',
    tag: TAG,
    summary: "The caller's tactics: all, the named ones (guids), or one squad's",
    description:
      `\`guids\` is a comma list of at most ${TACTIC_LIMITS.MAX_GUIDS} guids; guids that are not the caller's ` +
      "are left out. `squad` keeps one squad's tactics.",
    contract: C.listUserTactics,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'guids', description: 'Comma list of tactic guids.', schema: { type: 'string' } },
      { name: 'squad', description: "A squad's uuid.", schema: { type: 'string' } },
      ORDER_BY,
    ],
    httpNames: { orderBy: 'order_by', squadUuid: 'squad' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['guids', 'squad', 'order_by']);
      return {
        guids: optional(query, 'guids')?.split(','),
        squadUuid: optional(query, 'squad'),
        orderBy: optional(query, 'order_by'),
      };
    },
  },
  {
    operationId: 'pageUserTactics',
    method: 'GET',
    path: '/api/fut/tactics/user/',
    tag: TAG,
    summary: "The caller's tactics a page at a time",
    contract: C.userTactics,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'page_size',
        description: `Rows per page, 1 to ${TACTIC_LIMITS.MAX_PAGE_SIZE} (default ${TACTIC_LIMITS.LIST_PAGE_SIZE}).`,
        schema: { type: 'integer', minimum: 1 },
      },
      ORDER_BY,
    ],
    httpNames: { orderBy: 'order_by', pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size', 'order_by']);
      return {
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
        orderBy: optional(query, 'order_by'),
      };
    },
  },
  {
    operationId: 'createTactics',
    method: 'POST',
    path: '/api/fut/tactics/create/',
    tag: TAG,
    summary: 'Creates tactics (body `{ tactics: [{ local_guid, data }] }`): all of them, or none',
    description:
      `Each is answered with its \`local_guid\` and new \`guid\`. At most ${TACTIC_LIMITS.MAX_PER_SQUAD} tactics a ` +
      'squad (`data.squadUuid`, one of your squads): one more is 409 naming the field.',
    contract: C.create,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'updateTactics',
    method: 'POST',
    path: '/api/fut/tactics/update/',
    tag: TAG,
    summary:
      'Changes tactics (body `{ tactics: [{ guid, data }] }` or `{ guid, data }`): all of them, or none',
    description:
      'The fields of `data` replace the stored ones; a new formation without `positionRoles` clears the roles.',
    contract: C.update,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'exportTacticCode',
    method: 'GET',
    path: '/api/fut/tactics/export-code/',
    tag: TAG,
    summary: 'The share code of a tactic: a saved one (`tactic` = guid) or unsaved (`encoded=1`)',
    description:
      `Answers \`{ code }\`, a \`${TACTIC_CODE_PREFIX}\` code (docs/tactics.md "The share code"). With \`encoded=1\`, ` +
      '`tactic` is the tactic data (as for create) as JSON in base64url without padding.',
    contract: C.exportCode,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'tactic',
        description: "A saved tactic's guid, or with encoded=1 its data.",
        schema: { type: 'string' },
      },
      { name: 'encoded', description: '1: `tactic` is base64url JSON data.', schema: { type: 'integer' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['tactic', 'encoded']);
      return { tactic: query.get('tactic') ?? undefined, encoded: flagParam(query, 'encoded') };
    },
  },
  {
    operationId: 'importTacticCode',
    method: 'POST',
    path: '/api/fut/tactics/import-code/',
    tag: TAG,
    summary: "A share code's tactic (body `{ code }`), checked but not saved: the client creates it",
    description:
      'A damaged code is 400 naming the problem: BAD_PREFIX, BAD_BASE64, TRUNCATED, CHECKSUM_MISMATCH, ' +
      'UNKNOWN_VERSION, OUT_OF_RANGE or TRAILING_BYTES.',
    contract: C.importCode,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      return { code: bodyFieldsOf(context)['code'] };
    },
  },
  {
    operationId: 'getTactic',
    method: 'GET',
    path: '/api/fut/tactics/:guid/',
    tag: TAG,
    summary: 'One of your tactics',
    contract: C.get,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [GUID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { guid: params['guid'] };
    },
  },
  {
    operationId: 'deleteTactic',
    method: 'POST',
    path: '/api/fut/tactics/:id/delete/',
    tag: TAG,
    summary: 'Deletes one of your tactics',
    contract: C.delete,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [{ ...GUID, name: 'id' }],
    httpNames: { guid: 'id' },
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { guid: params['id'] };
    },
  },
];
