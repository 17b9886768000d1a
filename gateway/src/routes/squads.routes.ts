import { DomainError, SQUAD_LIMITS, SQUADS_CONTRACTS } from '@futgg/contracts';
import { bodyOnly, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The squads service's squads routes (docs/squads.md). Every answer depends on who asks (isOwner) or is
// the caller's own, so none is cached.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const UUID: QueryParameterDoc = {
  name: 'uuid',
  description: 'The squad’s uuid.',
  schema: { type: 'string', format: 'uuid' },
};

/** The path's uuid, checked here so that no other word (`user`, `save`) is ever taken for one. */
const uuidParam = (value: string | undefined): string => {
  if (value === undefined || !UUID_PATTERN.test(value)) {
    throw new DomainError(
      'INVALID_INPUT',
      `uuid must be a squad's uuid, got "${String(value).slice(0, 40)}"`,
      {
        field: 'uuid',
      },
    );
  }
  return value.toLowerCase();
};

export const SQUADS_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'saveSquad',
    method: 'POST',
    path: '/api/squads/save/',
    tag: 'Squads',
    summary: 'Creates a squad (no uuid) or replaces one of the caller’s (uuid and the version last read)',
    description:
      'Body: `title`, `gameYear`, `formationId` (game-rules id, e.g. `f433`), `manager` (`leagueEaId`, `nationEaId`), ' +
      '`substituteCount` (default 9), `reserveCount` (default 0), `positions` (filled slots only: `group`, `positionIdx`, ' +
      '`playerEaId` or `myEvoPlayerId`, overrides) and `flags`. An update with a stale `version` is 409 naming `version` ' +
      'and writes nothing; another user’s squad is 403; a read-only one 409 naming `flags.isReadOnly`. The answer is the ' +
      'squad with chemistry, rating and price computed by the server.',
    contract: SQUADS_CONTRACTS.save,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'listUserSquads',
    method: 'GET',
    path: '/api/squads/user/',
    tag: 'Squads',
    summary: 'The caller’s squads, last saved first, with chemistry, rating and price',
    contract: SQUADS_CONTRACTS.list,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'page_size',
        description: `Squads per page, 1 to 100 (default ${SQUAD_LIMITS.LIST_PAGE_SIZE}).`,
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['page', 'page_size']);
      return {
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'getSquad',
    method: 'GET',
    path: '/api/squads/:uuid/',
    tag: 'Squads',
    summary: 'Any squad by its uuid (anyone may open a shared squad); `isOwner` tells the caller’s own',
    contract: SQUADS_CONTRACTS.get,
    cacheSeconds: 0,
    auth: 'optional',
    pathParameters: [UUID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { uuid: uuidParam(params['uuid']) };
    },
  },
  {
    operationId: 'deleteSquad',
    method: 'POST',
    path: '/api/squads/:uuid/delete/',
    tag: 'Squads',
    summary: 'Deletes one of the caller’s squads (another user’s: 403; a read-only one: 409)',
    contract: SQUADS_CONTRACTS.delete,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [UUID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { uuid: uuidParam(params['uuid']) };
    },
  },
];
