import type { IdentityState, SignedInState } from '@futgg/contracts';
import { ApiClient, type ApiClientOptions } from './api-client.js';
import { identityApi, VISITOR } from './identity.api.js';

/** A token that ends within this is renewed before the next request (docs/identity.md, "Refresh"). */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

export type CredentialClientOptions = Required<
  Pick<ApiClientOptions, 'getToken' | 'getSessionId' | 'getCsrfToken' | 'onUnauthorized'>
>;

export interface CredentialStore {
  /** The signed-in state last answered, credentials included; null for a visitor. */
  current(): SignedInState | null;
  /** Keeps what the identity state said: a user's credentials replace the old ones, a visitor's forget them. */
  accept(state: IdentityState): IdentityState;
  /** Forgets every credential (sign-out). A refresh still under way then counts for nothing. */
  clear(): void;
  /** Asks for the identity state and keeps it: one request at a time, shared by every caller. */
  refresh(): Promise<IdentityState>;
  /** Told the signed-in state (or null) each time it is kept or forgotten. */
  subscribe(listener: (signedIn: SignedInState | null) => void): () => void;
  /** What an ApiClient reads the credentials through. */
  readonly clientOptions: CredentialClientOptions;
}

export interface CredentialStoreOptions {
  /** The identity state (identityApi's getIdentity): while the session lives, it brings a fresh token. */
  fetchIdentity: () => Promise<IdentityState>;
  now?: () => number;
}

/**
 * The browser's credentials, kept from the identity state: the bearer token (renewed shortly before it
 * ends, and after a 401), the session id and the CSRF token. There is no refresh token: the session
 * cookie is the refresh credential, and asking for the identity state again is the refresh.
 */
export const createCredentialStore = ({
  fetchIdentity,
  now = Date.now,
}: CredentialStoreOptions): CredentialStore => {
  let signedIn: SignedInState | null = null;
  let refreshing: Promise<IdentityState> | null = null;
  // Bumped by clear(): a refresh that started before a sign-out must not bring the user back.
  let generation = 0;
  const listeners = new Set<(signedIn: SignedInState | null) => void>();

  const keep = (next: SignedInState | null) => {
    signedIn = next;
    for (const listener of listeners) listener(next);
  };
  const accept = (state: IdentityState): IdentityState => {
    keep(state.isAuthenticated ? state : null);
    return state;
  };
  const refresh = () => {
    if (refreshing) return refreshing;
    const started = generation;
    refreshing = fetchIdentity()
      .then((state) => (generation === started ? accept(state) : VISITOR))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const endsSoon = (state: SignedInState) =>
    !(Date.parse(state.accessTokenExpiresAt) - now() > REFRESH_BEFORE_EXPIRY_MS);

  return {
    current: () => signedIn,
    accept,
    clear: () => {
      generation += 1;
      keep(null);
    },
    refresh,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clientOptions: {
      getToken: () => {
        if (!signedIn) return null;
        if (!endsSoon(signedIn)) return signedIn.accessToken;
        // A failed refresh leaves the old token: the request then goes as it would have, and a 401
        // comes back to onUnauthorized.
        return refresh().then(
          () => signedIn?.accessToken ?? null,
          () => signedIn?.accessToken ?? null,
        );
      },
      getSessionId: () => signedIn?.sessionId,
      getCsrfToken: () => signedIn?.csrfToken,
      onUnauthorized: async (token) => {
        if (!signedIn) return false;
        // Another request's refresh has already replaced the token this one was refused with.
        if (signedIn.accessToken !== token) return true;
        const state = await refresh().catch(() => null);
        return state?.isAuthenticated === true;
      },
    },
  };
};

/**
 * An ApiClient carrying the credentials of a store that refreshes through that same client's identity
 * call (which sends no token, so a refresh never waits for itself).
 */
export const createCredentialedClient = (
  options: Omit<ApiClientOptions, keyof CredentialClientOptions> = {},
  now?: () => number,
) => {
  const credentials = createCredentialStore({
    fetchIdentity: () => identityApi(client).getIdentity(),
    ...(now ? { now } : {}),
  });
  const client = new ApiClient({ ...options, ...credentials.clientOptions });
  return { client, credentials };
};
