import { generateGameData } from '../generate-game-data.js';
import { generateCollections, slugOf } from './feed-collections.js';

describe('generateCollections', () => {
  const data = generateGameData({ seed: 7, players: 400, gameYear: 26 });

  it('is a pure function of the data: the same data gives the same collections', () => {
    expect(generateCollections(data)).toEqual(
      generateCollections(generateGameData({ seed: 7, players: 400, gameYear: 26 })),
    );
  });

  it('makes one collection per program with cards and per special rarity with cards, slugs unique', () => {
    const rows = generateCollections(data);
    const programs = rows.filter((row) => row.kind === 'program');
    const rarities = rows.filter((row) => row.kind === 'rarity');
    expect(programs.length).toBeGreaterThan(0);
    expect(rarities.length).toBeGreaterThan(0);
    for (const program of programs)
      expect(data.playerItems.some((card) => card.raritySquadId === program.raritySquadId)).toBe(true);
    for (const rarity of rarities)
      expect(data.playerItems.some((card) => card.rarityEaId === rarity.rarityEaId)).toBe(true);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, index) => index));
  });

  it('slugs are lower-case words joined by -, accents dropped', () => {
    expect(slugOf('Team of the Week 3')).toBe('team-of-the-week-3');
    expect(slugOf('Héroes  & Icons!')).toBe('heroes-icons');
  });
});
