import { ADMIN_ACTIONS, ADMIN_ACTIONS_CONTRACTS } from '@futgg/contracts';
import { bodyFieldsOf, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

// Admin actions (docs/feed-and-collections.md): sign-in required (a visitor 401), the admin role
// checked by the catalog (anyone else 403), every run audited.

export const ADMIN_ACTIONS_ROUTES: RouteDefinition[] = [
  {
    operationId: 'runAdminAction',
    method: 'POST',
    path: '/api/gg-debugger/actions/:action/',
    tag: 'Admin',
    summary: `Runs an admin action: ${ADMIN_ACTIONS.join(', ')} (administrators only)`,
    description:
      'Body: `{ "date"?: "YYYY-MM-DD" (rebuild-feed-day: required), "gameYear"?: 26 }`. refresh-caches empties the ' +
      'catalog’s content memo; rebuild-feed-day writes a day’s feed again from the cards, SBCs and objectives the ' +
      'catalog holds; reindex-search rebuilds global search’s index. Each run is written to the audit log (who, what, ' +
      'when, outcome). A visitor is 401, a signed-in user without the admin role 403.',
    contract: ADMIN_ACTIONS_CONTRACTS.run,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [{ name: 'action', description: ADMIN_ACTIONS.join(' | '), schema: { type: 'string' } }],
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      const body = bodyFieldsOf(context);
      return { action: context.params['action'], date: body['date'], gameYear: body['gameYear'] };
    },
  },
  {
    operationId: 'listAdminActionAudit',
    method: 'GET',
    path: '/api/gg-debugger/actions/audit/',
    tag: 'Admin',
    summary: 'The admin actions’ audit log, newest first (administrators only)',
    contract: ADMIN_ACTIONS_CONTRACTS.audit,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      { name: 'limit', description: 'Rows, 1 to 200 (default 50).', schema: { type: 'integer' } },
    ],
    envelope: 'data',
    toPayload: ({ rawQuery }) => ({ limit: optionalIntegerParam(simpleQuery(rawQuery, ['limit']), 'limit') }),
  },
];
