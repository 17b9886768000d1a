import { HttpBrowser as Browser } from '@futgg/testing';
import { TEST_REDIRECT_URI, relyingParty, signInThroughForm } from '../test/relying-party.js';
import { loadDevOidcConfig, postLogoutRedirectUrisFor, productionRefusal } from './config.js';
import { startDevOidcProvider, type RunningDevOidcProvider } from './start-dev-oidc-provider.js';

describe(productionRefusal.name, () => {
  it.each([
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', DEV_OIDC_ALLOW_PRODUCTION: 'false' }, true],
    [{ NODE_ENV: 'production', DEV_OIDC_ALLOW_PRODUCTION: 'yes' }, true],
    [{ NODE_ENV: 'production', DEV_OIDC_ALLOW_PRODUCTION: 'true' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'test' }, false],
    [{}, false],
  ])('given %j, refuses: %s', (env, refuses) => {
    expect(productionRefusal(env) !== undefined).toBe(refuses);
  });

  it('says which variable allows it, on one line', () => {
    const refusal = productionRefusal({ NODE_ENV: 'production' })!;
    expect(refusal).toContain('NODE_ENV=production');
    expect(refusal).toContain('DEV_OIDC_ALLOW_PRODUCTION=true');
    expect(refusal).not.toContain('\n');
  });
});

describe(loadDevOidcConfig.name, () => {
  it('works on one machine with no environment at all', () => {
    expect(loadDevOidcConfig({})).toEqual({
      port: 3200,
      host: '127.0.0.1',
      issuer: 'http://localhost:3200',
      clientId: 'futgg',
      clientSecret: 'futgg-dev-secret',
      redirectUris: [
        'http://localhost:8080/api/identity/callback/',
        'http://127.0.0.1:8080/api/identity/callback/',
        'http://localhost:3000/api/identity/callback/',
        'http://127.0.0.1:3000/api/identity/callback/',
      ],
      postLogoutRedirectUris: [
        'http://localhost:8080/',
        'http://127.0.0.1:8080/',
        'http://localhost:3000/',
        'http://127.0.0.1:3000/',
      ],
      cookieKeys: [expect.any(String)],
      passwords: { alice: 'alice-dev', bob: 'bob-dev', admin: 'admin-dev' },
      logLevel: 'info',
    });
  });

  it('reads comma lists, the port into the default issuer, and blank values as unset', () => {
    const config = loadDevOidcConfig({
      DEV_OIDC_PORT: '4300',
      DEV_OIDC_ISSUER: '',
      DEV_OIDC_REDIRECT_URIS: ' http://a.test/cb/ , http://b.test:81/cb/,',
      DEV_OIDC_COOKIE_KEYS: 'first-key-0123456789,second-key-0123456789',
    });
    expect(config.issuer).toBe('http://localhost:4300');
    expect(config.redirectUris).toEqual(['http://a.test/cb/', 'http://b.test:81/cb/']);
    expect(config.postLogoutRedirectUris).toEqual(['http://a.test/', 'http://b.test:81/']);
    expect(config.cookieKeys).toEqual(['first-key-0123456789', 'second-key-0123456789']);
  });

  it('leaves the issuer to the provider when the port is picked at start', () => {
    expect(loadDevOidcConfig({ DEV_OIDC_PORT: '0' }).issuer).toBeUndefined();
  });

  it.each([
    ['DEV_OIDC_PORT', '70000'],
    ['DEV_OIDC_ISSUER', 'localhost:3200'],
    ['DEV_OIDC_REDIRECT_URIS', 'javascript:alert(1)'],
    ['DEV_OIDC_COOKIE_KEYS', 'short'],
    ['DEV_OIDC_ALICE_PASSWORD', ''],
    ['DEV_OIDC_ALLOW_PRODUCTION', 'yes'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadDevOidcConfig({ [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });
});

describe(postLogoutRedirectUrisFor.name, () => {
  it('gives each origin of the callbacks once, with its home page', () => {
    expect(
      postLogoutRedirectUrisFor(['http://a.test:8080/x/cb/', 'http://a.test:8080/y/', 'https://b.test/cb']),
    ).toEqual(['http://a.test:8080/', 'https://b.test/']);
  });
});

describe('passwords from the environment', () => {
  let provider: RunningDevOidcProvider;

  beforeAll(async () => {
    const config = loadDevOidcConfig({
      DEV_OIDC_PORT: '0',
      DEV_OIDC_REDIRECT_URIS: TEST_REDIRECT_URI,
      DEV_OIDC_ALICE_PASSWORD: 'a-changed-secret',
      LOG_LEVEL: 'silent',
    });
    provider = await startDevOidcProvider(config);
  });

  afterAll(async () => {
    await provider?.close();
  });

  it('replace the default: alice-dev stops working, the new password works, and the form no longer prints it', async () => {
    const rp = await relyingParty(provider.issuer);
    const browser = new Browser(new URL(provider.issuer).origin);

    const withDefault = await signInThroughForm(
      browser,
      await rp.authorizationRequest(),
      'alice',
      'alice-dev',
    );
    expect(withDefault.submitted.status).toBe(401);
    expect(withDefault.formPage.body).not.toContain('alice-dev');
    expect(withDefault.formPage.body).not.toContain('a-changed-secret');
    expect(withDefault.formPage.body).toContain('<code>bob-dev</code>');

    const request = await rp.authorizationRequest();
    const withOverride = await signInThroughForm(browser, request, 'alice', 'a-changed-secret');
    expect((await rp.claimsFromCallback(withOverride.submitted.leftTo!, request)).sub).toBe('dev-alice');
  });
});
