import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DomainError, LiveEvent, SOCIAL_LIVE } from '@futgg/contracts';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from '../http/raw-query.js';
import type { CallerResolution } from '../identity/request-caller.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { simpleQuery } from '../routes/path-parameters.js';

export const DIRECT_MESSAGES_STREAM_PATH = '/api/direct-messages/stream/';
export const DIRECT_MESSAGES_STREAM_OPERATION = 'directMessagesStream';

export const LIVE_STREAM_LIMITS = {
  /**
   * A comment line this often keeps every hop's idle timer from closing the stream: below the gateway's
   * connectionTimeout (30 s, create-gateway.ts) and the proxies' read timeouts (deploy/nginx, k8s ingress).
   */
  KEEP_ALIVE_MS: 25_000,
  /**
   * A stream ends after this long and the client opens a new one with a fresh credential: a bearer token
   * is checked once, at the start, so this bounds how long an ended session keeps receiving.
   */
  MAX_AGE_MS: 10 * 60_000,
  /** Open streams per user on one gateway (tabs, devices); one more is 429. */
  MAX_PER_USER: 5,
  /** A client this far behind (bytes queued) is dropped rather than held in memory. */
  MAX_QUEUED_BYTES: 1_000_000,
} as const;

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
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const event = LiveEvent.safeParse(parsed);
  // JSON.stringify escapes line breaks, so the data is one line and cannot end the event early.
  return event.success ? `event: ${event.data.event}\ndata: ${JSON.stringify(event.data.data)}\n\n` : null;
};

/**
 * GET /api/direct-messages/stream/: the signed-in caller's new direct messages as server-sent events
 * (docs/direct-messages.md "Live delivery"). A plain Fastify route outside the route table, because it
 * does not ask a service and answer once: it subscribes to the caller's core NATS subject (social
 * publishes each new message on every participant's), and holds the response open, writing an event per
 * message and a comment every 25 s, until the client goes away, the stream's age runs out or the
 * gateway closes. Authentication, the rate limit and the error body are the route table's.
 */
export const registerDirectMessagesStream = (fastify: FastifyInstance, deps: LiveStreamDeps) => {
  const limits = { ...LIVE_STREAM_LIMITS, ...deps.limits };
  const openStreams = new Set<() => void>();
  const perUser = new Map<string, number>();

  // Held-open responses would keep the server from closing: end them first.
  fastify.addHook('preClose', (done) => {
    for (const end of [...openStreams]) end();
    done();
  });

  const resolveCaller = async (request: FastifyRequest) => {
    simpleQuery(rawQueryOf(request.url), []);
    const resolved = await deps.callers.resolve(request, true);
    if (!resolved) throw new DomainError('UNAUTHENTICATED', 'Sign in to do this');
    const subject = SOCIAL_LIVE.subjectOf(resolved.caller.id);
    if (subject === null) throw new Error(`User id ${resolved.caller.id} cannot name a NATS subject`);
    if ((perUser.get(resolved.caller.id) ?? 0) >= limits.MAX_PER_USER) {
      throw new DomainError('RATE_LIMITED', `At most ${limits.MAX_PER_USER} open streams per user`);
    }
    return { userId: resolved.caller.id, subject: `${deps.subjectPrefix}${subject}` };
  };

  fastify.route({
    method: 'GET',
    url: DIRECT_MESSAGES_STREAM_PATH,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      let caller: { userId: string; subject: string };
      try {
        if (await refusedByRateLimit(deps.limiter, request, reply, 'read')) return reply;
        caller = await resolveCaller(request);
      } catch (error) {
        return sendRouteError(request, reply, error, DIRECT_MESSAGES_STREAM_OPERATION);
      }
      const { userId, subject } = caller;
      const raw = reply.raw;
      let subscription: Subscription | undefined;
      const timers: { keepAlive?: NodeJS.Timeout; maxAge?: NodeJS.Timeout } = {};
      let ended = false;
      // Events that come before the response's head is written wait here (the flush below).
      let early: string[] | null = [];
      const end = () => {
        if (ended) return;
        ended = true;
        openStreams.delete(end);
        clearInterval(timers.keepAlive);
        clearTimeout(timers.maxAge);
        subscription?.unsubscribe();
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
        if (!raw.writableEnded) raw.end();
      };
      const write = (text: string) => {
        if (ended) return;
        if (early) {
          early.push(text);
          return;
        }
        raw.write(text);
        if (raw.writableLength > limits.MAX_QUEUED_BYTES) end();
      };
      try {
        subscription = deps.nats.subscribe(subject, {
          callback: (error, message) => {
            if (error) return end();
            const event = serverSentEventOf(message.string());
            if (event === null) deps.logger.warn({ subject }, 'Dropped a live event that is not one');
            else write(event);
          },
        });
      } catch (error) {
        return sendRouteError(
          request,
          reply,
          new DomainError('UNAVAILABLE', 'Live messages are unavailable', { cause: error }),
          DIRECT_MESSAGES_STREAM_OPERATION,
        );
      }
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      openStreams.add(end);
      raw.on('close', end);
      reply.hijack();
      try {
        // The subscription is at the server before the client is told the stream is open: a message sent
        // after the first line arrives is never missed.
        await deps.nats.flush();
      } catch (error) {
        deps.logger.warn({ err: error }, 'NATS did not confirm a live subscription');
      }
      if (ended) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // NGINX (and ingress-nginx) pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const waiting = early;
      early = null;
      write(`retry: 5000\n: open\n\n`);
      for (const text of waiting) write(text);
      timers.keepAlive = setInterval(() => write(': keep-alive\n\n'), limits.KEEP_ALIVE_MS);
      timers.maxAge = setTimeout(end, limits.MAX_AGE_MS);
    },
  });
};
