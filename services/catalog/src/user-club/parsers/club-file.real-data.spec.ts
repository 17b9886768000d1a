import { readSharedText } from '@futgg/testing';
import { readClubFile } from './club-file.js';

// A real club: 560 cards of one user's FC 26 club as a fut.gg pipeline exported them (shared/data,
// fc26-fut-club-futgg/README.md), read from there at test time and never copied into the repository.
describe('the real fut.gg club export (fc26-fut-club-futgg/cards.json)', () => {
  const text = readSharedText('fc26-fut-club-futgg', 'cards.json');
  const entries = JSON.parse(text) as { eaId: number }[];

  it('reads its 560 cards with their eaIds, in the file’s order, refusing none', () => {
    const file = readClubFile(text, 'auto');
    expect(file.layout).toBe('card-array-json');
    expect(file.read).toBe(560);
    expect(file.refused).toEqual([]);
    expect(file.cards.map((card) => card.eaId)).toEqual(entries.map((entry) => entry.eaId));
    expect(file.cards[0]).toEqual({ eaId: 20801, isUntradeable: false, duplicates: null, line: 1 });
    // Special versions carry large ids (base id + a version offset): the largest is still a PostgreSQL integer.
    expect(Math.max(...file.cards.map((card) => card.eaId))).toBe(168_013_396);
  });

  it('takes every card as tradeable: the file has no untradeable or tradeable key', () => {
    // Its pipeline fetched prices only for the 50 tradeable cards (its tradeable_details.json), but a
    // missing price is not a flag: without one of the keys in docs/user-club.md a card is tradeable.
    const file = readClubFile(text, 'auto');
    expect(file.cards.filter((card) => card.isUntradeable)).toEqual([]);
    const keys = new Set(entries.flatMap((entry) => Object.keys(entry)));
    for (const key of ['untradeable', 'isUntradeable', 'untradable', 'tradeable', 'isTradeable']) {
      expect(keys.has(key)).toBe(false);
    }
  });

  it('reads the same cards when told it is JSON, and from inside { "players": [...] }', () => {
    const eaIds = readClubFile(text, 'auto').cards.map((card) => card.eaId);
    expect(readClubFile(text, 'json').cards.map((card) => card.eaId)).toEqual(eaIds);
    expect(readClubFile(`{"players":${text}}`, 'auto').cards.map((card) => card.eaId)).toEqual(eaIds);
  });
});
