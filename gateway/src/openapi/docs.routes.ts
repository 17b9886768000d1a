import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const swaggerUiDirectory = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API documentation</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="docs"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// A separate file rather than an inline script: the Content-Security-Policy allows scripts from self only.
const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** The OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs/. */
export const registerDocsRoutes = async (fastify: FastifyInstance, document: unknown) => {
  const json = JSON.stringify(document);
  await fastify.register(fastifyStatic, {
    root: swaggerUiDirectory(),
    prefix: '/api/docs/assets/',
    decorateReply: false,
    index: false,
    maxAge: 3_600_000,
  });
  fastify.get('/api/docs/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_HTML),
  );
  fastify.get('/api/docs/init.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_JS),
  );
  fastify.get('/api/docs/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );
};
