import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, with the middleware built once. (@fastify/helmet rebuilds
 * it, parsing the CSP directives again, on every request: 2 % of the gateway's CPU on the player list.)
 */
export const securityHeaders = (extraScriptSources: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraScriptSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for users' avatars, their OpenID provider's pictures (as the rendered pages allow).
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
export type SecurityHeaders = ReturnType<typeof securityHeaders>;

export const registerSecurityHeaders = (fastify: FastifyInstance, applyHeaders: SecurityHeaders) => {
  fastify.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
};
