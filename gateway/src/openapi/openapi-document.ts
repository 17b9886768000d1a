import { z } from 'zod';
import { ErrorBody, type ErrorCode } from '@futgg/contracts';
import type { RouteDefinition } from '../routes/route-definition.js';

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' });

/** Each error status with the code its body carries (STATUS_FOR_CODE) and an example of it. */
const ERROR_RESPONSES: Record<
  string,
  { description: string; code: ErrorCode; message: string; field?: string }
> = {
  '400': {
    description: 'Invalid input: the message and `field` name the parameter',
    code: 'INVALID_INPUT',
    message: 'overall__gte: 120 is above the bound 99',
    field: 'overall__gte',
  },
  '404': { description: 'Not found', code: 'NOT_FOUND', message: 'No player item 26-999999999' },
  '429': {
    description: 'Rate limited (Retry-After says when to retry)',
    code: 'RATE_LIMITED',
    message: 'Too many requests; retry after 12 s',
  },
  '503': {
    description: 'The answering service is unavailable (the message names it)',
    code: 'UNAVAILABLE',
    message: 'The catalog service is unavailable',
  },
  '504': {
    description: 'The answering service did not answer in time (the message names it)',
    code: 'TIMEOUT',
    message: 'The catalog service did not answer in time',
  },
};

/** OpenAPI 3.0 document generated from the route definitions and the contracts' zod schemas. */
export const openApiDocument = (
  routes: readonly RouteDefinition[],
  version: string,
  handWritten: Record<string, Record<string, unknown>> = {},
) => {
  const paths: Record<string, Record<string, unknown>> = structuredClone(handWritten);
  for (const route of routes) {
    const envelope =
      route.envelope === 'page'
        ? jsonSchemaOf(route.contract.response)
        : { type: 'object', required: ['data'], properties: { data: jsonSchemaOf(route.contract.response) } };
    const operation = {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters: [
        ...(route.pathParameters ?? []).map((p) => ({ in: 'path', required: true, ...p })),
        ...(route.queryParameters ?? []).map((p) => ({ in: 'query', required: p.required ?? false, ...p })),
      ],
      responses: {
        '200': {
          description: route.cacheSeconds ? `OK (cacheable for ${route.cacheSeconds} s)` : 'OK',
          content: { 'application/json': { schema: envelope } },
        },
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, { description, code, message, field }]) => [
            status,
            {
              description,
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/ErrorBody' },
                  example: { error: { code, message, ...(field ? { field } : {}) } },
                },
              },
            },
          ]),
        ),
      },
    };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'FUT companion platform API',
      version,
      description:
        'Every route of the gateway. Paths end with a slash; booleans are sent as 1/0 and arrays comma-joined. ' +
        'Errors are `{ "error": { "code", "message", "field"? } }`. Signed-in calls carry `Authorization: Bearer <token>` ' +
        '(see GET /api/identity/); an invalid, expired or revoked token is 401 with `WWW-Authenticate: Bearer error="invalid_token"` on any route.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ErrorBody: jsonSchemaOf(ErrorBody) } },
  };
};
