import { NAME_POOLS, generateGameData } from '@futgg/game-data';
import { foldName, realPlayerNames } from './real-player-names.js';

// Generated cards are sample data: a star's name on invented attributes reads as wrong data, so no name
// the generator can write may be a real player's (shared/data: EA's FC 25 cards, FUTBIN's, the FC 26
// club, FIFA 23's short and full names).
describe('generated player names are fictional', () => {
  const real = realPlayerNames();
  const isReal = (name: string) => real.has(foldName(name));

  it('reads thousands of real names to compare with', () => {
    expect(real.size).toBeGreaterThan(15_000);
    expect(isReal('Kylian Mbappé')).toBe(true);
    expect(isReal('kylian mbappe')).toBe(true);
  });

  it.each(Object.entries(NAME_POOLS))(
    '%s: no given name and surname together is a real name',
    (_region, pool) => {
      const pairs = [...pool.men, ...pool.women].flatMap((first) =>
        pool.last.map((last) => `${first} ${last}`),
      );
      expect(pairs.filter(isReal)).toEqual([]);
    },
  );

  it.each(Object.entries(NAME_POOLS))(
    '%s: no surname, nor a given name where players go by one name, is a real card name',
    (_region, pool) => {
      expect(pool.last.filter(isReal)).toEqual([]);
      if (pool.mononymShare > 0) expect([...pool.men, ...pool.women].filter(isReal)).toEqual([]);
    },
  );

  it("writes no real name on any card of the default data set (npm start's seed 42)", () => {
    const cards = generateGameData({ seed: 42, players: 20_000, gameYear: 26 }).playerItems;
    const named = cards.filter(
      (card) => isReal(card.commonName) || isReal(`${card.firstName} ${card.lastName}`),
    );
    expect(named.map((card) => card.commonName)).toEqual([]);
  });
});
