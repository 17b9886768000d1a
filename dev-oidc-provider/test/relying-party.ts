import * as oidc from 'openid-client';
import { HttpBrowser as Browser, formOf, type BrowserResponse as Page } from '@futgg/testing';

export const TEST_CLIENT = { clientId: 'futgg', clientSecret: 'futgg-dev-secret' };
/** Registered with the provider; nothing listens there: the browser stops at the redirect to it. */
export const TEST_REDIRECT_URI = 'http://127.0.0.1:8999/api/identity/callback/';
export const TEST_SCOPE = 'openid profile email roles';

export interface AuthorizationRequest {
  url: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/**
 * The platform's side of the flow, as identity does it: openid-client with discovery, PKCE S256, state
 * and nonce, the client secret in the Authorization header.
 */
export const relyingParty = async (issuer: string) => {
  const configuration = await oidc.discovery(
    new URL(issuer),
    TEST_CLIENT.clientId,
    { client_secret: TEST_CLIENT.clientSecret },
    oidc.ClientSecretBasic(TEST_CLIENT.clientSecret),
    { execute: [oidc.allowInsecureRequests] },
  );

  const authorizationRequest = async (extra: Record<string, string> = {}): Promise<AuthorizationRequest> => {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: TEST_REDIRECT_URI,
      scope: TEST_SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    });
    return { url, codeVerifier, state, nonce };
  };

  /** The ID token's claims for the code the callback brought, checked as identity checks them. */
  const claimsFromCallback = async (callback: URL, request: AuthorizationRequest) => {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    return tokens.claims()!;
  };

  return { configuration, authorizationRequest, claimsFromCallback };
};

export type RelyingParty = Awaited<ReturnType<typeof relyingParty>>;

/** Opens the authorization URL, fills in the login form and submits it, as a person does. */
export const signInThroughForm = async (
  browser: Browser,
  request: AuthorizationRequest,
  username: string,
  password: string,
): Promise<{ formPage: Page; submitted: Page }> => {
  const formPage = await browser.request(request.url);
  const submitted = await browser.request(formOf(formPage).action, { form: { username, password } });
  return { formPage, submitted };
};

export { Browser };
