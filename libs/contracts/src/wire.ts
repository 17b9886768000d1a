// The NATS wire format of @nestjs/microservices' NATS transport, written down once so that a client that
// is not Nest's own (the gateway's pooled requester) speaks it exactly.

/** Request packet: `{ pattern, data, id }` as JSON. An event is the same without `id`. */
export interface WireRequest<T = unknown> {
  pattern: string;
  data: T;
  id?: string;
}

/** Reply packet: a value in `response`, or a failure in `err`; `isDisposed` closes the stream. */
export interface WireReply<T = unknown> {
  id?: string;
  response?: T;
  err?: unknown;
  isDisposed?: boolean;
}

/** Headers carried on every request the gateway makes; the user's only when a caller is signed in. */
export const WIRE_HEADERS = {
  requestId: 'x-request-id',
  userId: 'x-user-id',
  /** The caller's roles, comma-separated. */
  userRoles: 'x-user-roles',
  /** The caller's session key (identity's hash of the session id), for "this session" in its lists. */
  sessionKey: 'x-session-key',
} as const;
