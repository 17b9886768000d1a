import {
  type SbcSquad,
  type SbcSquadPlayer,
  checkSbcRequirements,
  checkSbcRule,
  estimateSbcCost,
  qualityTierOf,
} from './sbc-requirements.js';

const player = (
  eaId: number,
  rating: number,
  league = 13,
  club = 10,
  nation = 14,
  rarity = 1,
): SbcSquadPlayer => ({
  eaId,
  rating,
  leagueEaId: league,
  clubEaId: club,
  nationEaId: nation,
  rarityEaId: rarity,
});

/** Eleven players: 4 from club 10 (league 13, nation 14), 7 from clubs 20..26 (league 16, nations 18..24). */
const squad = (overrides: Partial<SbcSquad> = {}): SbcSquad => ({
  formationId: 'f442',
  rating: 80,
  chemistry: 24,
  players: [
    ...[1, 2, 3, 4].map((eaId) => player(eaId, 82)),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => player(100 + i, i < 2 ? 64 : 74, 16, 20 + i, 18 + i, 3)),
  ],
  ...overrides,
});

describe('SBC requirements, one rule at a time', () => {
  it('squad rating min', () => {
    expect(checkSbcRule({ type: 'squadRatingMin', value: 80 }, squad())).toMatchObject({ passed: true });
    const failed = checkSbcRule({ type: 'squadRatingMin', value: 83 }, squad(), 2);
    expect(failed).toEqual({
      index: 2,
      type: 'squadRatingMin',
      passed: false,
      message: 'Squad rating: min 83 (squad has 80)',
    });
  });

  it('team chemistry min', () => {
    expect(checkSbcRule({ type: 'teamChemistryMin', value: 24 }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'teamChemistryMin', value: 25 }, squad()).message).toBe(
      'Team chemistry: min 25 (squad has 24)',
    );
  });

  it('min and max players from leagues, clubs, nations and rarities', () => {
    expect(checkSbcRule({ type: 'playerCount', scope: 'league', ids: [13], min: 4 }, squad()).passed).toBe(
      true,
    );
    expect(checkSbcRule({ type: 'playerCount', scope: 'league', ids: [13], min: 5 }, squad()).message).toBe(
      'Players from league 13: min 5 (squad has 4)',
    );
    expect(checkSbcRule({ type: 'playerCount', scope: 'club', ids: [20, 21], max: 1 }, squad()).passed).toBe(
      false,
    );
    expect(
      checkSbcRule({ type: 'playerCount', scope: 'nation', ids: [14], min: 2, max: 4 }, squad()).passed,
    ).toBe(true);
    expect(checkSbcRule({ type: 'playerCount', scope: 'rarity', ids: [3], min: 7 }, squad()).passed).toBe(
      true,
    );
    expect(checkSbcRule({ type: 'playerCount', scope: 'rarity', ids: [3], max: 6 }, squad()).message).toBe(
      'Players from rarity 3: max 6 (squad has 7)',
    );
  });

  it('quality tiers by overall: bronze < 65, silver 65–74, gold 75+', () => {
    expect([64, 65, 74, 75].map(qualityTierOf)).toEqual(['bronze', 'silver', 'silver', 'gold']);
    expect(
      checkSbcRule({ type: 'playerCount', scope: 'quality', tiers: ['gold'], min: 4 }, squad()).passed,
    ).toBe(true);
    expect(
      checkSbcRule({ type: 'playerCount', scope: 'quality', tiers: ['bronze'], max: 0 }, squad()).message,
    ).toBe('Players from quality bronze: max 0 (squad has 2)');
    expect(
      checkSbcRule(
        { type: 'playerCount', scope: 'quality', tiers: ['silver', 'gold'], min: 9, max: 9 },
        squad(),
      ).passed,
    ).toBe(true);
  });

  it('same league/club/nation counts (the largest group)', () => {
    expect(checkSbcRule({ type: 'sameCount', scope: 'club', max: 4 }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'sameCount', scope: 'club', max: 3 }, squad()).message).toBe(
      'Players from the same club: max 3 (squad has 4)',
    );
    expect(checkSbcRule({ type: 'sameCount', scope: 'league', min: 7 }, squad()).passed).toBe(true);
  });

  it('different league/club/nation counts', () => {
    expect(checkSbcRule({ type: 'differentCount', scope: 'league', max: 2 }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'differentCount', scope: 'nation', min: 9 }, squad()).message).toBe(
      'Different nations: min 9 (squad has 8)',
    );
    expect(checkSbcRule({ type: 'differentCount', scope: 'club', min: 8, max: 8 }, squad()).passed).toBe(
      true,
    );
  });

  it('player rating minimums: N players rated X+, or every player', () => {
    expect(checkSbcRule({ type: 'playerRatingMin', value: 82, count: 4 }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'playerRatingMin', value: 82, count: 5 }, squad()).message).toBe(
      'Players rated 82+: min 5 (squad has 4)',
    );
    expect(checkSbcRule({ type: 'playerRatingMin', value: 64 }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'playerRatingMin', value: 65 }, squad()).message).toBe(
      'Every player rated 65+ (2 players below)',
    );
    expect(checkSbcRule({ type: 'playerRatingMin', value: 50 }, squad({ players: [] })).passed).toBe(false);
  });

  it('formation', () => {
    expect(checkSbcRule({ type: 'formation', formationIds: ['f442', 'f433'] }, squad()).passed).toBe(true);
    expect(checkSbcRule({ type: 'formation', formationIds: ['f433'] }, squad()).message).toBe(
      'Formation: f433 (squad plays f442)',
    );
  });

  it('number of players', () => {
    expect(checkSbcRule({ type: 'playerTotal', value: 11 }, squad()).passed).toBe(true);
    const ten = squad({ players: squad().players.slice(1) });
    expect(checkSbcRule({ type: 'playerTotal', value: 11 }, ten).message).toBe(
      'Number of players in the squad: 11 (squad has 10)',
    );
  });
});

