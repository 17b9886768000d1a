import { z } from 'zod';
import { PageRequest, pageOf } from '../paging.js';

/** The site's own name for a user: lower case, what @mentions and direct messages find them by. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{1,31}$/;
export const Username = z.string().regex(USERNAME_PATTERN, 'must be 2-32 of a-z, 0-9, _ . -');

/** A user as everyone may see them (search results, comment authors, conversation participants). */
export const PublicUser = z.object({
  id: z.string().uuid(),
  username: Username,
  displayName: z.string().min(1).max(80),
  avatarUrl: z.string().max(2000).nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in user as they see themselves. */
export const User = PublicUser.extend({
  roles: z.array(z.string().min(1).max(32)).max(16),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const VisitorState = z.object({ isAuthenticated: z.literal(false) });

/**
 * What GET /api/identity/ answers a signed-in user: who they are, the credentials the client sends
 * (`Authorization: Bearer <accessToken>`, `X-Session-Id: <sessionId>`, `X-CSRF-Token: <csrfToken>`)
 * and when the token and the session end. Asking again mints a fresh token: that is the refresh.
 */
export const SignedInState = z.object({
  isAuthenticated: z.literal(true),
  user: User,
  sessionId: z.string(),
  csrfToken: z.string(),
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
  sessionExpiresAt: z.string(),
});
export type SignedInState = z.infer<typeof SignedInState>;

export const IdentityState = z.discriminatedUnion('isAuthenticated', [VisitorState, SignedInState]);
export type IdentityState = z.infer<typeof IdentityState>;

/** A session id as the browser's cookie or the X-Session-Id header carries it (43 base64url characters). */
export const SessionId = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a session id');
/** What names a session everywhere but the client: base64url(SHA-256(session id)), so a leak of it (logs,
 * tokens, the sessions list) is no credential. */
export const SessionKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a session key');

/** Where the browser returns after sign-in: a path of this site only, never another origin. */
export const ReturnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site')
  .default('/');

/** What the gateway knows of the client, for the sessions list and the logs. */
export const ClientInfo = z.object({
  userAgent: z.string().max(512).default(''),
  ip: z.string().max(64).default(''),
});

export const StartSignInRequest = z.object({ returnTo: ReturnPath });
export const StartSignInReply = z.object({
  authorizationUrl: z.string().url(),
  /** Set by the gateway as a short-lived cookie and compared at the callback: binds the flow to this browser. */
  loginBinding: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type StartSignInReply = z.infer<typeof StartSignInReply>;

export const CompleteSignInRequest = ClientInfo.extend({
  /** The callback's query string as the provider sent it (code, state, iss, or error). */
  callbackQuery: z.string().max(8000),
  loginBinding: z.string().max(200),
});
export const CompleteSignInReply = z.object({
  sessionId: SessionId,
  returnTo: z.string(),
  /** The session cookie's Max-Age: the session's absolute end. */
  sessionMaxAgeSeconds: z.number().int().positive(),
});
export type CompleteSignInReply = z.infer<typeof CompleteSignInReply>;

export const SessionIdRequest = z.object({ sessionId: SessionId });
export const SessionKeyRequest = z.object({ sessionKey: SessionKey });

/** A session resolved for a request (cookie or X-Session-Id without a bearer token). */
export const ResolvedSession = z.object({
  sessionKey: SessionKey,
  userId: z.string().uuid(),
  roles: z.array(z.string()),
});
export type ResolvedSession = z.infer<typeof ResolvedSession>;

export const SessionLiveness = z.object({ isAlive: z.boolean() });

export const SessionSummary = z.object({
  /** The session's key: what revoking names. */
  id: SessionKey,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const EndSessionReply = z.object({ sessionKey: SessionKey.nullable() });

/** The public keys the gateway verifies access tokens with (a JWK set). */
export const PublicKeySet = z.object({
  keys: z.array(z.record(z.string(), z.unknown())).min(1),
});
export type PublicKeySet = z.infer<typeof PublicKeySet>;

export const SearchUsersRequest = PageRequest.extend({
  search: z.string().trim().max(80).default(''),
});
export type SearchUsersRequest = z.infer<typeof SearchUsersRequest>;
export const PublicUserPage = pageOf(PublicUser);

/** Users by id, for services that show who wrote or takes part (comments, conversations): at most 200. */
export const UsersByIdsRequest = z.object({ ids: z.array(z.string().uuid()).max(200) }).strict();
export type UsersByIdsRequest = z.infer<typeof UsersByIdsRequest>;
export const UsersByIds = z.array(PublicUser);

/** Published when a session ends before its time (sign-out, revocation): every gateway forgets its tokens. */
export const SessionRevokedEvent = z.object({ sessionKey: SessionKey });
export type SessionRevokedEvent = z.infer<typeof SessionRevokedEvent>;

/** The claims of identity's access token, as the gateway reads them. */
export const ACCESS_TOKEN = { issuer: 'futgg-identity', audience: 'futgg-api' } as const;
