import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/http-errors.js';

/**
 * Serves the built web app when no NGINX fronts the gateway (npm start on a machine without nginx):
 * hashed assets cached for a year, index.html never, and any non-API path falls back to index.html so
 * client-side routes load.
 */
export const registerStaticWeb = async (fastify: FastifyInstance, webDist: string) => {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`WEB_DIST has no index.html: ${webDist}`);
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The headers below are the whole policy: @fastify/static's own (max-age=0) would replace them.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Any other GET outside the API and the health checks is a client-side route (a deep link, a reload):
  // the app's index.html. The API keeps its JSON 404.
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/health'))
      return sendError(reply, { code: 'NOT_FOUND', message: `No route GET ${path}` });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};

/**
 * The Content-Security-Policy sources for index.html's inline scripts (the early requests), so the
 * policy can keep `script-src 'self'` and allow exactly those scripts and nothing else inline.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

export const webIndexScriptHashes = (webDist: string | undefined): string[] =>
  webDist && existsSync(join(webDist, 'index.html'))
    ? inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8'))
    : [];
