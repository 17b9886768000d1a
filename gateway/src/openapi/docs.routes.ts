import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const swaggerUiDirectory = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API documentation</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
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

/**
 * The files of swagger-ui-dist the page loads, and nothing else of the package (no source maps, no demo
 * page, no package.json): read once at start, served from memory. The bundle's source-map comment is
 * dropped, so a browser's developer tools do not ask for a map that is not served.
 */
const DOCS_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const assetBody = (name: keyof typeof DOCS_ASSETS): Buffer => {
  const bytes = readFileSync(join(swaggerUiDirectory(), name));
  return Buffer.from(bytes.toString('utf8').replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\n?$/, ''));
};

/**
 * The OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs/, with the site's own icon
 * (/favicon.svg, served beside the pages by NGINX) rather than Swagger's.
 */
export const registerDocsRoutes = (fastify: FastifyInstance, document: unknown) => {
  const json = JSON.stringify(document);
  for (const name of Object.keys(DOCS_ASSETS) as (keyof typeof DOCS_ASSETS)[]) {
    const body = assetBody(name);
    fastify.get(`/api/docs/assets/${name}`, (_request, reply) =>
      reply.type(DOCS_ASSETS[name]).header('cache-control', 'public, max-age=3600').send(body),
    );
  }
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
