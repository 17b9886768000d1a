// Sign-in as a person does it, in Chromium through NGINX: the header's Sign in link, the development
// provider's login form, the user menu, a reload, sign-out, and the old credentials refused.
import { screenshot } from './browser.js';
import { startWebStack, type WebStack } from './web-stack.js';

interface Credentials {
  accessToken: string;
  sessionId: string;
}

describe('sign-in in Chromium, through NGINX, the gateway and the OpenID provider', () => {
  let stack: WebStack;
  const page = () => stack.browser.page;
  const header = () => page().locator('header').first();

  beforeAll(async () => {
    stack = await startWebStack({ label: 'web_sign_in', seed: 5, players: 300, withIdentity: true });
  }, 120_000);

  afterAll(() => stack?.stop());

  /** The credentials the page itself holds: what it sends as Authorization and X-Session-Id. */
  const credentialsOfPage = async (): Promise<Credentials> => {
    const response = await page().request.get(`${stack.url}/api/identity/`);
    const { data } = (await response.json()) as { data: Credentials };
    return data;
  };

  it('signs alice in through the provider form, keeps her across a reload, and signs her out for good', async () => {
    await page().goto(`${stack.url}/26/players/`);
    const signIn = header().getByRole('link', { name: 'Sign in' });
    await signIn.waitFor();
    await signIn.click();

    await page().getByLabel('Username').fill('alice');
    await page().getByLabel('Password').fill('alice-dev');
    await screenshot(page(), 'sign-in-form');
    await page().getByRole('button', { name: 'Sign in' }).click();

    await page().waitForURL(`${stack.url}/26/players/`);
    const menuButton = header().getByRole('button', { name: 'Account menu for Alice' });
    await menuButton.waitFor();
    await menuButton.click();
    await header().getByText('@alice').waitFor();
    await screenshot(page(), 'user-menu-signed-in');

    await page().reload();
    await header().getByRole('button', { name: 'Account menu for Alice' }).waitFor();
    const before = await credentialsOfPage();
    expect(before.accessToken).toBeTruthy();
    const authorised = await fetch(`${stack.gatewayUrl}/api/identity/sessions/`, {
      headers: { authorization: `Bearer ${before.accessToken}` },
    });
    expect(authorised.status).toBe(200);

    // On a phone the menu drawer carries the same account section.
    await page().setViewportSize({ width: 390, height: 844 });
    await header().getByRole('button', { name: 'Menu', exact: true }).click();
    const drawerAccount = page().getByRole('region', { name: 'Account' });
    await drawerAccount.getByText('Alice').first().waitFor();
    await drawerAccount.getByRole('button', { name: 'Sign out' }).waitFor();
    await screenshot(page(), 'user-menu-mobile');
    await page().keyboard.press('Escape');
    await page().setViewportSize({ width: 1440, height: 900 });

    await header().getByRole('button', { name: 'Account menu for Alice' }).click();
    await header().getByRole('button', { name: 'Sign out' }).click();
    await header().getByRole('link', { name: 'Sign in' }).waitFor();
    await page().reload();
    await header().getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page(), 'user-menu-signed-out');

    const oldToken = await fetch(`${stack.gatewayUrl}/api/identity/sessions/`, {
      headers: { authorization: `Bearer ${before.accessToken}` },
    });
    expect(oldToken.status).toBe(401);
    const oldSession = await fetch(`${stack.gatewayUrl}/api/identity/sessions/`, {
      headers: { 'x-session-id': before.sessionId },
    });
    expect(oldSession.status).toBe(401);
    expect(stack.browser.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  }, 60_000);
});
