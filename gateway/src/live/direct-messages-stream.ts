import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DomainError, LiveEvent, SOCIAL_LIVE } from '@futgg/contracts';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from '../http/raw-query.js';
import type { CallerResolution } from '../identity/request-caller.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { simpleQuery } from '../routes/path-parameters.js';
import { LIVE_STREAM_LIMITS, LiveStreams, payloadOf, serverSentEvent, StreamsPerUser } from './sse-stream.js';

export { LIVE_STREAM_LIMITS } from './sse-stream.js';

export const DIRECT_MESSAGES_STREAM_PATH = '/api/direct-messages/stream/';
export const DIRECT_MESSAGES_STREAM_OPERATION = 'directMessagesStream';

export interface LiveStreamDeps {
  nats: NatsConnection;
  subjectPrefix: string;
  limiter: RateLimiter | null;
  callers: CallerResolution;
  logger: Logger;
  limits?: Partial<typeof LIVE_STREAM_LIMITS>;
}

/** A live event from social as a server-sent event, or null when it is not one (nothing is written). */
export const serverSentEventOf = (payload: string): string | null => {
  const event = payloadOf(LiveEvent, payload);
  return event ? serverSentEvent(event.event, event.data) : null;
};

/**
 * GET /api/direct-messages/stream/: the signed-in caller's new direct messages as server-sent events
 * (docs/direct-messages.md "Live delivery"). A plain Fastify route outside the route table, because it
 * does not ask a service and answer once: it subscribes to the caller's core NATS subject (social
 * publishes each new message on every participant's), and holds the response open (sse-stream.ts),
 * writing an event per message and a comment every 25 s, until the client goes away, the stream's age
 * runs out or the gateway closes. Authentication, the rate limit and the error body are the route table's.
 */
export const registerDirectMessagesStream = (fastify: FastifyInstance, deps: LiveStreamDeps) => {
  const streams = new LiveStreams(fastify, deps.nats, deps.logger, deps.limits);
  const limits = streams.limits;
  const perUser = new StreamsPerUser(limits.MAX_PER_USER);

  const resolveCaller = async (request: FastifyRequest) => {
    simpleQuery(rawQueryOf(request.url), []);
    const resolved = await deps.callers.resolve(request, true);
    if (!resolved) throw new DomainError('UNAUTHENTICATED', 'Sign in to do this');
    const subject = SOCIAL_LIVE.subjectOf(resolved.caller.id);
    if (subject === null) throw new Error(`User id ${resolved.caller.id} cannot name a NATS subject`);
    const release = perUser.open(resolved.caller.id);
    if (!release)
      throw new DomainError('RATE_LIMITED', `At most ${limits.MAX_PER_USER} open streams per user`);
    return { release, subject: `${deps.subjectPrefix}${subject}` };
  };

  fastify.route({
    method: 'GET',
    url: DIRECT_MESSAGES_STREAM_PATH,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      let caller: { release: () => void; subject: string };
      try {
        if (await refusedByRateLimit(deps.limiter, request, reply, 'read')) return reply;
        caller = await resolveCaller(request);
      } catch (error) {
        return sendRouteError(request, reply, error, DIRECT_MESSAGES_STREAM_OPERATION);
      }
      const { release, subject } = caller;
      try {
        await streams.open(request, reply, { subject, eventOf: serverSentEventOf, onEnd: release });
      } catch (error) {
        release();
        return sendRouteError(
          request,
          reply,
          new DomainError('UNAVAILABLE', 'Live messages are unavailable', { cause: error }),
          DIRECT_MESSAGES_STREAM_OPERATION,
        );
      }
    },
  });
};
