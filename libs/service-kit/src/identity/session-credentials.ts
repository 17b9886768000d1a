import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that carries the session id in a browser (HttpOnly, SameSite=Lax, Secure over TLS). */
export const SESSION_COOKIE = 'futgg_session';
/** The headers a client sends its credentials in (the spec's bearer and session headers, and CSRF). */
export const CREDENTIAL_HEADERS = {
  sessionId: 'x-session-id',
  csrfToken: 'x-csrf-token',
} as const;

/**
 * SESSION_SECRET's default on one machine, shared by identity and the gateway (the CSRF tokens one
 * makes the other checks); each refuses it with NODE_ENV=production.
 */
export const DEV_SESSION_SECRET = 'development-only-session-secret-change-me-0123456789';

/** A new session id: 256 random bits, base64url (43 characters). */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/**
 * The session's key: SHA-256 of its id. Everything but the client names a session by it (Redis keys,
 * access tokens' `sid`, the sessions list, logs), so none of them holds a usable credential.
 */
export const sessionKeyOf = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('base64url');

/**
 * The session's CSRF token: an HMAC of its key under the shared session secret. The gateway checks it
 * without asking identity, and it cannot be guessed from anything a page can read.
 */
export const csrfTokenFor = (secret: string, sessionKey: string): string =>
  createHmac('sha256', secret).update(`csrf:${sessionKey}`).digest('base64url');

/** Compares two secrets in constant time (a length mismatch is simply false). */
export const isSameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
