import { IDENTITY_CONTRACTS, PAGE_LIMITS } from '@futgg/contracts';
import { noParameters, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

/**
 * Identity's routes that are plain request and reply. Sign-in, the callback, the identity state and
 * sign-out set cookies and redirect, so they are registered apart (identity/identity-http.routes.ts).
 */
export const IDENTITY_ROUTES: RouteDefinition[] = [
  {
    operationId: 'listMySessions',
    method: 'GET',
    path: '/api/identity/sessions/',
    tag: 'Identity',
    summary: "The signed-in user's sessions (devices), newest first",
    description: '`isCurrent` marks the session the request came with. Requires sign-in.',
    contract: IDENTITY_CONTRACTS.listSessions,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  {
    operationId: 'revokeMySession',
    method: 'POST',
    path: '/api/identity/sessions/:id/revoke/',
    tag: 'Identity',
    summary: "Signs one of the user's sessions out (another device)",
    description:
      "Its access tokens are refused from then on at every gateway. Another user's session is 403. With the session cookie alone, the X-CSRF-Token header is required.",
    contract: IDENTITY_CONTRACTS.revokeSession,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [
      { name: 'id', description: 'The session id from the sessions list.', schema: { type: 'string' } },
    ],
    httpNames: { sessionKey: 'id' },
    envelope: 'data',
    // The contract checks the key's form; httpNames names the parameter `id` in its refusal.
    toPayload: ({ params }) => ({ sessionKey: params['id'] }),
  },
  {
    operationId: 'searchUsers',
    method: 'GET',
    path: '/api/users/',
    tag: 'Identity',
    summary: 'Users by name (to start a conversation with)',
    description:
      'Username or display name containing `search` (case-insensitive); an exact username first, then usernames starting with it, then alphabetical. Requires sign-in.',
    contract: IDENTITY_CONTRACTS.searchUsers,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'search',
        description: 'Text in the username or display name (up to 80 characters).',
        schema: { type: 'string' },
      },
      { name: 'page', description: 'Page, from 1.', schema: { type: 'integer' } },
      {
        name: 'page_size',
        description: `Users per page, 1 to ${PAGE_LIMITS.MAX_PAGE_SIZE} (default ${PAGE_LIMITS.DEFAULT_PAGE_SIZE}).`,
        schema: { type: 'integer' },
      },
    ],
    envelope: 'page',
    httpNames: { pageSize: 'page_size' },
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['search', 'page', 'page_size']);
      return {
        search: query.get('search') ?? undefined,
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'identityPublicKeys',
    method: 'GET',
    path: '/api/identity/jwks/',
    tag: 'Identity',
    summary: "The public keys of identity's access tokens (a JWK set)",
    description:
      'For services outside the platform that verify access tokens themselves (EdDSA, `typ` at+jwt).',
    contract: IDENTITY_CONTRACTS.getPublicKeys,
    cacheSeconds: 300,
    envelope: 'data',
    toPayload: noParameters,
  },
];
