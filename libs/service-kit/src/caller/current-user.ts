import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Caller, DomainError, WIRE_HEADERS } from '@futgg/contracts';

interface HeaderReader {
  get(name: string): string;
}

/**
 * The caller the gateway verified, from the request's NATS headers; null for a visitor. A header that
 * does not parse is treated as no caller (and so refused where one is required), never trusted in part.
 */
export const callerFromHeaders = (headers: HeaderReader | undefined): Caller | null => {
  const id = headers?.get(WIRE_HEADERS.userId);
  if (!id) return null;
  const roles = headers?.get(WIRE_HEADERS.userRoles) ?? '';
  const sessionKey = headers?.get(WIRE_HEADERS.sessionKey);
  const parsed = Caller.safeParse({
    id,
    roles: roles ? roles.split(',') : [],
    ...(sessionKey ? { sessionKey } : {}),
  });
  return parsed.success ? parsed.data : null;
};

/** The headers a requester sends for a caller (the gateway's side of callerFromHeaders). */
export const callerHeaders = (caller: Caller): Record<string, string> => ({
  [WIRE_HEADERS.userId]: caller.id,
  ...(caller.roles.length ? { [WIRE_HEADERS.userRoles]: caller.roles.join(',') } : {}),
  ...(caller.sessionKey ? { [WIRE_HEADERS.sessionKey]: caller.sessionKey } : {}),
});

/**
 * `@CurrentUser() caller: Caller | null` in a message handler: the only way a service learns who calls.
 * Pair it with requireCaller() where an account is needed.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  callerFromHeaders(context.switchToRpc().getContext<NatsContext>().getHeaders() as HeaderReader | undefined),
);

/** The caller, or UNAUTHENTICATED (401) for a visitor. */
export const requireCaller = (caller: Caller | null): Caller => {
  if (caller === null) throw new DomainError('UNAUTHENTICATED', 'Sign in to do this');
  return caller;
};
