import { DomainError, MODERATION_CONTRACTS, MODERATION_LIMITS } from '@futgg/contracts';
import { bodyFieldsOf, bodyOnly, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { RouteDefinition } from './route-definition.js';

// The moderation routes (docs/moderation.md): any signed-in user reports; admins list and close.

const C = MODERATION_CONTRACTS;
const TAG = 'Moderation';

const reportIdParam = (value: string | undefined): number => {
  if (value === undefined || !/^[1-9][0-9]{0,14}$/.test(value)) {
    throw new DomainError('INVALID_INPUT', `id must be a report id, got "${String(value).slice(0, 40)}"`, {
      field: 'id',
    });
  }
  return Number(value);
};

export const MODERATION_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'sendReport',
    method: 'POST',
    path: '/api/moderation/send-report/',
    tag: TAG,
    summary: 'Reports a page or an item to the moderators',
    description:
      `Body: \`url\` (an http(s) address or a path on this site, at most ${MODERATION_LIMITS.URL_MAX_LENGTH} characters) ` +
      `and \`note\` (at most ${MODERATION_LIMITS.NOTE_MAX_LENGTH}). Signed in; at most 5 reports a minute per user ` +
      '(429 after). The answer is the stored report’s id and status `open`.',
    contract: C.sendReport,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'listReports',
    method: 'GET',
    path: '/api/moderation/reports/',
    tag: TAG,
    summary: 'Admins: the reports, newest first, optionally of one status',
    description: 'Role `admin` only; anyone else gets 403.',
    contract: C.listReports,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'status',
        description: '`open` or `closed` (default: both).',
        schema: { type: 'string', enum: ['open', 'closed'] },
      },
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'page_size',
        description: 'Reports per page, 1 to 100 (default 20).',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['status', 'page', 'page_size']);
      const status = query.get('status');
      return {
        status: status === null || status === '' ? undefined : status,
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'closeReport',
    method: 'POST',
    path: '/api/moderation/reports/:id/close/',
    tag: TAG,
    summary: 'Admins: closes an open report with a resolution',
    description:
      `Body: \`resolution\` (1–${MODERATION_LIMITS.RESOLUTION_MAX_LENGTH} characters). Role \`admin\` only (403 ` +
      'otherwise, and the report stays open); a closed report is 409.',
    contract: C.closeReport,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [
      { name: 'id', description: 'The report’s id.', schema: { type: 'integer', minimum: 1 } },
    ],
    envelope: 'data',
    toPayload: ({ params, rawQuery, body }) => {
      simpleQuery(rawQuery, []);
      return { resolution: bodyFieldsOf({ body })['resolution'], id: reportIdParam(params['id']) };
    },
  },
];
