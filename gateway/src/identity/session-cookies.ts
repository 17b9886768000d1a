import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { SESSION_COOKIE } from '@futgg/service-kit';

/** Binds a sign-in to the browser that started it, until the provider's callback (identity compares it). */
export const LOGIN_COOKIE = 'futgg_sign_in';
const LOGIN_COOKIE_PATH = '/api/identity/';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (sent on top-level navigations from
 * elsewhere, as the provider's redirect back is, but on no cross-site subrequest), Secure when the site
 * is served over TLS.
 */
export class SessionCookies {
  private readonly isSecure: boolean;

  constructor(publicBaseUrl: string) {
    this.isSecure = publicBaseUrl.startsWith('https://');
  }

  private set(reply: FastifyReply, name: string, value: string, maxAge: number, path: string) {
    const cookie = stringifySetCookie(name, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.isSecure,
      path,
      maxAge,
    });
    const existing = reply.getHeader('set-cookie');
    const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    reply.header('set-cookie', [...cookies, cookie]);
  }

  setSession(reply: FastifyReply, sessionId: string, maxAgeSeconds: number) {
    this.set(reply, SESSION_COOKIE, sessionId, maxAgeSeconds, '/');
  }

  clearSession(reply: FastifyReply) {
    this.set(reply, SESSION_COOKIE, '', 0, '/');
  }

  setLoginBinding(reply: FastifyReply, binding: string, maxAgeSeconds: number) {
    this.set(reply, LOGIN_COOKIE, binding, maxAgeSeconds, LOGIN_COOKIE_PATH);
  }

  clearLoginBinding(reply: FastifyReply) {
    this.set(reply, LOGIN_COOKIE, '', 0, LOGIN_COOKIE_PATH);
  }

  loginBindingOf(request: FastifyRequest): string {
    const header = request.headers.cookie;
    return (header && parseCookie(header)[LOGIN_COOKIE]) || '';
  }
}
