import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  CATALOG_LIVE,
  DomainError,
  Fixture,
  FixtureLiveEvent,
  LIVE_SCORES_CONTRACTS,
} from '@futgg/contracts';
import type { NatsRequester } from '@futgg/service-kit';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from '../http/raw-query.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { eaIdParam, simpleQuery } from '../routes/path-parameters.js';
import { LIVE_STREAM_LIMITS, LiveStreams, payloadOf, serverSentEvent } from './sse-stream.js';

export const FIXTURE_STREAM_PATH = '/api/fut/live/fixtures/:id/stream/';
/** The path as the OpenAPI document writes it. */
export const FIXTURE_STREAM_DOC_PATH = '/api/fut/live/fixtures/{id}/stream/';
export const FIXTURE_STREAM_OPERATION = 'liveFixtureStream';

export const FIXTURE_STREAM_LIMITS = {
  ...LIVE_STREAM_LIMITS,
  /** Open fixture streams on one gateway (public: no user to count by); one more is 429. */
  MAX_OPEN: 5000,
} as const;

export interface FixtureStreamDeps {
  nats: NatsConnection;
  requester: Pick<NatsRequester, 'request'>;
  subjectPrefix: string;
  limiter: RateLimiter | null;
  logger: Logger;
  limits?: Partial<typeof FIXTURE_STREAM_LIMITS>;
}

/** A fixture change from the catalog as a server-sent event `fixture`, or null when it is not one. */
export const fixtureEventOf = (payload: string): string | null => {
  const event = payloadOf(FixtureLiveEvent, payload);
  return event ? serverSentEvent(event.event, event.data) : null;
};

/**
 * GET /api/fut/live/fixtures/{id}/stream/: a fixture's changes as server-sent events (docs/live-scores.md
 * "Live delivery"), public. It asks the catalog for the fixture (404 for an unknown one), subscribes to
 * `catalog.live.fixture.<id>` (the catalog publishes every ingested change there), and opens the stream
 * with the fixture as stored now (uncached: the 60 s cache of GET /fixtures/{id}/ never makes a live
 * page stale), then an event `fixture` per change. Events carry the fixture's `revision`: a client keeps
 * the highest it has seen (the first event and a change can cross).
 */
export const registerFixtureStream = (fastify: FastifyInstance, deps: FixtureStreamDeps) => {
  const limits = { ...FIXTURE_STREAM_LIMITS, ...deps.limits };
  const streams = new LiveStreams(fastify, deps.nats, deps.logger, limits);
  const current = (id: number, requestId: string) =>
    deps.requester.request<Fixture>(LIVE_SCORES_CONTRACTS.fixture.subject, { id }, { requestId });

  fastify.route({
    method: 'GET',
    url: FIXTURE_STREAM_PATH,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      let id: number;
      try {
        if (await refusedByRateLimit(deps.limiter, request, reply, 'read')) return reply;
        simpleQuery(rawQueryOf(request.url), []);
        id = eaIdParam((request.params as Record<string, string>)['id'], 'id');
        if (streams.openCount >= limits.MAX_OPEN) {
          throw new DomainError('RATE_LIMITED', 'Too many open live streams: try again shortly');
        }
        // Unknown fixtures are 404 before anything is held open.
        await current(id, request.id);
      } catch (error) {
        return sendRouteError(request, reply, error, FIXTURE_STREAM_OPERATION);
      }
      try {
        await streams.open(request, reply, {
          subject: `${deps.subjectPrefix}${CATALOG_LIVE.fixtureSubject(id)}`,
          eventOf: fixtureEventOf,
          first: async () => [serverSentEvent('fixture', await current(id, request.id))],
        });
      } catch (error) {
        return sendRouteError(
          request,
          reply,
          new DomainError('UNAVAILABLE', 'Live scores are unavailable', { cause: error }),
          FIXTURE_STREAM_OPERATION,
        );
      }
    },
  });
};
