import { pino } from 'pino';
import { HttpBrowser as Browser, formOf } from '@futgg/testing';
import { TEST_REDIRECT_URI, relyingParty, type RelyingParty } from '../test/relying-party.js';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './interactions.js';
import { startDevOidcProvider, type RunningDevOidcProvider } from './start-dev-oidc-provider.js';

// The provider's real JSON logger, writing to memory instead of stdout.
const logLines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

let provider: RunningDevOidcProvider;
let rp: RelyingParty;

beforeAll(async () => {
  provider = await startDevOidcProvider({ port: 0, redirectUris: [TEST_REDIRECT_URI], logger });
  rp = await relyingParty(provider.issuer);
});

afterAll(async () => {
  await provider?.close();
});

// One file, one provider, one address (127.0.0.1): these tests share the failure count, in this order.
describe('failed sign-ins', () => {
  it('are logged with the username and address, never the password', async () => {
    const browser = new Browser(new URL(provider.issuer).origin);
    const form = await browser.request((await rp.authorizationRequest()).url);
    const page = await browser.request(formOf(form).action, {
      form: { username: 'bob', password: 'hunter2-secret' },
    });
    expect(page.status).toBe(401);

    const failure = logLines.find((line) => String(line['msg']).startsWith('Sign-in failed'));
    // 40 is pino's warn.
    expect(failure).toMatchObject({ level: 40, username: 'bob', address: '127.0.0.1' });
    expect(JSON.stringify(logLines)).not.toContain('hunter2-secret');
  });

  it('from one address are refused with 429 once there have been 10 within a minute, even with the right password', async () => {
    const browser = new Browser(new URL(provider.issuer).origin);
    const form = await browser.request((await rp.authorizationRequest()).url);
    const action = formOf(form).action;
    // The first test's failure is the first of the ten.
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      const page = await browser.request(action, {
        form: { username: 'alice', password: `wrong-${attempt}` },
      });
      expect(page.status).toBe(401);
      expect(page.body).toContain(WRONG_CREDENTIALS);
    }

    const eleventh = await browser.request(action, { form: { username: 'alice', password: 'wrong-11' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toContain(TOO_MANY_ATTEMPTS);
    expect(eleventh.body).toContain('value="alice"');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const rightPassword = await browser.request(action, {
      form: { username: 'alice', password: 'alice-dev' },
    });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.leftTo).toBeUndefined();
  });
});
