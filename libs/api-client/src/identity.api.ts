import type { IdentityState, Page, PublicUser, SessionSummary } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };

/** What the identity state answers a visitor, and sign-out answers everyone. */
export type VisitorIdentity = Extract<IdentityState, { isAuthenticated: false }>;
export const VISITOR: VisitorIdentity = { isAuthenticated: false };

export interface UserSearchParams {
  search?: string;
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
}

/** Identity's routes live under /api, outside the /api/fut base path. */
const API = { basePath: '/api' } as const;

const MAX_RETURN_PATH = 2000;

/**
 * Where sign-in starts: a full-page navigation (never fetch), which the gateway sends on to the OpenID
 * provider's login form and, once signed in, back to `returnTo` (a path of this site).
 */
export const signInUrl = (returnTo: string) => {
  // The gateway refuses a longer `next` (ReturnPath in libs/contracts): such a page comes back to its
  // path without the query string rather than not at all.
  const next = returnTo.length > MAX_RETURN_PATH ? (returnTo.split('?')[0] ?? '/') : returnTo;
  return `/api/identity/login/?next=${encodeURIComponent(next)}`;
};

/** Identity (docs/identity.md, "Endpoints"): the identity state, sign-out, sessions and users. */
export const identityApi = (client: ApiClient) => ({
  /**
   * The visitor, or the signed-in user with fresh credentials: asking again is the refresh. It names the
   * session it knows (the cookie does otherwise) and sends no token, which is what it renews.
   */
  getIdentity: () =>
    client
      .get<Data<IdentityState>>('identity', { ...API, withSession: true, withToken: false })
      .then((body) => body.data),
  logout: () =>
    client
      .post<Data<VisitorIdentity>>('identity/logout', {}, { ...API, withSession: true })
      .then((body) => body.data),
  listSessions: () =>
    client
      .get<Data<SessionSummary[]>>('identity/sessions', { ...API, withSession: true })
      .then((body) => body.data),
  /** `id` is the session's id in the sessions list (its key, never the session id itself). */
  revokeSession: (id: string) =>
    client
      .post<Data<{ sessionKey: string | null }>>(
        `identity/sessions/${encodeURIComponent(id)}/revoke`,
        {},
        {
          ...API,
          withSession: true,
        },
      )
      .then((body) => body.data),
  searchUsers: ({ search, page, pageSize, signal }: UserSearchParams = {}) =>
    client.get<Page<PublicUser>>('users', {
      ...API,
      query: { search: search || undefined, page, page_size: pageSize },
      ...(signal ? { signal } : {}),
    }),
});
export type IdentityApi = ReturnType<typeof identityApi>;
