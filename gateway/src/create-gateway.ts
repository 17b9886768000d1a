import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  NatsRequester,
  PinoNestLogger,
  connectNatsOrFail,
  connectRedisOrFail,
  createLogger,
} from '@futgg/service-kit';
import { ResponseCache } from './cache/response-cache.js';
import { AccessTokenVerifier } from './identity/access-token-verifier.js';
import { registerIdentityHttpRoutes } from './identity/identity-http.routes.js';
import { CallerResolution } from './identity/request-caller.js';
import { SessionCookies } from './identity/session-cookies.js';
import { IDENTITY_HTTP_OPERATIONS } from './openapi/identity-operations.js';
import { registerDirectMessagesStream } from './live/direct-messages-stream.js';
import { registerFixtureStream } from './live/fixture-stream.js';
import { registerSolverJobStreams } from './live/solver-job-stream.js';
import { LIVE_HTTP_OPERATIONS } from './live/live-operations.js';
import type { GatewayConfig } from './config.js';
import { clientErrorResponse, errorDetailOf, sendError } from './errors/http-errors.js';
import { HttpErrorFilter } from './errors/http-exception.filter.js';
import { GatewayModule } from './gateway.module.js';
import { registerPublicHealth } from './health/public-health.js';
import { registerRoutes } from './http/route-registrar.js';
import { registerDocsRoutes } from './openapi/docs.routes.js';
import { openApiDocument } from './openapi/openapi-document.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { ROUTES } from './routes/index.js';
import { registerStaticWeb, webIndexScriptHashes } from './web/static-web.js';
import { registerSecurityHeaders, securityHeaders } from './security/security-headers.js';

export const GATEWAY_VERSION = '0.1.0';

export interface RunningGateway {
  app: NestFastifyApplication;
  url: string;
  port: number;
  logger: Logger;
  close(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const requestIdOf = (request: IncomingMessage) => {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
};

export const createGateway = async (config: GatewayConfig): Promise<RunningGateway> => {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const nats = await connectNatsOrFail(config.NATS_URL, 'gateway');
  const redis = await connectRedisOrFail(config.REDIS_URL).catch(async (error) => {
    await nats.close();
    throw error;
  });
  const requester = new NatsRequester(nats, config.NATS_SUBJECT_PREFIX, config.REQUEST_TIMEOUT_MS);
  const cacheRedis =
    config.RESPONSE_CACHE && config.CACHE_REDIS_URL
      ? await connectRedisOrFail(config.CACHE_REDIS_URL).catch(async (error) => {
          await Promise.all([nats.close(), redis.quit()]);
          throw error;
        })
      : redis;
  const cache = config.RESPONSE_CACHE
    ? new ResponseCache(
        cacheRedis,
        { prefix: config.REDIS_KEY_PREFIX, maxEntryBytes: config.CACHE_MAX_ENTRY_BYTES },
        logger,
      )
    : null;
  await cache?.warnUnlessEvicting();

  const applySecurityHeaders = securityHeaders(webIndexScriptHashes(config.WEB_DIST));
  const adapter = new FastifyAdapter({
    // Fastify's own refusals (a malformed % escape, a path parameter over maxParamLength) come before
    // any hook: they get the platform's error body and security headers here.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(request.raw, reply.raw, () => undefined);
      void sendError(reply.header('x-request-id', request.id), errorDetailOf(error));
    },
    // And Node's parser's, before Fastify (headers over 16 kB, broken HTTP).
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (socket.writable) socket.end(clientErrorResponse(error.code));
      else socket.destroy(error);
    },
    loggerInstance: logger,
    disableRequestLogging: true,
    // Only the configured proxies' X-Forwarded-For entries count: a client-sent one cannot pick its own
    // rate-limit key, and visitors behind the ingress and NGINX do not share the proxies' bucket.
    trustProxy: config.TRUSTED_PROXIES,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: requestIdOf,
    connectionTimeout: 30_000,
    keepAliveTimeout: 65_000,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.with({ nats, redis, requester, logger }),
    adapter,
    { logger: new PinoNestLogger(logger), bufferLogs: false },
  );
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  registerSecurityHeaders(fastify, applySecurityHeaders);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.setErrorHandler((error, request, reply) => {
    const detail = errorDetailOf(error);
    if (detail.code === 'INTERNAL') request.log.error({ err: error }, 'Request failed');
    return sendError(reply, detail);
  });

  const limiter = config.RATE_LIMIT
    ? new RateLimiter(
        redis,
        config.REDIS_KEY_PREFIX,
        {
          read: config.RATE_LIMIT_READS_PER_MINUTE,
          write: config.RATE_LIMIT_WRITES_PER_MINUTE,
          'sign-in': config.RATE_LIMIT_SIGN_INS_PER_MINUTE,
          refresh: config.RATE_LIMIT_REFRESHES_PER_MINUTE,
        },
        logger,
      )
    : null;
  const tokens = new AccessTokenVerifier(requester, logger);
  tokens.listen(nats, config.NATS_SUBJECT_PREFIX);
  const callers = new CallerResolution(tokens, requester, config.SESSION_SECRET);
  registerRoutes(fastify, ROUTES, {
    requester,
    cache,
    limiter,
    callers,
    serviceTokens: { priceIngest: config.PRICE_INGEST_TOKEN },
    clientKeySecret: config.SESSION_SECRET,
  });
  registerIdentityHttpRoutes(fastify, {
    requester,
    limiter,
    callers,
    tokens,
    cookies: new SessionCookies(config.PUBLIC_BASE_URL),
  });
  // Streams, so outside the route table: gateway/src/live/.
  registerDirectMessagesStream(fastify, {
    nats,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    limiter,
    callers,
    logger,
  });
  registerFixtureStream(fastify, {
    nats,
    requester,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    limiter,
    logger,
  });
  registerSolverJobStreams(fastify, {
    nats,
    requester,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    limiter,
    callers,
    logger,
  });
  registerPublicHealth(fastify, { nats, redis, limiter });
  registerDocsRoutes(
    fastify,
    openApiDocument(ROUTES, GATEWAY_VERSION, { ...IDENTITY_HTTP_OPERATIONS, ...LIVE_HTTP_OPERATIONS }),
  );
  if (config.WEB_DIST) {
    await registerStaticWeb(fastify, config.WEB_DIST);
    logger.info({ webDist: config.WEB_DIST }, 'Serving the web app from the gateway (no NGINX in front)');
  }

  await app.listen(config.PORT, config.HOST);
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      tokens.stop();
      await nats.drain().catch(() => undefined);
      await redis.quit().catch(() => redis.disconnect());
      if (cacheRedis !== redis) await cacheRedis.quit().catch(() => cacheRedis.disconnect());
    })());
  return { app, url: `http://127.0.0.1:${port}`, port, logger, close };
};
