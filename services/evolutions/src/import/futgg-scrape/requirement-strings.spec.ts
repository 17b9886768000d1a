import { POSITION, POSITION_GROUP } from '@futgg/game-rules';
import { referenceNamesOf } from './reference-names.js';
import { readRequirementString, readRequirementStrings } from './requirement-strings.js';

const names = referenceNamesOf(26);

describe(readRequirementString.name, () => {
  it.each([
    ['Max OVR: 87', [{ set: 'maxOverall', value: 87 }]],
    ['Max. OVR: 80', [{ set: 'maxOverall', value: 80, isDotted: true }]],
    ['Min OVR: 75', [{ set: 'minOverall', value: 75 }]],
    ['Max PS: 10', [{ set: 'maxPlaystyles', value: 10 }]],
    ['Max PS+: 2', [{ set: 'maxPlaystylesPlus', value: 2 }]],
    ['Min PS+: 1', [{ set: 'minPlaystylesPlus', value: 1 }]],
    ['Max SM: 3', [{ set: 'maxSkillMoves', value: 3 }]],
    ['Min Weak Foot: 4', [{ set: 'minWeakFoot', value: 4 }]],
    ['Max Roles++: 0', [{ set: 'maxRolesPlusPlus', value: 0 }]],
    ['Min PAC: 80', [{ set: 'minStats', field: 'facePace', value: 80 }]],
    ['Max Sprint Speed: 70', [{ set: 'maxStats', field: 'attributeSprintSpeed', value: 70 }]],
    ['Position: ST, CF', [{ set: 'positions', ids: [POSITION.ST, POSITION.CF] }]],
    ['Positions: Midfielders', [{ set: 'positions', ids: [POSITION_GROUP.MIDFIELDERS] }]],
    ['Position exclus: CB GK', [{ set: 'excludedPositions', ids: [POSITION.CB, POSITION.GK] }]],
    ['Nation: Argentina, Brazil', [{ set: 'nations', ids: [52, 54] }]],
    ['League: Premier League', [{ set: 'leagues', ids: [13] }]],
    ['Club: Real Madrid', [{ set: 'clubs', ids: [243] }]],
    ['Rarity: Rare', [{ set: 'rarities', ids: [1] }]],
    // Both evolution rarities are named "Evolution".
    ['Excluded: RarityEvolution', [{ set: 'excludedRarities', ids: [17, 19] }]],
  ])('reads %j', (text, pieces) => {
    expect(readRequirementString(text, names)).toEqual(pieces);
  });

  it.each([
    ['Position exclus: CBM', '"CBM" is no position'],
    ['Max OVR: 87.5', '"87.5" is not a whole number from 0 to 99'],
    ['Max SM: 6', '"6" is not a whole number from 0 to 5'],
    ['Nation: Atlantis', 'nation "Atlantis" is no nation of FC 26'],
    ['Max Pos: 3', '"Max Pos" is a number of positions or a goalkeeper positioning, we cannot tell'],
    ['Max Chemistry: 3', '"Max Chemistry" is no requirement we know'],
    ['Chemistry 3', 'no "label: value"'],
    ['Position:', 'an empty list'],
  ])('leaves %j unread: %s', (text, reason) => {
    expect(readRequirementString(text, names)).toEqual([{ unread: reason }]);
  });

  it.each([
    [
      'Excluded: RarityWorld Tour Silver StarsOverallMax',
      [
        { unread: 'rarity "World Tour Silver Stars" is no rarity of FC 26' },
        { unread: '"OverallMax" runs into it: the label of another requirement, its value cut off' },
      ],
    ],
    [
      'Excluded: RarityWorld Tour Silver StarsMax Pos',
      [
        { unread: 'rarity "World Tour Silver Stars" is no rarity of FC 26' },
        { unread: '"Max Pos" runs into it: the label of another requirement, its value cut off' },
      ],
    ],
    [
      'Excluded: RarityTeam of the WeekNationArgentina',
      [
        { set: 'excludedRarities', ids: [3] },
        {
          unread:
            '"NationArgentina" runs into it: a nation requirement whose list may be cut short, so it is not read',
        },
      ],
    ],
    ['Excluded: PositionGK', [{ set: 'excludedPositions', ids: [POSITION.GK] }]],
    ['Excluded: NationFrance', [{ unread: 'an excluded nation is no requirement we know' }]],
    ['Excluded: world tour', [{ unread: 'no Rarity, Nation, League, Club or Position label' }]],
  ])('splits the run-together %j', (text, pieces) => {
    expect(readRequirementString(text, names)).toEqual(pieces);
  });
});

describe(readRequirementStrings.name, () => {
  it('reads Max OVR as the eligibility cap where Max. OVR disagrees, and says so', () => {
    expect(readRequirementStrings(['Max. OVR: 94', 'Max OVR: 88', 'Max PS+: 2'], names)).toEqual({
      requirements: { maxOverall: 88, maxPlaystylesPlus: 2 },
      unread: ['"Max. OVR: 94": disagrees with "Max OVR: 88", which is read as the eligibility cap'],
    });
  });

  it('takes Max. OVR when it is the only one, and says nothing when both agree', () => {
    expect(readRequirementStrings(['Max. OVR: 85'], names)).toEqual({
      requirements: { maxOverall: 85 },
      unread: [],
    });
    expect(readRequirementStrings(['Max. OVR: 87', 'Max OVR: 87'], names).unread).toEqual([]);
  });

  it('keeps the stricter of two bounds of one kind, and reports the disagreement', () => {
    const read = readRequirementStrings(['Max PS: 10', 'Max PS: 8', 'Min PAC: 70', 'Min PAC: 75'], names);
    expect(read.requirements).toEqual({ maxPlaystyles: 8, minStats: { facePace: 75 } });
    expect(read.unread).toEqual([
      '"Max PS: 8": disagrees with an earlier maxPlaystyles of 10; the stricter is kept',
    ]);
  });

  it('names what is not a text', () => {
    expect(readRequirementStrings([42], names).unread).toEqual(['42: not a text']);
  });
});