describe('a whole challenge', () => {
  it('names each violation in rule order', () => {
    const check = checkSbcRequirements(
      {
        version: 1,
        rules: [
          { type: 'squadRatingMin', value: 80 },
          { type: 'sameCount', scope: 'club', max: 3 },
          { type: 'teamChemistryMin', value: 30 },
        ],
      },
      squad(),
    );
    expect(check.passed).toBe(false);
    expect(check.results.map((item) => item.passed)).toEqual([true, false, false]);
    expect(check.violations).toEqual([
      'Players from the same club: max 3 (squad has 4)',
      'Team chemistry: min 30 (squad has 24)',
    ]);
  });

  it('passes a squad meeting every rule', () => {
    const check = checkSbcRequirements({ version: 1, rules: [{ type: 'playerTotal', value: 11 }] }, squad());
    expect(check).toEqual({
      passed: true,
      results: [expect.objectContaining({ passed: true })],
      violations: [],
    });
  });
});

describe('cost estimate (cheapest cards meeting the rating requirements)', () => {
  const cards = [
    ...Array.from({ length: 11 }, () => ({ rating: 70, price: 200 })),
    ...Array.from({ length: 11 }, () => ({ rating: 80, price: 1_000 })),
    { rating: 88, price: 30_000 },
  ];

  it('fills the squad with the cheapest cards, at the squad rating floor when there is one', () => {
    expect(estimateSbcCost({ version: 1, rules: [] }, cards)).toBe(11 * 200);
    expect(estimateSbcCost({ version: 1, rules: [{ type: 'squadRatingMin', value: 80 }] }, cards)).toBe(
      11 * 1_000,
    );
  });

  it('takes N players rated X+ first, without using a card twice', () => {
    const rules = [
      { type: 'playerRatingMin' as const, value: 85, count: 1 },
      { type: 'playerTotal' as const, value: 5 },
    ];
    expect(estimateSbcCost({ version: 1, rules }, cards)).toBe(30_000 + 4 * 200);
    const two = [{ type: 'playerRatingMin' as const, value: 85, count: 2 }];
    expect(estimateSbcCost({ version: 1, rules: two }, cards)).toBeNull();
  });

  it('is null when too few priced cards qualify', () => {
    expect(estimateSbcCost({ version: 1, rules: [{ type: 'squadRatingMin', value: 90 }] }, cards)).toBeNull();
  });
});
