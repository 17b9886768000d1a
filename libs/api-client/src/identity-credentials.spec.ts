import type { IdentityState, SignedInState } from '@futgg/contracts';
import { ApiError, CSRF_HEADER, SESSION_HEADER } from './api-client.js';
import { createCredentialedClient, REFRESH_BEFORE_EXPIRY_MS } from './identity-credentials.js';
import { identityApi, signInUrl } from './identity.api.js';

const T0 = Date.parse('2026-07-15T12:00:00.000Z');
const TOKEN_SECONDS = 300;

const signedIn = (token: string, issuedAt = T0): SignedInState => ({
  isAuthenticated: true,
  user: {
    id: '7f1c2a4e-8a57-4d0e-9a55-2a4b8f0c1d11',
    username: 'alice',
    displayName: 'Alice',
    avatarUrl: null,
    roles: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  sessionId: 's'.repeat(43),
  csrfToken: 'csrf-1',
  accessToken: token,
  accessTokenExpiresAt: new Date(issuedAt + TOKEN_SECONDS * 1000).toISOString(),
  sessionExpiresAt: new Date(issuedAt + 30 * 86_400_000).toISOString(),
});

interface Seen {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * A fake network: GET /api/identity/ answers `identity()` (a fresh token each time, as the gateway
 * does), other paths 200 unless the token they carry is in `refused`, which gets the gateway's 401.
 */
const setup = () => {
  let clock = T0;
  let minted = 0;
  const seen: Seen[] = [];
  const refused = new Set<string>();
  let identity: () => IdentityState | Promise<IdentityState> = () => signedIn(`token-${++minted}`, clock);
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    seen.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers,
      body: init?.body as string | undefined,
    });
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...extra },
      });
    if (url.pathname === '/api/identity/') return json(200, { data: await identity() });
    const token = headers['authorization']?.replace('Bearer ', '');
    if (token && refused.has(token)) {
      return json(
        401,
        { error: { code: 'UNAUTHENTICATED', message: 'The access token has expired' } },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    }
    return json(200, { data: { ok: true } });
  }) as typeof globalThis.fetch;
  const { client, credentials } = createCredentialedClient({ fetch }, () => clock);
  return {
    client,
    credentials,
    seen,
    refused,
    calls: (path: string) => seen.filter((request) => request.path === path),
    advance: (ms: number) => (clock += ms),
    answerIdentity: (answer: typeof identity) => (identity = answer),
  };
};

const authOf = (request: Seen | undefined) => request?.headers['authorization'];

