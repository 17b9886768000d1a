import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { DomainError, WIRE_HEADERS, isErrorDetail, type WireReply } from '@futgg/contracts';

export interface RequestOptions {
  timeoutMs?: number;
  requestId?: string;
  userId?: string;
}

const serviceOf = (subject: string): string => subject.split('.')[0] ?? subject;

const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');
const causeName = (error: unknown): string =>
  error instanceof Error && error.cause instanceof Error ? error.cause.name : '';

/**
 * Sends a request in the wire format of Nest's NATS transport over NATS' own request/reply (one shared
 * inbox subscription for all requests, instead of Nest's ClientNats subscribing an inbox per request).
 * Failures come back as DomainErrors: no responders → UNAVAILABLE, no answer in time → TIMEOUT, each
 * naming the service.
 */
export class NatsRequester {
  constructor(
    private readonly connection: NatsConnection,
    private readonly subjectPrefix = '',
    private readonly defaultTimeoutMs = 5000,
  ) {}

  async request<T>(subject: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const replyData = JSON.parse(await this.send(subject, data, options)) as WireReply<T>;
    if (replyData.err !== undefined && replyData.err !== null) throw errorFromReply(subject, replyData.err);
    return replyData.response as T;
  }

  /**
   * The reply's `response` as JSON text, cut out of the packet without parsing it when the packet has
   * Nest's usual shape. The gateway relays it as the HTTP body, so a 50-row page is never parsed and
   * serialised again on the way through.
   */
  async requestJson(subject: string, data: unknown, options: RequestOptions = {}): Promise<string> {
    const text = await this.send(subject, data, options);
    const body = responseTextOf(text);
    if (body !== null) return body;
    const replyData = JSON.parse(text) as WireReply;
    if (replyData.err !== undefined && replyData.err !== null) throw errorFromReply(subject, replyData.err);
    return JSON.stringify(replyData.response ?? null);
  }

  private async send(subject: string, data: unknown, options: RequestOptions): Promise<string> {
    const timeout = options.timeoutMs ?? this.defaultTimeoutMs;
    const headers = natsHeaders();
    headers.set(WIRE_HEADERS.requestId, options.requestId ?? randomUUID());
    if (options.userId) headers.set(WIRE_HEADERS.userId, options.userId);
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    try {
      const reply = await this.connection.request(`${this.subjectPrefix}${subject}`, packet, {
        timeout,
        headers,
      });
      return reply.string();
    } catch (error) {
      throw this.transportError(subject, timeout, error);
    }
  }

  private transportError(subject: string, timeout: number, error: unknown): DomainError {
    const service = serviceOf(subject);
    const names = [errorName(error), causeName(error)];
    const noResponders =
      names.includes('NoRespondersError') ||
      (typeof (error as { isNoResponders?: () => boolean }).isNoResponders === 'function' &&
        (error as { isNoResponders: () => boolean }).isNoResponders());
    if (noResponders) {
      return new DomainError(
        'UNAVAILABLE',
        `The ${service} service is unavailable (no responder for ${subject})`,
        {
          cause: error,
        },
      );
    }
    if (names.includes('TimeoutError')) {
      return new DomainError('TIMEOUT', `The ${service} service did not answer within ${timeout} ms`, {
        cause: error,
      });
    }
    return new DomainError('UNAVAILABLE', `The ${service} service could not be reached: ${String(error)}`, {
      cause: error,
    });
  }
}

const RESPONSE_HEAD = '{"response":';
const DISPOSED_TAIL = /,"isDisposed":true,"id":"[0-9a-f-]{36}"\}$/;

/**
 * Nest's NATS transport replies `{"response":<value>,"isDisposed":true,"id":"<uuid>"}` for a handler
 * that returns one value (Server.send merges the disposal into the last packet; the publisher appends
 * the id). Returns `<value>` as text, or null when the packet has any other shape (errors, streams).
 */
export const responseTextOf = (packet: string): string | null => {
  if (!packet.startsWith(RESPONSE_HEAD)) return null;
  const tail = DISPOSED_TAIL.exec(packet);
  return tail ? packet.slice(RESPONSE_HEAD.length, tail.index) : null;
};

/** A reply's `err` as a DomainError: ours carry a detail; anything else is an internal failure. */
export const errorFromReply = (subject: string, err: unknown): DomainError => {
  if (isErrorDetail(err))
    return new DomainError(err.code, err.message, err.field === undefined ? {} : { field: err.field });
  const message = typeof err === 'string' ? err : (err as { message?: string })?.message;
  if (message === 'There is no matching message handler defined in the remote service.') {
    return new DomainError('UNAVAILABLE', `The ${serviceOf(subject)} service does not handle ${subject}`);
  }
  return new DomainError('INTERNAL', `The ${serviceOf(subject)} service failed`);
};
