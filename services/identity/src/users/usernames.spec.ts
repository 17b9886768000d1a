import { USERNAME_PATTERN } from '@futgg/contracts';
import fc from 'fast-check';
import { usernameCandidates, usernameFrom } from './usernames.js';

describe(usernameFrom.name, () => {
  it.each([
    ['alice', 'alice'],
    ['Alice.Smith', 'alice.smith'],
    ['José Müller', 'jose-muller'],
    ['__xy', 'xy'],
    ['__x', null],
    ['a', null],
    ['日本', null],
    ['', null],
  ])('turns %j into %j', (text, username) => {
    expect(usernameFrom(text)).toBe(username);
  });

  it('always gives a valid username or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const username = usernameFrom(text);
        return username === null || USERNAME_PATTERN.test(username);
      }),
    );
  });
});

describe(usernameCandidates.name, () => {
  it('prefers the preferred username, then the e-mail, then the name, then "player"', () => {
    expect(usernameCandidates({ preferredUsername: 'Alice', email: 'x@y.z' })[0]).toBe('alice');
    expect(usernameCandidates({ email: 'bob.b@mail.test' })[0]).toBe('bob.b');
    expect(usernameCandidates({ name: 'Carla Day' })[0]).toBe('carla-day');
    expect(usernameCandidates({})[0]).toBe('player');
  });

  it('numbers the name when it is taken, within the length limit', () => {
    const candidates = usernameCandidates({ preferredUsername: 'x'.repeat(40) });
    expect(candidates[1]).toBe(`${'x'.repeat(30)}-2`);
    for (const candidate of candidates) expect(candidate).toMatch(USERNAME_PATTERN);
    expect(new Set(candidates).size).toBe(candidates.length);
  });
});
