import type { SbcRuleV1 } from '@futgg/game-rules';
import { commonestGroups } from '../auto-builder/chemistry-cores.js';
import type { PoolCard } from '../auto-builder/auto-build-model.js';
import { coreFits, corePool } from './sbc-minimise.js';
import type { SbcCard } from './sbc-model.js';

// Which chemistry cores a challenge's first squad tries (docs/sbc-solver.md "Exact reductions", point 5).
const SERIE_A = 31;
const BUNDESLIGA = 19;
const PREMIER_LEAGUE = 13;
const LALIGA = 53;
const ENGLAND = 14;
const league = (id: number) => ({ field: 'leagueEaId', id }) as const;
const nation = (id: number) => ({ field: 'nationEaId', id }) as const;
const count = (
  scope: 'league' | 'nation',
  ids: number[],
  bounds: { min?: number; max?: number },
): SbcRuleV1 => ({
  type: 'playerCount',
  scope,
  ids,
  ...bounds,
});

describe('the chemistry cores a challenge leaves room for', () => {
  const serieAxBundesliga: SbcRuleV1[] = [
    { type: 'squadRatingMin', value: 86 },
    { type: 'teamChemistryMin', value: 20 },
    count('league', [SERIE_A], { min: 2 }),
    count('league', [BUNDESLIGA], { min: 2 }),
  ];

  it("leaves out a core of another league that leaves no room for the rules' players", () => {
    const fits = coreFits(serieAxBundesliga, 8);
    // 8 Premier League players + 2 Serie A + 2 Bundesliga = 12.
    expect(fits(league(PREMIER_LEAGUE))).toBe(false);
    // 8 Serie A players (2 of them the rule's) + 2 Bundesliga = 10; a nation spans leagues.
    expect(fits(league(SERIE_A))).toBe(true);
    expect(fits(league(BUNDESLIGA))).toBe(true);
    expect(fits(nation(ENGLAND))).toBe(true);
    // One rule fewer, the Premier League core fits: 8 + 2.
    expect(coreFits(serieAxBundesliga.slice(0, 3), 8)(league(PREMIER_LEAGUE))).toBe(true);
  });

  it('counts overlapping minimums once: one player may meet both', () => {
    const overlapping = [
      count('league', [SERIE_A], { min: 3 }),
      count('league', [SERIE_A, BUNDESLIGA], { min: 3 }),
    ];
    expect(coreFits(overlapping, 8)(league(PREMIER_LEAGUE))).toBe(true);
    expect(coreFits(overlapping, 9)(league(PREMIER_LEAGUE))).toBe(false);
  });

  it('leaves out a core its group is capped below', () => {
    const capped = [count('nation', [ENGLAND], { max: 7 })];
    expect(coreFits(capped, 8)(nation(ENGLAND))).toBe(false);
    expect(coreFits(capped, 8)(league(PREMIER_LEAGUE))).toBe(true);
    const largest: SbcRuleV1[] = [{ type: 'sameCount', scope: 'league', max: 5 }];
    expect(coreFits(largest, 8)(league(SERIE_A))).toBe(false);
    expect(coreFits(largest, 8)(nation(ENGLAND))).toBe(true);
  });

  it('passes over the commonest leagues whose cores do not fit for the next ones present', () => {
    const card = (leagueEaId: number, nationEaId: number) => ({ leagueEaId, nationEaId }) as PoolCard;
    const cards = [
      ...Array.from({ length: 9 }, () => card(PREMIER_LEAGUE, ENGLAND)),
      ...Array.from({ length: 7 }, () => card(LALIGA, ENGLAND)),
      ...Array.from({ length: 5 }, () => card(SERIE_A, 27)),
      ...Array.from({ length: 3 }, () => card(BUNDESLIGA, 21)),
    ];
    const sizes = (groups: ((card: PoolCard) => boolean)[]) =>
      groups.map((inGroup) => cards.filter(inGroup).length);
    // Unruled: the Premier League (9), LALIGA (7), England (16).
    expect(sizes(commonestGroups(cards, { league: 2, nation: 1 }))).toEqual([9, 7, 16]);
    const cores = commonestGroups(cards, { league: 2, nation: 1 }, coreFits(serieAxBundesliga, 8));
    // Beside min 2 Serie A and min 2 Bundesliga: Serie A (5), the Bundesliga (3), England (16).
    expect(sizes(cores)).toEqual([5, 3, 16]);
    expect(cards.filter(cores[0]!).every((c) => c.leagueEaId === SERIE_A)).toBe(true);
    expect(cards.filter(cores[1]!).every((c) => c.leagueEaId === BUNDESLIGA)).toBe(true);
  });
});

describe("a chemistry core's own cards", () => {
  const CB = 5;
  const ST = 25;
  let eaId = 0;
  const card = (overall: number, position: number, cost: number) =>
    ({ eaId: ++eaId, overall, position, alternativePositionIds: [], cost }) as unknown as SbcCard;
  // The group's cards, most promising (cheapest) first: 60 cheap 80-rated centre-backs, then dearer ones
  // rated 84 to 89 at both positions, then a 95 far above the squad rating.
  const cheap = Array.from({ length: 60 }, (_, i) => card(80, CB, 500 + i));
  const dear = [84, 85, 86, 87, 88, 89].flatMap((overall) =>
    [CB, ST].flatMap((position) => [0, 1, 2].map((k) => card(overall, position, overall * 100 + k))),
  );
  const group = [...cheap, ...dear, card(95, ST, 90_000)];

  it('by rating, adds the first two per rating and position around the minimum', () => {
    const pool = corePool(group, [CB, ST], 86, true);
    expect(new Set(pool).size).toBe(pool.length);
    const held = (overall: number, position: number) =>
      pool.filter((c) => c.overall === overall && c.position === position).length;
    // Ratings 86 − 2 to 86 + 3, the first two of each at each position; the first 4 strikers (three 84s
    // and an 85) are in as the first 4 at their position.
    for (const overall of [85, 86, 87, 88, 89])
      expect([held(overall, CB), held(overall, ST)]).toEqual([2, 2]);
    expect([held(84, CB), held(84, ST)]).toEqual([2, 3]);
    expect(pool.some((c) => c.overall === 95)).toBe(false);
    expect(pool.slice(0, 40)).toEqual(group.slice(0, 40));
  });

  it('otherwise holds the first 40 and the first 4 per position', () => {
    const pool = corePool(group, [CB, ST], 86, false);
    expect(new Set(pool)).toEqual(
      new Set([...group.slice(0, 40), ...group.filter((c) => c.position === ST).slice(0, 4)]),
    );
  });
});
