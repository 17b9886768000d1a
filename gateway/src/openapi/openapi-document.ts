import { z } from 'zod';
import { ErrorBody } from '@futgg/contracts';
import type { RouteDefinition } from '../routes/route-definition.js';

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' });

const ERROR_RESPONSES = {
  '400': 'Invalid input: the message names the parameter',
  '404': 'Not found',
  '429': 'Rate limited (Retry-After says when to retry)',
  '503': 'The answering service is unavailable (the message names it)',
  '504': 'The answering service did not answer in time (the message names it)',
};

/** OpenAPI 3.0 document generated from the route definitions and the contracts' zod schemas. */
export const openApiDocument = (routes: readonly RouteDefinition[], version: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
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
          Object.entries(ERROR_RESPONSES).map(([status, description]) => [
            status,
            {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
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
        'Errors are `{ "error": { "code", "message", "field"? } }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ErrorBody: jsonSchemaOf(ErrorBody) } },
  };
};
