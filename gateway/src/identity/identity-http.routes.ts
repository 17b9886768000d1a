import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDENTITY_CONTRACTS,
  parseRequest,
  DomainError,
  type CompleteSignInReply,
  type IdentityState,
  type StartSignInReply,
} from '@futgg/contracts';
import type { NatsRequester } from '@futgg/service-kit';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from '../http/raw-query.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { simpleQuery } from '../routes/path-parameters.js';
import type { AccessTokenVerifier } from './access-token-verifier.js';
import { sessionIdFromCookie, sessionIdOf, type CallerResolution } from './request-caller.js';
import type { SessionCookies } from './session-cookies.js';

export interface IdentityHttpDeps {
  requester: NatsRequester;
  limiter: RateLimiter | null;
  callers: CallerResolution;
  cookies: SessionCookies;
  tokens: AccessTokenVerifier;
}

/** The identity state's two paths (spec, second document, section 7: both are called). */
export const IDENTITY_STATE_PATHS = ['/api/identity/', '/api/users/identity/'] as const;

const VISITOR: IdentityState = { isAuthenticated: false };
const clientOf = (request: FastifyRequest) => ({
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
  ip: request.ip.slice(0, 64),
});
const sendData = (reply: FastifyReply, data: unknown) =>
  reply
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ data }));

/**
 * The identity routes that set cookies or redirect, as plain Fastify routes beside the registrar's.
 * Their documentation is IDENTITY_HTTP_OPERATIONS (openapi/identity-operations.ts).
 */
export const registerIdentityHttpRoutes = (fastify: FastifyInstance, deps: IdentityHttpDeps) => {
  const { requester, limiter, callers, cookies, tokens } = deps;
  const route = (
    method: 'GET' | 'POST',
    url: string,
    name: string,
    kind: 'sign-in' | 'refresh' | 'write',
    handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    fastify.route({
      method,
      url,
      handler: async (request, reply) => {
        try {
          if (await refusedByRateLimit(limiter, request, reply, kind)) return reply;
          return await handle(request, reply);
        } catch (error) {
          if (name === 'signInCallback') cookies.clearLoginBinding(reply);
          return sendRouteError(request, reply, error, name);
        }
      },
    });

  // Sign-in: to the provider's login form, with this browser bound to the flow by a cookie.
  route('GET', '/api/identity/login/', 'signIn', 'sign-in', async (request, reply) => {
    const query = simpleQuery(rawQueryOf(request.url), ['next']);
    let payload;
    try {
      payload = parseRequest(IDENTITY_CONTRACTS.startSignIn, { returnTo: query.get('next') ?? undefined });
    } catch {
      throw new DomainError('INVALID_INPUT', 'next must be a path on this site, such as /players/', {
        field: 'next',
      });
    }
    const started = await requester.request<StartSignInReply>(
      IDENTITY_CONTRACTS.startSignIn.subject,
      payload,
      {
        requestId: request.id,
      },
    );
    cookies.setLoginBinding(reply, started.loginBinding, started.expiresInSeconds);
    return reply.header('cache-control', 'no-store').redirect(started.authorizationUrl, 302);
  });

  // The provider's redirect back: a session, its cookie, and back to the page sign-in started from.
  route('GET', '/api/identity/callback/', 'signInCallback', 'sign-in', async (request, reply) => {
    const signedIn = await requester.request<CompleteSignInReply>(
      IDENTITY_CONTRACTS.completeSignIn.subject,
      parseRequest(IDENTITY_CONTRACTS.completeSignIn, {
        callbackQuery: rawQueryOf(request.url),
        loginBinding: cookies.loginBindingOf(request),
        ...clientOf(request),
      }),
      { requestId: request.id },
    );
    cookies.clearLoginBinding(reply);
    cookies.setSession(reply, signedIn.sessionId, signedIn.sessionMaxAgeSeconds);
    return reply.header('cache-control', 'no-store').redirect(signedIn.returnTo, 302);
  });

  // Who am I: the visitor, or the user with fresh credentials (asking again is the refresh). A bearer
  // token is not looked at: an expired one is exactly why a client asks.
  for (const path of IDENTITY_STATE_PATHS) {
    route('GET', path, 'identityState', 'refresh', async (request, reply) => {
      simpleQuery(rawQueryOf(request.url), []);
      const named = sessionIdOf(request);
      if (!named) return sendData(reply, VISITOR);
      const stateOf = (sessionId: string) =>
        requester.request<IdentityState>(
          IDENTITY_CONTRACTS.getState.subject,
          { sessionId },
          { requestId: request.id },
        );
      let state = await stateOf(named.sessionId);
      // A tab still naming a session that ended (signed out and in again elsewhere) gets the browser's
      // current one, when its cookie holds another.
      const cookie = sessionIdFromCookie(request);
      if (!state.isAuthenticated && named.via === 'session-header' && cookie && cookie !== named.sessionId) {
        state = await stateOf(cookie);
        if (!state.isAuthenticated) cookies.clearSession(reply);
      }
      if (!state.isAuthenticated && named.via === 'cookie') cookies.clearSession(reply);
      return sendData(reply, state);
    });
  }

  // Sign-out: the session ends (its tokens with it, at every gateway) and the cookie goes. Signing out
  // without a session is no error: the visitor state is the answer either way.
  route('POST', '/api/identity/logout/', 'signOut', 'write', async (request, reply) => {
    const resolved = await callers.resolve(request, true);
    if (resolved) {
      callers.assertCsrf(request, resolved, false, true);
      await requester.request(
        IDENTITY_CONTRACTS.endSession.subject,
        { sessionKey: resolved.caller.sessionKey },
        { requestId: request.id },
      );
      tokens.forgetSession(resolved.caller.sessionKey);
    }
    cookies.clearSession(reply);
    return sendData(reply, VISITOR);
  });
};
