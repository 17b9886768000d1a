import * as oidc from 'openid-client';
import { HttpBrowser as Browser } from '@futgg/testing';
import {
  TEST_CLIENT,
  TEST_REDIRECT_URI,
  relyingParty,
  signInThroughForm,
  type RelyingParty,
} from '../test/relying-party.js';
import { startDevOidcProvider, type RunningDevOidcProvider } from './start-dev-oidc-provider.js';

let provider: RunningDevOidcProvider;
let rp: RelyingParty;

beforeAll(async () => {
  provider = await startDevOidcProvider({
    port: 0,
    ...TEST_CLIENT,
    redirectUris: [TEST_REDIRECT_URI],
    logLevel: 'silent',
  });
  rp = await relyingParty(provider.issuer);
});

afterAll(async () => {
  await provider?.close();
});

const newBrowser = () => new Browser(new URL(provider.issuer).origin);

describe(startDevOidcProvider.name, () => {
  it('listens on a free port and names it in the issuer when none is configured', () => {
    expect(provider.port).toBeGreaterThan(0);
    expect(provider.issuer).toBe(`http://127.0.0.1:${provider.port}`);
    expect(provider.url).toBe(provider.issuer);
  });

  it('publishes a discovery document with its endpoints, PKCE S256 and the roles scope', async () => {
    const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/auth`,
      token_endpoint: `${provider.issuer}/token`,
      jwks_uri: `${provider.issuer}/jwks`,
      userinfo_endpoint: `${provider.issuer}/me`,
      response_types_supported: ['code'],
    });
    expect(document['code_challenge_methods_supported']).toContain('S256');
    expect(document['scopes_supported']).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'roles']),
    );
    expect(document['claims_supported']).toEqual(
      expect.arrayContaining(['sub', 'preferred_username', 'name', 'email', 'email_verified', 'roles']),
    );
  });
});

describe('the login form', () => {
  it('asks for a username and password, names the site, and allows its own style only', async () => {
    const page = await newBrowser().request((await rp.authorizationRequest()).url);
    expect(page.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${provider.issuer}/interaction/[A-Za-z0-9_-]+$`));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Sign in</h1>');
    expect(page.body).toContain('to FUT companion (development)');
    expect(page.body).toMatch(
      /<label for="username">Username<\/label>\s*<input id="username" name="username"/,
    );
    expect(page.body).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    expect(page.body).toMatch(/<code>alice<\/code>.*<code>bob<\/code>.*<code>admin<\/code>/s);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain(`form-action 'self' ${provider.issuer} http://127.0.0.1:8999`);
  });
});

