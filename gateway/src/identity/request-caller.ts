import type { FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import {
  DomainError,
  IDENTITY_CONTRACTS,
  SessionId,
  type Caller,
  type ResolvedSession,
} from '@futgg/contracts';
import {
  CREDENTIAL_HEADERS,
  SESSION_COOKIE,
  csrfTokenFor,
  isSameSecret,
  sessionKeyOf,
  type NatsRequester,
} from '@futgg/service-kit';
import { invalidToken, type AccessTokenVerifier } from './access-token-verifier.js';

/** How the caller proved who they are: the CSRF rule depends on it (only a cookie is ambient). */
export type CredentialKind = 'bearer' | 'session-header' | 'cookie';

export interface RequestCaller {
  caller: Caller & { sessionKey: string };
  via: CredentialKind;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{20,4096})$/;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The session id of the browser's cookie, if it carries a well-formed one. */
export const sessionIdFromCookie = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[SESSION_COOKIE];
  return value && SessionId.safeParse(value).success ? value : undefined;
};

/** The session id the client names: the X-Session-Id header first, else the cookie. */
export const sessionIdOf = (request: FastifyRequest): { sessionId: string; via: CredentialKind } | null => {
  const header = headerOf(request, CREDENTIAL_HEADERS.sessionId);
  if (header !== undefined) {
    if (!SessionId.safeParse(header).success) {
      throw new DomainError('UNAUTHENTICATED', 'The X-Session-Id header is not a session id', {
        field: CREDENTIAL_HEADERS.sessionId,
      });
    }
    return { sessionId: header, via: 'session-header' };
  }
  const cookie = sessionIdFromCookie(request);
  return cookie ? { sessionId: cookie, via: 'cookie' } : null;
};

/**
 * Who is calling, resolved once per request. A bearer token is verified locally (and must agree with
 * an X-Session-Id sent beside it); a bad one is 401 on every route. Without one, a session id (header
 * or cookie) costs a round trip to identity, so it is resolved only for routes that use a caller.
 */
export class CallerResolution {
  constructor(
    private readonly tokens: AccessTokenVerifier,
    private readonly requester: NatsRequester,
    private readonly sessionSecret: string,
  ) {}

  async resolve(request: FastifyRequest, usesCaller: boolean): Promise<RequestCaller | null> {
    const authorization = headerOf(request, 'authorization');
    if (authorization !== undefined) return this.fromBearer(request, authorization);
    if (!usesCaller) return null;
    const named = sessionIdOf(request);
    if (!named) return null;
    const session = await this.requester.request<ResolvedSession | null>(
      IDENTITY_CONTRACTS.resolveSession.subject,
      { sessionId: named.sessionId },
      { requestId: request.id },
    );
    if (!session) {
      // A stale cookie leaves a visitor; a session id sent on purpose that has ended is refused.
      if (named.via === 'cookie') return null;
      throw new DomainError('UNAUTHENTICATED', 'The session has ended: sign in again', {
        field: CREDENTIAL_HEADERS.sessionId,
      });
    }
    return {
      caller: { id: session.userId, roles: session.roles, sessionKey: session.sessionKey },
      via: named.via,
    };
  }

  private async fromBearer(request: FastifyRequest, authorization: string): Promise<RequestCaller> {
    const token = BEARER.exec(authorization)?.[1];
    if (!token) throw invalidToken('The Authorization header must be "Bearer <access token>"');
    const caller = await this.tokens.verify(token);
    const sessionHeader = headerOf(request, CREDENTIAL_HEADERS.sessionId);
    if (sessionHeader !== undefined && sessionKeyOf(sessionHeader) !== caller.sessionKey) {
      throw invalidToken('The X-Session-Id header names another session than the access token');
    }
    return { caller, via: 'bearer' };
  }

  /**
   * The CSRF rule: a cookie-authenticated write, or any call of a route that always asks for it (the
   * pro-competition calls), must carry the session's token in X-CSRF-Token; 403 otherwise. A bearer
   * token or X-Session-Id is no ambient credential: another site cannot make a browser send either.
   */
  assertCsrf(request: FastifyRequest, resolved: RequestCaller | null, always: boolean, isWrite: boolean) {
    if (!resolved) return;
    if (!always && !(isWrite && resolved.via === 'cookie')) return;
    const given = headerOf(request, CREDENTIAL_HEADERS.csrfToken);
    if (!given) {
      throw new DomainError('FORBIDDEN', 'The X-CSRF-Token header is missing', {
        field: CREDENTIAL_HEADERS.csrfToken,
      });
    }
    if (!isSameSecret(given, csrfTokenFor(this.sessionSecret, resolved.caller.sessionKey))) {
      throw new DomainError('FORBIDDEN', 'The X-CSRF-Token header is wrong for this session', {
        field: CREDENTIAL_HEADERS.csrfToken,
      });
    }
  }
}