describe('createCredentialedClient', () => {
  describe('headers', () => {
    it('sends the bearer token on every call, the session id where asked, and the CSRF token on writes only', async () => {
      const { client, credentials, seen } = setup();
      credentials.accept(signedIn('token-a'));
      await client.get('26/player-items');
      await client.post('evo-lab/save', { ea_id: 1 }, { withSession: true });
      await client.delete('squads/1');
      expect(seen.map((request) => [request.method, authOf(request)])).toEqual([
        ['GET', 'Bearer token-a'],
        ['POST', 'Bearer token-a'],
        ['DELETE', 'Bearer token-a'],
      ]);
      expect(seen.map((request) => request.headers[SESSION_HEADER.toLowerCase()])).toEqual([
        undefined,
        's'.repeat(43),
        undefined,
      ]);
      expect(seen.map((request) => request.headers[CSRF_HEADER.toLowerCase()])).toEqual([
        undefined,
        'csrf-1',
        'csrf-1',
      ]);
    });

    it('sends none of them for a visitor', async () => {
      const { client, seen } = setup();
      await client.post('views/track', {}, { basePath: '/api', withSession: true });
      expect(seen[0]!.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    });

    it('asks for the identity state with the session id and without a token, and keeps the answer', async () => {
      const { client, credentials, calls } = setup();
      credentials.accept(signedIn('token-a'));
      const state = await identityApi(client).getIdentity();
      expect(calls('/api/identity/')[0]!.headers).toEqual({
        accept: 'application/json',
        [SESSION_HEADER.toLowerCase()]: 's'.repeat(43),
      });
      expect(state).toMatchObject({ isAuthenticated: true, accessToken: 'token-1' });
      await credentials.refresh();
      expect(credentials.current()?.accessToken).toBe('token-2');
    });
  });

  describe('refresh before expiry', () => {
    it('renews the token before the first request within a minute of its end, not earlier', async () => {
      const { client, credentials, seen, advance } = setup();
      credentials.accept(signedIn('token-a'));
      advance(TOKEN_SECONDS * 1000 - REFRESH_BEFORE_EXPIRY_MS - 1);
      await client.get('recent-players');
      expect(seen.map((request) => request.path)).toEqual(['/api/fut/recent-players/']);
      advance(1);
      await client.get('recent-players');
      expect(seen.map((request) => [request.path, authOf(request)])).toEqual([
        ['/api/fut/recent-players/', 'Bearer token-a'],
        ['/api/identity/', undefined],
        ['/api/fut/recent-players/', 'Bearer token-1'],
      ]);
    });

    it('has concurrent requests share one refresh', async () => {
      const { client, credentials, calls, seen, advance, answerIdentity } = setup();
      credentials.accept(signedIn('token-a'));
      advance(TOKEN_SECONDS * 1000 - 10_000);
      let release = () => undefined as void;
      answerIdentity(() => new Promise((resolve) => (release = () => resolve(signedIn('token-new', T0)))));
      const requests = [client.get('a'), client.post('b', {}), client.get('c')];
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen.map((request) => request.path)).toEqual(['/api/identity/']);
      release();
      await Promise.all(requests);
      expect(calls('/api/identity/')).toHaveLength(1);
      expect(seen.slice(1).map(authOf)).toEqual(Array(3).fill('Bearer token-new'));
    });

    it('sends the old token when the refresh fails, and still answers', async () => {
      const { client, credentials, seen, advance, answerIdentity } = setup();
      credentials.accept(signedIn('token-a'));
      advance(TOKEN_SECONDS * 1000 - 10_000);
      answerIdentity(() => Promise.reject(new Error('identity is down')));
      await expect(client.get('a')).resolves.toEqual({ data: { ok: true } });
      expect(authOf(seen.at(-1))).toBe('Bearer token-a');
    });
  });

  describe('a 401 to a bearer token', () => {
    it('refreshes once and sends the request again with the new token', async () => {
      const { client, credentials, seen, refused } = setup();
      credentials.accept(signedIn('token-a'));
      refused.add('token-a');
      await expect(client.post('b', { x: 1 })).resolves.toEqual({ data: { ok: true } });
      expect(seen.map((request) => [request.method, request.path, authOf(request), request.body])).toEqual([
        ['POST', '/api/fut/b/', 'Bearer token-a', '{"x":1}'],
        ['GET', '/api/identity/', undefined, undefined],
        ['POST', '/api/fut/b/', 'Bearer token-1', '{"x":1}'],
      ]);
    });

    it('fails with the 401 when the new token is refused too, without asking a third time', async () => {
      const { client, credentials, seen, refused } = setup();
      credentials.accept(signedIn('token-a'));
      refused.add('token-a').add('token-1');
      const failure = await client.get('a').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
      expect(seen).toHaveLength(3);
    });

    it('forgets the credentials and fails with the 401 when the refresh answers the visitor', async () => {
      const { client, credentials, seen, refused, answerIdentity } = setup();
      credentials.accept(signedIn('token-a'));
      const told: (SignedInState | null)[] = [];
      credentials.subscribe((state) => told.push(state));
      refused.add('token-a');
      answerIdentity(() => ({ isAuthenticated: false }));
      await expect(client.get('a')).rejects.toMatchObject({ status: 401 });
      expect(credentials.current()).toBeNull();
      expect(told).toEqual([null]);
      await client.post('b', {});
      expect(seen.at(-1)!.headers).toEqual({
        accept: 'application/json',
        'content-type': 'application/json',
      });
    });

    it('retries at once with the token another request has already renewed', async () => {
      const { client, credentials, calls, refused } = setup();
      credentials.accept(signedIn('token-a'));
      refused.add('token-a');
      await Promise.all([client.get('a'), client.get('b'), client.get('c')]);
      expect(calls('/api/identity/')).toHaveLength(1);
    });

    it('does not retry a request that carried no token', async () => {
      const { client, seen } = setup();
      await client.get('a');
      expect(seen).toHaveLength(1);
    });
  });

  it('keeps the user signed out when a refresh that started before the sign-out answers after it', async () => {
    const { credentials, answerIdentity } = setup();
    credentials.accept(signedIn('token-a'));
    let release = () => undefined as void;
    answerIdentity(() => new Promise((resolve) => (release = () => resolve(signedIn('token-late')))));
    const pending = credentials.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    credentials.clear();
    release();
    await expect(pending).resolves.toEqual({ isAuthenticated: false });
    expect(credentials.current()).toBeNull();
  });
});

describe('identityApi', () => {
  it('signs out with POST {} and the bearer, session and CSRF headers, answering the visitor', async () => {
    const { client, credentials, seen } = setup();
    credentials.accept(signedIn('token-a'));
    await identityApi(client).logout();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/identity/logout/',
      body: '{}',
      headers: {
        authorization: 'Bearer token-a',
        [SESSION_HEADER.toLowerCase()]: 's'.repeat(43),
        [CSRF_HEADER.toLowerCase()]: 'csrf-1',
      },
    });
  });

  it('lists sessions, revokes one by its id, and searches users with the page keys', async () => {
    const { client, credentials, seen } = setup();
    credentials.accept(signedIn('token-a'));
    const identity = identityApi(client);
    await identity.listSessions();
    await identity.revokeSession('k'.repeat(43));
    await identity.searchUsers({ search: 'ali', page: 2, pageSize: 10 });
    await identity.searchUsers();
    expect(seen.map((request) => `${request.method} ${request.path}${request.search}`)).toEqual([
      'GET /api/identity/sessions/',
      `POST /api/identity/sessions/${'k'.repeat(43)}/revoke/`,
      'GET /api/users/?search=ali&page=2&page_size=10',
      'GET /api/users/',
    ]);
    expect(seen[1]!.headers[CSRF_HEADER.toLowerCase()]).toBe('csrf-1');
  });

  it('builds the sign-in address with the return path as its next parameter', () => {
    expect(signInUrl('/26/players/?leagues=13,53&sort=-price')).toBe(
      '/api/identity/login/?next=%2F26%2Fplayers%2F%3Fleagues%3D13%2C53%26sort%3D-price',
    );
    expect(signInUrl(`/26/players/?search=${'a'.repeat(2000)}`)).toBe(
      '/api/identity/login/?next=%2F26%2Fplayers%2F',
    );
  });
});
