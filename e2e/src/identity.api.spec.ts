// Identity through the real gateway: sign-in through the development provider's login form (HTTP, as
// a browser without scripts), sessions, access tokens, CSRF and the users list.
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { HttpBrowser, formOf, signInThroughProvider } from '@futgg/testing';
import { freePort } from './child-processes.js';
import { startIdentityStack, startProvider, type DevProvider, type IdentityStack } from './identity-stack.js';

interface SignedIn {
  isAuthenticated: true;
  user: { id: string; username: string; displayName: string; roles: string[]; avatarUrl: string | null };
  sessionId: string;
  csrfToken: string;
  accessToken: string;
  accessTokenExpiresAt: string;
  sessionExpiresAt: string;
}

const PASSWORDS: Record<string, string> = { alice: 'alice-dev', bob: 'bob-dev', admin: 'admin-dev' };

let provider: DevProvider;
let stack: IdentityStack;
let shortStack: IdentityStack;

beforeAll(async () => {
  const [port, shortPort] = [await freePort(), await freePort()];
  provider = await startProvider([`http://127.0.0.1:${port}`, `http://127.0.0.1:${shortPort}`]);
  stack = await startIdentityStack({ label: 'identity_api', provider, port });
  // Sessions that end quickly, and a small sign-in budget, on a stack of their own.
  shortStack = await startIdentityStack({
    label: 'identity_short',
    provider,
    port: shortPort,
    identity: { SESSION_IDLE_SECONDS: '2', SESSION_MAX_SECONDS: '5' },
    gateway: { RATE_LIMIT: 'on', RATE_LIMIT_SIGN_INS_PER_MINUTE: '8' },
  });
}, 60_000);

afterAll(async () => {
  await shortStack?.stop();
  await stack?.stop();
  await provider?.close();
});

const api = (site: IdentityStack, path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, init);

/** Signs in through the form, then asks who is signed in with the cookie, as the web app does. */
const signIn = async (username: string, site: IdentityStack = stack) => {
  const { browser } = await signInThroughProvider({
    siteUrl: site.url,
    username,
    password: PASSWORDS[username]!,
    next: '/players/?page=2',
  });
  const state = await browser.request(`${site.url}/api/identity/`);
  expect(state.status).toBe(200);
  const data = (JSON.parse(state.body) as { data: SignedIn }).data;
  expect(data.isAuthenticated).toBe(true);
  return { browser, ...data };
};

