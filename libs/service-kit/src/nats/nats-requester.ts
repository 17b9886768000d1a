import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { DomainError, WIRE_HEADERS, isErrorDetail, type Caller, type WireReply } from '@futgg/contracts';
import { callerHeaders } from '../caller/current-user.js';
import { endOfTurn } from './end-of-turn.js';
import { NoReplyError, ReplyInbox } from './reply-inbox.js';

export interface RequestOptions {
  timeoutMs?: number;
  requestId?: string;
  /** The verified caller (the gateway's, after identity): sent in headers, read by @CurrentUser(). */
  caller?: Caller;
}

const serviceOf = (subject: string): string => subject.split('.')[0] ?? subject;

/**
 * Sends a request in the wire format of Nest's NATS transport over NATS request/reply (one shared inbox
 * subscription for all requests, see ReplyInbox, instead of Nest's ClientNats subscribing an inbox per
 * request).
 * Failures come back as DomainErrors: no responders → UNAVAILABLE, no answer in time → TIMEOUT, each
 * naming the service.
 */
export class NatsRequester {
  private readonly inbox: ReplyInbox;

  constructor(
    connection: NatsConnection,
    private readonly subjectPrefix = '',
    private readonly defaultTimeoutMs = 5000,
  ) {
    this.inbox = new ReplyInbox(connection);
  }

  async request<T>(subject: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const replyData = JSON.parse(await this.send(subject, data, options)) as WireReply<T>;
    if (replyData.err !== undefined && replyData.err !== null) throw errorFromReply(subject, replyData.err);
    return replyData.response as T;
  }

  /**
   * The reply's `response` as JSON bytes, cut out of the packet without parsing it when the packet has
   * Nest's usual shape. The gateway relays it as the HTTP body, so a 50-row page is never parsed and
   * serialised again on the way through.
   */
  async requestJson(subject: string, data: unknown, options: RequestOptions = {}): Promise<Uint8Array> {
    const packet = await this.sendRaw(subject, data, options);
    const body = responseBytesOf(packet);
    if (body !== null) return body;
    const replyData = JSON.parse(textDecoder.decode(packet)) as WireReply;
    if (replyData.err !== undefined && replyData.err !== null) throw errorFromReply(subject, replyData.err);
    return textEncoder.encode(JSON.stringify(replyData.response ?? null));
  }

  private async send(subject: string, data: unknown, options: RequestOptions): Promise<string> {
    return textDecoder.decode(await this.sendRaw(subject, data, options));
  }

  private async sendRaw(subject: string, data: unknown, options: RequestOptions): Promise<Uint8Array> {
    const timeout = options.timeoutMs ?? this.defaultTimeoutMs;
    const headers = natsHeaders();
    headers.set(WIRE_HEADERS.requestId, options.requestId ?? randomUUID());
    if (options.caller) {
      for (const [name, value] of Object.entries(callerHeaders(options.caller))) headers.set(name, value);
    }
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    await endOfTurn();
    try {
      return await this.inbox.request(`${this.subjectPrefix}${subject}`, packet, {
        timeoutMs: timeout,
        headers,
      });
    } catch (error) {
      throw this.transportError(subject, timeout, error);
    }
  }

  private transportError(subject: string, timeout: number, error: unknown): DomainError {
    const service = serviceOf(subject);
    const reason = error instanceof NoReplyError ? error.reason : null;
    if (reason === 'no-responders') {
      return new DomainError(
        'UNAVAILABLE',
        `The ${service} service is unavailable (no responder for ${subject})`,
        {
          cause: error,
        },
      );
    }
    if (reason === 'timeout') {
      return new DomainError('TIMEOUT', `The ${service} service did not answer within ${timeout} ms`, {
        cause: error,
      });
    }
    const why = error instanceof Error ? error.message : String(error);
    return new DomainError('UNAVAILABLE', `The ${service} service could not be reached: ${why}`, {
      cause: error,
    });
  }
}

const RESPONSE_HEAD = '{"response":';
const DISPOSED_TAIL = /,"isDisposed":true,"id":"[0-9a-f-]{36}"\}$/;
const textDecoder = new TextDecoder();
const textEncoder = new TextEncoder();
const HEAD_BYTES = textEncoder.encode(RESPONSE_HEAD);
// `,"isDisposed":true,"id":"<36-character uuid>"}` is 63 bytes; only that tail is decoded to check it.
const TAIL_LENGTH = 63;

/**
 * Nest's NATS transport replies `{"response":<value>,"isDisposed":true,"id":"<uuid>"}` for a handler
 * that returns one value (Server.send merges the disposal into the last packet; the publisher appends
 * the id). Returns `<value>` as a view of the packet's bytes (no UTF-8 decoding of a large body only to
 * encode it again for the HTTP socket), or null for any other shape (errors, streams).
 */
export const responseBytesOf = (packet: Uint8Array): Uint8Array | null => {
  if (packet.length < HEAD_BYTES.length + TAIL_LENGTH) return null;
  for (let i = 0; i < HEAD_BYTES.length; i += 1) if (packet[i] !== HEAD_BYTES[i]) return null;
  const tail = textDecoder.decode(packet.subarray(packet.length - TAIL_LENGTH));
  if (!DISPOSED_TAIL.test(tail) || tail.match(DISPOSED_TAIL)?.index !== 0) return null;
  return packet.subarray(HEAD_BYTES.length, packet.length - TAIL_LENGTH);
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
