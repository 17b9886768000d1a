import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@futgg/contracts';
import { isSameSecret, type NatsRequester } from '@futgg/service-kit';
import type { ResponseCache } from '../cache/response-cache.js';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from './raw-query.js';
import { routePayload } from './route-payload.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CallerResolution } from '../identity/request-caller.js';
import type { RouteDefinition } from '../routes/route-definition.js';

export interface RegistrarDeps {
  requester: NatsRequester;
  cache: ResponseCache | null;
  limiter: RateLimiter | null;
  callers: CallerResolution;
  /** The machines' tokens, by the name routes give them (serviceToken). */
  serviceTokens: Record<NonNullable<RouteDefinition['serviceToken']>, string>;
  /**
   * The key of the clients' hashes (RouteContext.clientKey); without one a random key per process, so a
   * client's hash differs between replicas and restarts.
   */
  clientKeySecret?: string;
}

const BEARER_PREFIX = 'Bearer ';

/** A machine's route: its token from the environment, compared in constant time; anything else 401. */
const assertServiceToken = (request: FastifyRequest, expected: string) => {
  const header = request.headers.authorization;
  const given =
    typeof header === 'string' && header.startsWith(BEARER_PREFIX) ? header.slice(BEARER_PREFIX.length) : '';
  if (!given || !isSameSecret(given, expected)) {
    throw new DomainError(
      'UNAUTHENTICATED',
      'This endpoint needs the service token (Authorization: Bearer …)',
      {
        field: 'authorization',
      },
    );
  }
};

/** A client's address and user agent as an opaque key: the same client gives the same key. */
const clientKeyOf = (request: FastifyRequest, secret: string | Buffer) =>
  createHmac('sha256', secret)
    .update(`client-key\n${request.ip}\n${String(request.headers['user-agent'] ?? '').slice(0, 512)}`)
    .digest('base64url');

const rateLimitOf = (route: RouteDefinition) => route.rateLimit ?? (route.isWrite ? 'write' : 'read');

/** Routes that pass a caller must not share cached answers between callers. */
const assertCacheable = (route: RouteDefinition) => {
  if (route.auth && route.cacheSeconds) {
    throw new Error(
      `Route ${route.operationId} has a caller and a cache time: one user's answer would reach another`,
    );
  }
};

const JSON_TYPE = 'application/json; charset=utf-8';
const DATA_HEAD = Buffer.from('{"data":');
const DATA_TAIL = Buffer.from('}');

/**
 * Registers each route definition as a plain Fastify route: rate limit, build the payload and validate it
 * with the subject's contract, answer from the cache or from the service over NATS, relay the service's
 * JSON without re-parsing it.
 * Plain routes rather than Nest controllers: on this path every microsecond is throughput (measured in
 * bench/, docs/BENCHMARKS.md).
 */
export const registerRoutes = (
  fastify: FastifyInstance,
  routes: readonly RouteDefinition[],
  deps: RegistrarDeps,
) => {
  const clientKeySecret = deps.clientKeySecret ?? randomBytes(32);
  for (const route of routes) {
    assertCacheable(route);
    const cacheControl = route.cacheSeconds ? `public, max-age=${route.cacheSeconds}` : 'no-store';
    fastify.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimitBytes === undefined ? {} : { bodyLimit: route.bodyLimitBytes }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          if (await refusedByRateLimit(deps.limiter, request, reply, rateLimitOf(route))) return reply;
          if (route.serviceToken) assertServiceToken(request, deps.serviceTokens[route.serviceToken]);
          // Public reads without credentials (most traffic) skip the resolution's await altogether.
          const resolved =
            !route.serviceToken && (route.auth || request.headers.authorization !== undefined)
              ? await deps.callers.resolve(request, route.auth !== undefined)
              : null;
          if (route.auth === 'required' && !resolved) {
            throw new DomainError('UNAUTHENTICATED', 'Sign in to do this');
          }
          deps.callers.assertCsrf(request, resolved, route.csrfAlways === true, route.isWrite === true);
          const payload = routePayload(route, {
            params: request.params as Record<string, string>,
            rawQuery: rawQueryOf(request.url),
            body: request.body,
            get clientKey() {
              return clientKeyOf(request, clientKeySecret);
            },
          });
          const cacheKey =
            deps.cache && route.cacheSeconds ? deps.cache.keyFor(route.operationId, payload) : null;
          if (cacheKey) {
            const cached = await deps.cache!.get(cacheKey);
            if (cached !== null) {
              return reply
                .header('cache-control', cacheControl)
                .header('x-cache', 'HIT')
                .type(JSON_TYPE)
                .send(cached);
            }
          }
          const json = await deps.requester.requestJson(route.contract.subject, payload, {
            requestId: request.id,
            ...(route.auth && resolved ? { caller: resolved.caller } : {}),
          });
          // A view of the reply's bytes, not a copy: a 50-row page is ~35 kB, and copying it per request
          // showed up as garbage-collection time in the gateway's profile.
          const body =
            route.envelope === 'data'
              ? Buffer.concat([DATA_HEAD, json, DATA_TAIL])
              : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
          if (cacheKey) deps.cache!.set(cacheKey, body, route.cacheSeconds);
          return reply
            .code(route.successStatus ?? 200)
            .header('cache-control', cacheControl)
            .header('x-cache', cacheKey ? 'MISS' : 'OFF')
            .type(JSON_TYPE)
            .send(body);
        } catch (error) {
          return sendRouteError(request, reply, error, route.operationId);
        }
      },
    });
  }
};
