import type { FastifyRequest } from 'fastify';
import { csrfTokenFor, sessionKeyOf, type NatsRequester } from '@futgg/service-kit';
import type { AccessTokenVerifier } from './access-token-verifier.js';
import { CallerResolution, type CredentialKind, type RequestCaller } from './request-caller.js';

const SECRET = 'a-session-secret-of-thirty-two-characters';
const sessionKey = sessionKeyOf('A'.repeat(43));
const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const callerVia = (via: CredentialKind): RequestCaller => ({
  caller: { id: 'b6f0c1de-8d7e-4c52-9a57-1f3f0f2f6a11', roles: [], sessionKey },
  via,
});
// assertCsrf asks no one: the token is an HMAC the gateway recomputes.
const resolution = new CallerResolution(
  null as unknown as AccessTokenVerifier,
  null as unknown as NatsRequester,
  SECRET,
);
const failureOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error as { code: string; field?: string };
  }
};

describe('CallerResolution.assertCsrf', () => {
  const good = { 'x-csrf-token': csrfTokenFor(SECRET, sessionKey) };

  it.each([
    ['a cookie-authenticated write without the header', 'cookie', false, true, {}, 'FORBIDDEN'],
    [
      'a cookie-authenticated write with a wrong token',
      'cookie',
      false,
      true,
      { 'x-csrf-token': 'x' },
      'FORBIDDEN',
    ],
    ['a pro-competition read with a bearer token and no header', 'bearer', true, false, {}, 'FORBIDDEN'],
    [
      'a pro-competition call by session header with a wrong token',
      'session-header',
      true,
      false,
      { 'x-csrf-token': 'x' },
      'FORBIDDEN',
    ],
  ] as const)('refuses %s', (_name, via, always, isWrite, headers, code) => {
    expect(
      failureOf(() => resolution.assertCsrf(requestWith(headers), callerVia(via), always, isWrite)),
    ).toMatchObject({
      code,
      field: 'x-csrf-token',
    });
  });

  it.each([
    ['a cookie-authenticated write with the right token', 'cookie', false, true, good],
    ['a cookie-authenticated read without one', 'cookie', false, false, {}],
    ['a bearer write without one', 'bearer', false, true, {}],
    ['a session-header write without one', 'session-header', false, true, {}],
    ['a pro-competition call with the right token', 'bearer', true, false, good],
  ] as const)('lets through %s', (_name, via, always, isWrite, headers) => {
    expect(
      failureOf(() => resolution.assertCsrf(requestWith(headers), callerVia(via), always, isWrite)),
    ).toBeNull();
  });

  it('asks nothing of a visitor (the route decides whether one may call)', () => {
    expect(failureOf(() => resolution.assertCsrf(requestWith({}), null, true, true))).toBeNull();
  });
});