describe('signing in', () => {
  it.each([
    ['alice', 'alice-dev', { sub: 'dev-alice', name: 'Alice', email: 'alice@futgg.dev', roles: [] }],
    ['admin', 'admin-dev', { sub: 'dev-admin', name: 'Admin', email: 'admin@futgg.dev', roles: ['admin'] }],
  ])(
    'signs %s in; the code, exchanged with PKCE, gives an ID token with their claims',
    async (username, password, expected) => {
      const request = await rp.authorizationRequest();
      const { submitted } = await signInThroughForm(newBrowser(), request, username, password);
      expect(submitted.leftTo?.href.startsWith(TEST_REDIRECT_URI)).toBe(true);
      expect(submitted.leftTo?.searchParams.get('code')).toBeTruthy();

      const claims = await rp.claimsFromCallback(submitted.leftTo!, request);
      expect(claims).toMatchObject({
        iss: provider.issuer,
        aud: TEST_CLIENT.clientId,
        preferred_username: username,
        email_verified: true,
        ...expected,
      });
    },
  );

  it('serves the same claims at userinfo, and a refresh token when offline_access is asked with prompt=consent', async () => {
    const request = await rp.authorizationRequest({
      scope: 'openid profile email roles offline_access',
      prompt: 'consent',
    });
    const { submitted } = await signInThroughForm(newBrowser(), request, 'bob', 'bob-dev');
    const tokens = await oidc.authorizationCodeGrant(rp.configuration, submitted.leftTo!, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    expect(await oidc.fetchUserInfo(rp.configuration, tokens.access_token, 'dev-bob')).toEqual({
      sub: 'dev-bob',
      preferred_username: 'bob',
      name: 'Bob',
      email: 'bob@futgg.dev',
      email_verified: true,
      roles: [],
    });
    const refreshed = await oidc.refreshTokenGrant(rp.configuration, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe('dev-bob');
  });

  it('refuses a wrong password with 401 and the message, keeps the username, and then takes the right one', async () => {
    const browser = newBrowser();
    const request = await rp.authorizationRequest();
    const { formPage, submitted } = await signInThroughForm(browser, request, 'alice', 'not-her-password');
    expect(submitted.status).toBe(401);
    expect(submitted.leftTo).toBeUndefined();
    expect(submitted.body).toContain('Wrong username or password');
    expect(submitted.body).toContain('value="alice"');
    expect(submitted.body).not.toContain('not-her-password');

    const retried = await browser.request(`${provider.issuer}${/action="([^"]+)"/.exec(formPage.body)![1]}`, {
      form: { username: 'alice', password: 'alice-dev' },
    });
    expect(retried.leftTo?.searchParams.get('code')).toBeTruthy();
    expect((await rp.claimsFromCallback(retried.leftTo!, request)).sub).toBe('dev-alice');
  });

  it('gives an unknown user the same answer as a wrong password, and escapes the name it echoes', async () => {
    const request = await rp.authorizationRequest();
    const { submitted } = await signInThroughForm(newBrowser(), request, '<b>"mallory"</b>', 'x');
    expect(submitted.status).toBe(401);
    expect(submitted.body).toContain('Wrong username or password');
    expect(submitted.body).toContain('value="&lt;b&gt;&quot;mallory&quot;&lt;/b&gt;"');
    expect(submitted.body).not.toContain('<b>"mallory"');
  });

  it('shows the form to every authorization request, so one browser can sign in as alice and then as bob', async () => {
    const browser = newBrowser();
    const first = await rp.authorizationRequest();
    const asAlice = await signInThroughForm(browser, first, 'alice', 'alice-dev');
    expect((await rp.claimsFromCallback(asAlice.submitted.leftTo!, first)).sub).toBe('dev-alice');

    const second = await rp.authorizationRequest();
    const asBob = await signInThroughForm(browser, second, 'bob', 'bob-dev');
    expect(asBob.formPage.status).toBe(200);
    expect(asBob.formPage.body).toContain('<h1>Sign in</h1>');
    expect((await rp.claimsFromCallback(asBob.submitted.leftTo!, second)).sub).toBe('dev-bob');
  });

  it('shows the form again to the same user in the same browser, rather than signing them in silently', async () => {
    const browser = newBrowser();
    const first = await rp.authorizationRequest();
    await signInThroughForm(browser, first, 'alice', 'alice-dev');
    const again = await browser.request((await rp.authorizationRequest()).url);
    expect(again.leftTo).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.body).toContain('<h1>Sign in</h1>');
  });

  it('answers prompt=none with login_required: it never signs anyone in without the form', async () => {
    const browser = newBrowser();
    await signInThroughForm(browser, await rp.authorizationRequest(), 'alice', 'alice-dev');
    const silent = await browser.request((await rp.authorizationRequest({ prompt: 'none' })).url);
    expect(silent.leftTo?.searchParams.get('error')).toBe('login_required');
    expect(silent.leftTo?.searchParams.has('code')).toBe(false);
  });
});

describe('refused authorization requests', () => {
  it('refuses a request without a PKCE code challenge, and issues no code', async () => {
    const { url } = await rp.authorizationRequest();
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const page = await newBrowser().request(url);
    expect(page.leftTo?.searchParams.get('error')).toBe('invalid_request');
    expect(page.leftTo?.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(page.leftTo?.searchParams.has('code')).toBe(false);
  });

  it('refuses a redirect_uri that is not registered, without redirecting to it', async () => {
    const { url } = await rp.authorizationRequest({ redirect_uri: 'http://127.0.0.1:8999/elsewhere/' });
    const page = await newBrowser().request(url);
    expect(page.status).toBe(400);
    expect(page.leftTo).toBeUndefined();
    expect(page.body).toContain('redirect_uri');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('refuses a login form posted without the browser that opened it', async () => {
    const page = await newBrowser().request((await rp.authorizationRequest()).url);
    const action = /action="([^"]+)"/.exec(page.body)![1];
    const stranger = await newBrowser().request(`${provider.issuer}${action}`, {
      form: { username: 'alice', password: 'alice-dev' },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.leftTo).toBeUndefined();
    expect(stranger.body).toContain('Sign-in expired');
  });
});
