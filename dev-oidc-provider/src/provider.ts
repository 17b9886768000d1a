import Provider, { type Configuration, type JWK } from 'oidc-provider';
import { contentSecurityPolicy, messagePage } from './login-form.js';
import { claimsOf, devUserByAccountId } from './users.js';

/** What the login form says the user is signing in to. */
export const CLIENT_NAME = 'FUT companion (development)';

export const INTERACTION_PATH_PREFIX = '/interaction/';

export interface DevProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  cookieKeys: string[];
  /** A private JWK; the ID tokens' signing key. */
  signingKey: JWK;
}

/** The origins a sign-in ends at: the login page's form-action must allow the redirects to them. */
export const redirectOriginsOf = (
  settings: Pick<DevProviderSettings, 'issuer' | 'redirectUris'>,
): string[] => [new URL(settings.issuer).origin, ...settings.redirectUris.map((uri) => new URL(uri).origin)];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const configurationFor = (settings: DevProviderSettings): Configuration => ({
  clients: [
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      client_name: CLIENT_NAME,
      redirect_uris: settings.redirectUris,
      post_logout_redirect_uris: settings.postLogoutRedirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // oidc-provider holds a client to its one registered method, so client_secret_post is not also allowed.
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  responseTypes: ['code'],
  // Each key is a scope carrying those claims; `roles` is ours, read by identity (OIDC_ROLES_CLAIM).
  claims: {
    openid: ['sub'],
    profile: ['name', 'preferred_username'],
    email: ['email', 'email_verified'],
    roles: ['roles'],
  },
  // OIDC Core puts scope-requested claims in userinfo only; identity reads the ID token, so put them there too.
  conformIdTokenClaims: false,
  findAccount: (_ctx, accountId) => {
    const user = devUserByAccountId(accountId);
    return user && { accountId: user.accountId, claims: () => claimsOf(user) };
  },
  features: {
    // Its stock login accepts any username and password: the form in interactions.ts replaces it.
    devInteractions: { enabled: false },
  },
  interactions: {
    url: (_ctx, interaction) => `${INTERACTION_PATH_PREFIX}${interaction.uid}`,
  },
  // oidc-provider requires PKCE of public clients only; ours is confidential and must use it as well.
  pkce: { required: () => true },
  cookies: { keys: settings.cookieKeys },
  // Generated at each start and kept in memory: an ID token is checked once, right after the code
  // exchange, so nobody needs one signed by an earlier run.
  jwks: { keys: [settings.signingKey] },
  ttl: {
    AuthorizationCode: 60,
    AccessToken: HOUR,
    IdToken: HOUR,
    RefreshToken: 14 * DAY,
    Grant: 14 * DAY,
    // How long a login form stays usable.
    Interaction: HOUR,
    Session: HOUR,
  },
  // The relying party is a server (identity): no browser calls the token or userinfo endpoints.
  clientBasedCORS: () => false,
  renderError: (ctx, out) => {
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.set('content-security-policy', contentSecurityPolicy([]));
    const reason = out.error_description ? `${out.error}: ${out.error_description}` : out.error;
    ctx.body = messagePage(
      'Sign-in failed',
      `The sign-in request was refused (${reason}). Go back to the site and try again.`,
    );
  },
});

/**
 * The provider. The default in-memory adapter keeps sessions, grants and codes: one process on one
 * machine, nothing to share with another, and nothing worth keeping across a restart. (Its store is one
 * LRU of 1000 entries per process, shared by every provider a test process starts: ample for a few.)
 * Plain HTTP, proxy headers not trusted (Koa's `proxy` stays off): it is reached directly.
 */
export const createDevProvider = (settings: DevProviderSettings): Provider => {
  const provider = new Provider(settings.issuer, configurationFor(settings));
  const authorizationPath = provider.pathFor('authorization');

  // Every authorization request starts signed out, so oidc-provider's own no_session check always
  // sends the browser to the login form: a person who signed out of the site can sign in as someone
  // else. Ending the earlier session here, rather than adding a policy check that always prompts, also
  // spares the step oidc-provider inserts when a session's user signs in as another: an auto-submitting
  // "log the previous user out" page, which needs JavaScript or a click and stops scripted browsers.
  // What oidc-provider binds to a session (codes, access tokens without offline_access) ends with it;
  // identity exchanges its code at once and keeps no token of ours.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === authorizationPath) {
      const session = await provider.Session.get(ctx);
      if (session.accountId) await session.destroy();
    }
    await next();
  });

  return provider;
};
