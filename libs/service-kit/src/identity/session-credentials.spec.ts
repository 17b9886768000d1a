import { csrfTokenFor, isSameSecret, newSessionId, sessionKeyOf } from './session-credentials.js';

describe('session credentials', () => {
  it('makes session ids of 43 base64url characters that do not repeat', () => {
    const ids = new Set(Array.from({ length: 200 }, newSessionId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keys a session by a hash that is not its id', () => {
    const id = newSessionId();
    expect(sessionKeyOf(id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionKeyOf(id)).not.toBe(id);
    expect(sessionKeyOf(id)).toBe(sessionKeyOf(id));
  });

  it('gives each session its own CSRF token, which depends on the secret', () => {
    const key = sessionKeyOf(newSessionId());
    expect(csrfTokenFor('secret-a', key)).toBe(csrfTokenFor('secret-a', key));
    expect(csrfTokenFor('secret-a', key)).not.toBe(csrfTokenFor('secret-b', key));
    expect(csrfTokenFor('secret-a', key)).not.toBe(csrfTokenFor('secret-a', sessionKeyOf(newSessionId())));
  });

  it.each([
    ['the same text', 'abc', 'abc', true],
    ['another text of the same length', 'abd', 'abc', false],
    ['a prefix', 'ab', 'abc', false],
    ['nothing', '', 'abc', false],
  ])('compares %s', (_name, given, expected, same) => {
    expect(isSameSecret(given, expected)).toBe(same);
  });
});
