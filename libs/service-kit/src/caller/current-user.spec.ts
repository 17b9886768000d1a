import { WIRE_HEADERS } from '@futgg/contracts';
import { callerFromHeaders, callerHeaders, requireCaller } from './current-user.js';

const headersOf = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? '' });

describe(callerFromHeaders.name, () => {
  it('reads back what callerHeaders writes', () => {
    const caller = { id: 'u-1', roles: ['admin', 'editor'] };
    expect(callerFromHeaders(headersOf(callerHeaders(caller)))).toEqual(caller);
  });

  it('carries the session the caller came with', () => {
    const caller = { id: 'u-1', roles: [], sessionKey: 'k'.repeat(43) };
    expect(callerFromHeaders(headersOf(callerHeaders(caller)))).toEqual(caller);
  });

  it.each([
    ['no headers', undefined],
    ['no user id', headersOf({})],
    ['an id too long to be one', headersOf({ [WIRE_HEADERS.userId]: 'x'.repeat(65) })],
  ])('sees a visitor with %s', (_name, headers) => {
    expect(callerFromHeaders(headers)).toBeNull();
  });

  it('refuses a visitor where an account is needed', () => {
    expect(() => requireCaller(null)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });
});
