import { AVATAR_COLOURS, avatarColourOf, initialsOf } from './avatar-look';

describe('initialsOf', () => {
  it.each([
    ['Alice Example', 'AE'],
    ['alice', 'A'],
    ['  Jean-Luc   de la Picard ', 'JP'],
    ['Émile Zola', 'ÉZ'],
    ['𝓐lice 𝓑', '𝓐𝓑'],
    ['   ', '?'],
    ['', '?'],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarColourOf', () => {
  it('gives a username always the same colour of the palette', () => {
    expect(avatarColourOf('alice')).toBe(avatarColourOf('alice'));
    expect(AVATAR_COLOURS).toContain(avatarColourOf('alice'));
  });

  it('spreads usernames over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, index) => avatarColourOf(`user${index}`)));
    expect(used.size).toBe(AVATAR_COLOURS.length);
  });
});
