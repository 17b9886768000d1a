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
    const timeout = options.timeoutMs ?? this.defaultTimeoutMs;
    const headers = natsHeaders();
    headers.set(WIRE_HEADERS.requestId, options.requestId ?? randomUUID());
    if (options.userId) headers.set(WIRE_HEADERS.userId, options.userId);
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    let replyData: WireReply<T>;
    try {
      const reply = await this.connection.request(`${this.subjectPrefix}${subject}`, packet, { timeout, headers });
      replyData = reply.json<WireReply<T>>();
    } catch (error) {
      throw this.transportError(subject, timeout, error);
    }
    if (replyData.err !== undefined && replyData.err !== null) throw errorFromReply(subject, replyData.err);
    return replyData.response as T;
  }

  private transportError(subject: string, timeout: number, error: unknown): DomainError {
    const service = serviceOf(subject);
    const names = [errorName(error), causeName(error)];
    const noResponders =
      names.includes('NoRespondersError') ||
      (typeof (error as { isNoResponders?: () => boolean }).isNoResponders === 'function' &&
        (error as { isNoResponders: () => boolean }).isNoResponders());
    if (noResponders) {
      return new DomainError('UNAVAILABLE', `The ${service} service is unavailable (no responder for ${subject})`, {
        cause: error,
      });
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

/** A reply's `err` as a DomainError: ours carry a detail; anything else is an internal failure. */
export const errorFromReply = (subject: string, err: unknown): DomainError => {
  if (isErrorDetail(err)) return new DomainError(err.code, err.message, err.field === undefined ? {} : { field: err.field });
  const message = typeof err === 'string' ? err : (err as { message?: string })?.message;
  if (message === 'There is no matching message handler defined in the remote service.') {
    return new DomainError('UNAVAILABLE', `The ${serviceOf(subject)} service does not handle ${subject}`);
  }
  return new DomainError('INTERNAL', `The ${serviceOf(subject)} service failed`);
};
