import { SbcRequirements, SingleContentRequest, SbcListRequest } from './sbc.schemas.js';

describe('SBC contracts', () => {
  it('reads a version 1 requirements form with every rule kind', () => {
    const requirements = {
      version: 1,
      rules: [
        { type: 'squadRatingMin', value: 84 },
        { type: 'teamChemistryMin', value: 20 },
        { type: 'playerCount', scope: 'league', ids: [13], min: 2 },
        { type: 'playerCount', scope: 'quality', tiers: ['gold'], min: 11 },
        { type: 'sameCount', scope: 'club', max: 3 },
        { type: 'differentCount', scope: 'nation', min: 4 },
        { type: 'playerRatingMin', value: 86, count: 1 },
        { type: 'formation', formationIds: ['f442'] },
        { type: 'playerTotal', value: 11 },
      ],
    };
    expect(SbcRequirements.parse(requirements)).toEqual(requirements);
  });

  it('refuses another version, an unknown rule and a count rule without bounds', () => {
    expect(SbcRequirements.safeParse({ version: 2, rules: [] }).success).toBe(false);
    expect(SbcRequirements.safeParse({ version: 1, rules: [{ type: 'luck', value: 1 }] }).success).toBe(
      false,
    );
    const unbounded = SbcRequirements.safeParse({
      version: 1,
      rules: [{ type: 'sameCount', scope: 'club' }],
    });
    expect(unbounded.success).toBe(false);
  });

  it('single requests take identifiers and lists default to open sets on page 1', () => {
    expect(SingleContentRequest.parse({ sbcSetId: 3 })).toEqual({ sbcSetId: 3 });
    expect(SingleContentRequest.safeParse({ other: 1 }).success).toBe(false);
    expect(SbcListRequest.parse({})).toEqual({ showExpired: false, page: 1 });
  });
});