const bearer = (state: { accessToken: string }, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${state.accessToken}`,
  ...extra,
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;

const signingKey = async (): Promise<JWK> => {
  const client = new pg.Client({ connectionString: stack.identity.database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT private_jwk FROM identity.signing_keys ORDER BY created_at LIMIT 1',
    );
    return rows[0].private_jwk as JWK;
  } finally {
    await client.end();
  }
};

describe('sign-in through the OpenID provider', () => {
  it('shows a visitor before sign-in, on both identity paths', async () => {
    for (const path of ['/api/identity/', '/api/users/identity/']) {
      const response = await api(stack, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ data: { isAuthenticated: false } });
    }
  });

  it("sends the browser to the provider's login form with PKCE, and back to the page it came from", async () => {
    const { browser, formPage, landed } = await signInThroughProvider({
      siteUrl: stack.url,
      username: 'alice',
      password: 'alice-dev',
      next: '/players/?page=2',
    });
    expect(formPage.url.startsWith(provider.issuer)).toBe(true);
    expect(formPage.body).toMatch(/name="password"/);
    expect(landed.url).toBe(`${stack.url}/players/?page=2`);
    const callback = browser.history.find(({ url }) => url.includes('/api/identity/callback/'))!;
    expect(callback.status).toBe(302);
    const sessionCookie = callback.headers.getSetCookie().find((line) => line.startsWith('futgg_session='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });

  it('asked for the authorization request, the gateway sends a PKCE S256 challenge, state and nonce', async () => {
    const response = await api(stack, '/api/identity/login/?next=/evo-lab/', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(new URL(provider.issuer).origin);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${stack.url}/api/identity/callback/`);
  });

  it('gives alice her user, a session id, a CSRF token and a short-lived access token', async () => {
    const alice = await signIn('alice');
    expect(alice.user).toMatchObject({ username: 'alice', displayName: 'Alice', roles: [], avatarUrl: null });
    expect(alice.sessionId).toBe(alice.browser.cookies.get(stack.url, 'futgg_session'));
    expect(alice.accessToken.split('.')).toHaveLength(3);
    const lifetime = Date.parse(alice.accessTokenExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(200_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });

  it('keeps one user per provider account: a second sign-in finds the same user', async () => {
    const first = await signIn('bob');
    const second = await signIn('bob');
    expect(second.user.id).toBe(first.user.id);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("gives admin the provider's admin role", async () => {
    const admin = await signIn('admin');
    expect(admin.user.roles).toEqual(['admin']);
  });

  it('refuses a next that leaves the site', async () => {
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await api(stack, `/api/identity/login/?next=${encodeURIComponent(next)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).field).toBe('next');
    }
  });

  it('refuses a callback in a browser that did not start the sign-in, and a replayed one', async () => {
    const browser = new HttpBrowser();
    const formPage = await browser.request(`${stack.url}/api/identity/login/?next=/`);
    const form = formOf(formPage);
    // Submit the form but stop at the provider's redirect to our callback.
    const submitted = await fetch(form.action, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: browser.cookies.headerFor(form.action),
      },
      body: new URLSearchParams({ ...form.hidden, username: 'alice', password: 'alice-dev' }).toString(),
    });
    browser.cookies.store(form.action, submitted);
    let location = new URL(submitted.headers.get('location')!, form.action).href;
    while (!location.startsWith(`${stack.url}/api/identity/callback/`)) {
      const hop = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: browser.cookies.headerFor(location) },
      });
      browser.cookies.store(location, hop);
      location = new URL(hop.headers.get('location')!, location).href;
    }
    const elsewhere = await fetch(location, { redirect: 'manual' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.getSetCookie().some((line) => line.startsWith('futgg_session='))).toBe(false);
    const replayed = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: browser.cookies.headerFor(location) },
    });
    expect(replayed.status).toBe(400);
    expect((await errorOf(replayed)).message).toMatch(/expired or was already used/);
  });

  it('refuses a wrong password at the provider, and no session starts', async () => {
    const { browser, landed } = await signInThroughProvider({
      siteUrl: stack.url,
      username: 'alice',
      password: 'nope',
    });
    expect(landed.status).toBe(401);
    expect(landed.body).toContain('Wrong username or password');
    expect(browser.cookies.get(stack.url, 'futgg_session')).toBeUndefined();
  });
});

describe('access tokens', () => {
  it('identifies the caller by the bearer token alone, and by the session header alone', async () => {
    const alice = await signIn('alice');
    const byToken = await api(stack, '/api/identity/sessions/', { headers: bearer(alice) });
    expect(byToken.status).toBe(200);
    const sessions = ((await byToken.json()) as { data: { isCurrent: boolean }[] }).data;
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    const bySession = await api(stack, '/api/identity/sessions/', {
      headers: { 'x-session-id': alice.sessionId },
    });
    expect(bySession.status).toBe(200);
  });

  it('refreshes without a new login: asking again gives a new token while the session lives', async () => {
    const alice = await signIn('alice');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await api(stack, '/api/identity/', { headers: { 'x-session-id': alice.sessionId } });
    const refreshed = ((await again.json()) as { data: SignedIn }).data;
    expect(refreshed.accessToken).not.toBe(alice.accessToken);
    expect(Date.parse(refreshed.accessTokenExpiresAt)).toBeGreaterThan(
      Date.parse(alice.accessTokenExpiresAt),
    );
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(refreshed) })).status).toBe(200);
  });

  it.each([
    [
      'expired',
      async (claims: SignJWT) => claims.setExpirationTime(Math.floor(Date.now() / 1000) - 10),
      'expired',
    ],
    ['for another audience', async (claims: SignJWT) => claims.setAudience('someone-else'), 'not valid'],
  ])('refuses a token %s, signed with the right key (401)', async (_name, adjust, message) => {
    const alice = await signIn('alice');
    const key = await signingKey();
    const payload = JSON.parse(
      Buffer.from(alice.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const claims = new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.kid!, typ: 'at+jwt' });
    const token = await (await adjust(claims)).sign(await importJWK(key, 'EdDSA'));
    const response = await api(stack, '/api/identity/sessions/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await errorOf(response)).message).toContain(message);
  });

  it('refuses a tampered token (401): another user id in the same signature', async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    const [header, payload, signature] = alice.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: bob.user.id })).toString('base64url');
    const response = await api(stack, '/api/identity/sessions/', {
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.status).toBe(401);
  });

  it("refuses a token signed with another key under identity's key id (401)", async () => {
    const alice = await signIn('alice');
    const { kid } = await signingKey();
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const payload = JSON.parse(
      Buffer.from(alice.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: kid!, typ: 'at+jwt' })
      .sign(privateKey);
    const response = await api(stack, '/api/identity/sessions/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a malformed Authorization header, also on public routes (401)', async () => {
    for (const value of [
      'Bearer',
      'Basic YWxpY2U6YWxpY2UtZGV2',
      'Bearer not-a-token-at-all-but-long-enough',
    ]) {
      const response = await api(stack, '/api/identity/jwks/', { headers: { authorization: value } });
      expect(response.status).toBe(401);
    }
    expect((await api(stack, '/api/identity/jwks/')).status).toBe(200);
  });

  it('refuses a session header that names another session than the token (401)', async () => {
    const alice = await signIn('alice');
    const other = await signIn('alice');
    const response = await api(stack, '/api/identity/sessions/', {
      headers: bearer(alice, { 'x-session-id': other.sessionId }),
    });
    expect(response.status).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the session: the old token and session id are refused at once, the cookie is cleared', async () => {
    const alice = await signIn('alice');
    // The token is verified and cached by the gateway before the sign-out.
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).status).toBe(200);
    const out = await alice.browser.request(`${stack.url}/api/identity/logout/`, {
      method: 'POST',
      headers: { 'x-csrf-token': alice.csrfToken, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toEqual({ data: { isAuthenticated: false } });
    expect(alice.browser.cookies.get(stack.url, 'futgg_session')).toBeUndefined();
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).status).toBe(401);
    expect(
      (await api(stack, '/api/identity/sessions/', { headers: { 'x-session-id': alice.sessionId } })).status,
    ).toBe(401);
    const state = await api(stack, '/api/identity/', {
      headers: { cookie: `futgg_session=${alice.sessionId}` },
    });
    expect(await state.json()).toEqual({ data: { isAuthenticated: false } });
  });

  it("answers a tab still naming an ended session with the browser's current one", async () => {
    const old = await signIn('alice');
    expect((await api(stack, '/api/identity/logout/', { method: 'POST', headers: bearer(old) })).status).toBe(
      200,
    );
    const fresh = await signIn('alice');
    const response = await api(stack, '/api/identity/', {
      headers: { 'x-session-id': old.sessionId, cookie: `futgg_session=${fresh.sessionId}` },
    });
    const state = ((await response.json()) as { data: SignedIn }).data;
    expect(state.sessionId).toBe(fresh.sessionId);
  });

  it('signs out with the bearer token alone, without a CSRF token', async () => {
    const bob = await signIn('bob');
    const out = await api(stack, '/api/identity/logout/', { method: 'POST', headers: bearer(bob) });
    expect(out.status).toBe(200);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(bob) })).status).toBe(401);
  });

  it("ignores user ids and session keys smuggled in the body: only the caller's own session ends", async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    const aliceSessions = (
      (await (await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).json()) as {
        data: { id: string; isCurrent: boolean }[];
      }
    ).data;
    const aliceKey = aliceSessions.find((session) => session.isCurrent)!.id;
    const out = await api(stack, '/api/identity/logout/', {
      method: 'POST',
      headers: bearer(bob, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        userId: alice.user.id,
        user_id: alice.user.id,
        sessionKey: aliceKey,
        sessionId: alice.sessionId,
      }),
    });
    expect(out.status).toBe(200);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(bob) })).status).toBe(401);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).status).toBe(200);
    const smuggledQuery = await api(stack, `/api/identity/sessions/?user_id=${bob.user.id}`, {
      headers: bearer(alice),
    });
    expect(smuggledQuery.status).toBe(400);
  });
});

describe('CSRF', () => {
  const revokePath = (id: string) => `/api/identity/sessions/${id}/revoke/`;

  it('refuses a cookie-authenticated write without the CSRF header or with a wrong one (403); nothing ends', async () => {
    const alice = await signIn('alice');
    const otherDevice = await signIn('alice');
    const sessions = (
      (await (await api(stack, '/api/identity/sessions/', { headers: bearer(otherDevice) })).json()) as {
        data: { id: string; isCurrent: boolean }[];
      }
    ).data;
    const otherKey = sessions.find((session) => session.isCurrent)!.id;
    const cookie = { cookie: `futgg_session=${alice.sessionId}` };
    for (const headers of [
      cookie,
      { ...cookie, 'x-csrf-token': 'wrong' },
      { ...cookie, 'x-csrf-token': otherDevice.csrfToken },
    ]) {
      const response = await api(stack, revokePath(otherKey), { method: 'POST', headers });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).field).toBe('x-csrf-token');
    }
    const signOut = await api(stack, '/api/identity/logout/', { method: 'POST', headers: cookie });
    expect(signOut.status).toBe(403);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(otherDevice) })).status).toBe(200);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).status).toBe(200);

    const allowed = await api(stack, revokePath(otherKey), {
      method: 'POST',
      headers: { ...cookie, 'x-csrf-token': alice.csrfToken },
    });
    expect(allowed.status).toBe(200);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(otherDevice) })).status).toBe(401);
  });

  it("lets no user revoke another user's session (403), which lives on", async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    const aliceKey = (
      (await (await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).json()) as {
        data: { id: string; isCurrent: boolean }[];
      }
    ).data.find((session) => session.isCurrent)!.id;
    const response = await api(stack, revokePath(aliceKey), { method: 'POST', headers: bearer(bob) });
    expect(response.status).toBe(403);
    expect((await api(stack, '/api/identity/sessions/', { headers: bearer(alice) })).status).toBe(200);
  });
});

describe('GET /api/users/', () => {
  it('needs sign-in', async () => {
    expect((await api(stack, '/api/users/')).status).toBe(401);
  });

  it('finds users by name and pages them', async () => {
    const alice = await signIn('alice');
    await signIn('bob');
    await signIn('admin');
    const get = async (query: string) => {
      const response = await api(stack, `/api/users/${query}`, { headers: bearer(alice) });
      expect(response.status).toBe(200);
      return (await response.json()) as { data: { username: string }[]; totalCount: number };
    };
    expect((await get('?search=ALI')).data.map((user) => user.username)).toEqual(['alice']);
    expect((await get('?search=b')).data.map((user) => user.username)).toEqual(['bob']);
    const all = await get('?page_size=2');
    expect(all.totalCount).toBe(3);
    expect(all.data.map((user) => user.username)).toEqual(['admin', 'alice']);
    const second = await get('?page_size=2&page=2');
    expect(second.data.map((user) => user.username)).toEqual(['bob']);
    expect((await get('?page=9')).data).toEqual([]);
    expect((await get('?search=%25')).data).toEqual([]);
    const tooLarge = await api(stack, '/api/users/?page_size=500', { headers: bearer(alice) });
    expect(tooLarge.status).toBe(400);
    expect((await errorOf(tooLarge)).field).toBe('page_size');
  });
});

describe('session expiry and limits', () => {
  it('slides while used, ends after the idle time', async () => {
    const alice = await signIn('alice', shortStack);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(
      (await api(shortStack, '/api/identity/sessions/', { headers: { 'x-session-id': alice.sessionId } }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // 2.4 s after sign-in, but 1.2 s after its last use: still alive.
    expect(
      (await api(shortStack, '/api/identity/sessions/', { headers: { 'x-session-id': alice.sessionId } }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(
      (await api(shortStack, '/api/identity/sessions/', { headers: { 'x-session-id': alice.sessionId } }))
        .status,
    ).toBe(401);
    const state = await api(shortStack, '/api/identity/', {
      headers: { cookie: `futgg_session=${alice.sessionId}` },
    });
    expect(await state.json()).toEqual({ data: { isAuthenticated: false } });
    expect(state.headers.getSetCookie().some((line) => /^futgg_session=;/.test(line))).toBe(true);
  }, 15_000);

  it('ends at the absolute maximum however much it is used', async () => {
    const bob = await signIn('bob', shortStack);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 8000) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      status = (
        await api(shortStack, '/api/identity/sessions/', { headers: { 'x-session-id': bob.sessionId } })
      ).status;
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeGreaterThan(3500);
    expect(Date.now() - started).toBeLessThan(6500);
  }, 15_000);

  it('rate limits sign-in attempts (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await api(shortStack, '/api/identity/login/?next=/', { redirect: 'manual' });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 2)).toEqual([302, 302]);
  });
});
