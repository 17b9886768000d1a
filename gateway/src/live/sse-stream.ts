import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { z } from 'zod';

// The server-sent-event plumbing the gateway's live streams share (the direct messages' and the live
// fixtures'): subscribe to one core NATS subject, hold the response open, write an event per message,
// a comment to keep the proxies' idle timers from closing it, and end on the client's leaving, the
// stream's age, a client too slow to read, or the gateway closing.

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

export type LiveStreamLimits = typeof LIVE_STREAM_LIMITS;

/**
 * A server-sent event's text (`event: …\ndata: …\n\n`), or the text and that the stream ends once it is
 * written (a finished job's last state: nothing follows it).
 */
export type StreamEvent = string | { text: string; isLast: true };

export interface OpenStreamOptions {
  /** The core NATS subject, with the gateway's subject prefix. */
  subject: string;
  /** A NATS payload as a server-sent event, or null to drop it. */
  eventOf(payload: string): StreamEvent | null;
  /**
   * Events written right after the stream opens, once the subscription is at the server (the current
   * state, so nothing between the read and the subscription is missed). Failing, the stream still opens.
   */
  first?: () => Promise<readonly StreamEvent[]>;
  /** Called once when the stream ends, whatever ends it. */
  onEnd?: () => void;
}

/**
 * One kind of live stream on the gateway: its open responses, ended before the server closes (held-open
 * responses would keep it from closing).
 */
export class LiveStreams {
  private readonly openStreams = new Set<(closing?: boolean) => void>();
  readonly limits: LiveStreamLimits;

  constructor(
    fastify: FastifyInstance,
    private readonly nats: NatsConnection,
    private readonly logger: Logger,
    limits: Partial<LiveStreamLimits> = {},
  ) {
    this.limits = { ...LIVE_STREAM_LIMITS, ...limits };
    fastify.addHook('preClose', (done) => {
      for (const end of [...this.openStreams]) end(true);
      done();
    });
  }

  get openCount(): number {
    return this.openStreams.size;
  }

  /**
   * Subscribes, then answers 200 `text/event-stream` and relays each message until the stream ends.
   * Throws (before anything is written) when the subscription cannot be made: the caller answers the
   * error as its route would.
   */
  async open(request: FastifyRequest, reply: FastifyReply, options: OpenStreamOptions): Promise<void> {
    const { limits, logger } = this;
    const raw = reply.raw;
    const held: { subscription?: Subscription } = {};
    const timers: { keepAlive?: NodeJS.Timeout; maxAge?: NodeJS.Timeout } = {};
    let ended = false;
    // Events that come before the response's head is written wait here (the flush below).
    let early: StreamEvent[] | null = [];
    const end = (closing = false) => {
      if (ended) return;
      ended = true;
      this.openStreams.delete(end);
      clearInterval(timers.keepAlive);
      clearTimeout(timers.maxAge);
      held.subscription?.unsubscribe();
      options.onEnd?.();
      // At shutdown the connection goes too: left open, the server's close would wait for the client to
      // drop it (up to the connection timeout, 30 s).
      if (!raw.writableEnded) raw.end();
      if (closing) raw.socket?.destroySoon();
    };
    const write = (event: StreamEvent) => {
      if (ended) return;
      if (early) {
        early.push(event);
        return;
      }
      raw.write(typeof event === 'string' ? event : event.text);
      if (typeof event !== 'string' || raw.writableLength > limits.MAX_QUEUED_BYTES) end();
    };
    held.subscription = this.nats.subscribe(options.subject, {
      callback: (error, message) => {
        if (error) return end();
        const event = options.eventOf(message.string());
        if (event === null) logger.warn({ subject: options.subject }, 'Dropped a live event that is not one');
        else write(event);
      },
    });
    this.openStreams.add(end);
    raw.on('close', () => end());
    reply.hijack();
    try {
      // The subscription is at the server before the client is told the stream is open: a message sent
      // after the first line arrives is never missed.
      await this.nats.flush();
    } catch (error) {
      logger.warn({ err: error }, 'NATS did not confirm a live subscription');
    }
    let first: readonly StreamEvent[] = [];
    if (options.first) {
      try {
        first = await options.first();
      } catch (error) {
        logger.warn({ err: error }, 'Could not read a live stream’s first events');
      }
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
    for (const event of first) write(event);
    for (const event of waiting) write(event);
    // A last event among them has ended the stream already.
    if (ended) return;
    timers.keepAlive = setInterval(() => write(': keep-alive\n\n'), limits.KEEP_ALIVE_MS);
    timers.maxAge = setTimeout(() => end(), limits.MAX_AGE_MS);
  }
}

/**
 * Open streams per user on one gateway (tabs, devices): `open` counts one in, or answers null at the
 * limit; the release it gives counts it out, once.
 */
export class StreamsPerUser {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  open(userId: string): (() => void) | null {
    const count = this.counts.get(userId) ?? 0;
    if (count >= this.limit) return null;
    this.counts.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
    };
  }
}

/** A NATS payload read as JSON and checked against `schema`; null when it is not one. */
export const payloadOf = <T>(schema: z.ZodType<T>, payload: string): T | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const checked = schema.safeParse(parsed);
  return checked.success ? checked.data : null;
};

/** `event: <name>` and the data as one line of JSON (JSON.stringify escapes line breaks). */
export const serverSentEvent = (name: string, data: unknown): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
