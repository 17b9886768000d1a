import type { CoreData } from '@futgg/contracts';
import type { EvolutionRequirements } from '@futgg/game-rules';
import { coreDataFixture } from '../../testing/fixtures';
import {
  costWords,
  durationWords,
  endWords,
  keyUpgrades,
  requirementLines,
  requirementsSummary,
  upgradeWithCapWords,
} from './evolution-words';

const coreData: CoreData = {
  ...coreDataFixture(),
  roles: {
    '46': {
      eaId: 46,
      id: 46,
      name: 'Inverted Wingback',
      position: 3,
      positionName: 'RB',
      plusEaId: 46,
      plusPlusEaId: 146,
      isPlus: true,
      isPlusPlus: false,
      focus: [],
    },
  } as unknown as CoreData['roles'],
};

describe('requirementLines', () => {
  it.each<[string, EvolutionRequirements, { label: string; value: string }[]]>([
    ['a maximum overall', { maxOverall: 84 }, [{ label: 'Overall', value: '84 or lower' }]],
    ['a minimum overall', { minOverall: 75 }, [{ label: 'Overall', value: '75 or higher' }]],
    ['both overall bounds', { minOverall: 75, maxOverall: 82 }, [{ label: 'Overall', value: '75 to 82' }]],
    [
      'leagues by name',
      { leagues: [13, 53] },
      [{ label: 'League', value: 'Premier League or LALIGA EA SPORTS' }],
    ],
    ['clubs by name', { clubs: [243] }, [{ label: 'Club', value: 'Real Madrid' }]],
    ['nations by name', { nations: [18, 21] }, [{ label: 'Nation', value: 'France or Germany' }]],
    ['rarities by name', { rarities: [1, 3] }, [{ label: 'Rarity', value: 'Rare Gold or Team of the Week' }]],
    ['excluded rarities', { excludedRarities: [3] }, [{ label: 'Not for', value: 'Team of the Week' }]],
    ['skill moves', { minSkillMoves: 3, maxSkillMoves: 4 }, [{ label: 'Skill moves', value: '3★ to 4★' }]],
    ['weak foot', { maxWeakFoot: 3 }, [{ label: 'Weak foot', value: '3★ or lower' }]],
    [
      'positions with the three groups',
      { positions: [50, 51, 52, 25] },
      [
        {
          label: 'Position',
          value: 'any defender, any midfielder, any attacker or ST (main or alternative)',
        },
      ],
    ],
    [
      'excluded positions',
      { excludedPositions: [0] },
      [{ label: 'Not playing', value: 'GK (main or alternative)' }],
    ],
    ['a total of positions', { totalPositions: 2 }, [{ label: 'Alternative positions', value: 'exactly 2' }]],
    ['no alternative position', { totalPositions: 0 }, [{ label: 'Alternative positions', value: 'none' }]],
    ['a Roles+ cap', { maxRolesPlus: 2 }, [{ label: 'Roles+', value: 'at most 2' }]],
    ['no Roles++', { maxRolesPlusPlus: 0 }, [{ label: 'Roles++', value: 'no Roles++' }]],
    ['PlayStyles counts', { minPlaystyles: 2, maxPlaystyles: 5 }, [{ label: 'PlayStyles', value: '2 to 5' }]],
    ['a PlayStyles+ cap', { maxPlaystylesPlus: 1 }, [{ label: 'PlayStyles+', value: 'at most 1' }]],
    ['a PlayStyles+ floor', { minPlaystylesPlus: 1 }, [{ label: 'PlayStyles+', value: 'at least 1' }]],
    [
      'per-stat bounds, face stats and attributes',
      { minStats: { facePace: 80, attributeSprintSpeed: 85 }, maxStats: { facePace: 90, faceDefending: 60 } },
      [
        { label: 'Pace', value: '80 to 90' },
        { label: 'Sprint Speed', value: '85 or higher' },
        { label: 'Defending', value: '60 or lower' },
      ],
    ],
  ])('words %s', (_kind, requirements, lines) => {
    expect(requirementLines(requirements, coreData)).toEqual(lines);
  });

  it('lists nothing for an evolution anyone can take, and keeps the spec order', () => {
    expect(requirementLines({}, coreData)).toEqual([]);
    const labels = requirementLines(
      { maxStats: { facePace: 80 }, positions: [25], leagues: [13], maxOverall: 84, minSkillMoves: 2 },
      coreData,
    ).map((line) => line.label);
    expect(labels).toEqual(['Overall', 'League', 'Skill moves', 'Position', 'Pace']);
  });
});

describe('requirementsSummary', () => {
  it.each<[EvolutionRequirements, string]>([
    [{ maxOverall: 84, leagues: [13] }, '≤ 84 OVR, Premier League'],
    [{ minOverall: 75, maxOverall: 82, positions: [50] }, '75–82 OVR, any defender'],
    [{ nations: [18, 21, 99] }, 'France / Germany +1'],
    [{ maxOverall: 81, excludedRarities: [3], maxPlaystylesPlus: 1 }, '≤ 81 OVR, +2 more'],
    [{}, 'Any player'],
  ])('sums up %j as "%s"', (requirements, summary) => {
    expect(requirementsSummary(requirements, coreData)).toBe(summary);
  });
});

describe('upgrades', () => {
  it('sums each numeric upgrade over the levels and names each list upgrade once, headline first', () => {
    const levels = [
      {
        upgrades: [
          { type: 'attributeSprintSpeed', value: 3 },
          { type: 'facePace', value: 2 },
          { type: 'weakFoot', value: 1 },
        ] as const,
      },
      {
        upgrades: [
          { type: 'facePace', value: 1 },
          { type: 'playstylesPlus', value: 7 },
          { type: 'overall', value: 1 },
          { type: 'rolesPlus', value: 46 },
          { type: 'alternativePositionIds', value: 14 },
          { type: 'rarityEaId', value: 3 },
        ] as const,
      },
    ];
    expect(keyUpgrades(levels, coreData)).toEqual([
      '+1 OVR',
      '+3 PAC',
      '+1 WF',
      'PS+ Rapid',
      'Role+ Inverted Wingback (RB)',
      'New position CM',
      'Rarity → Team of the Week',
      '+3 Sprint Speed',
    ]);
  });

  it.each([
    [{ type: 'overall', value: 1, maxValue: 82 }, '+1 OVR, up to 82'],
    [{ type: 'gkFaceDiving', value: 2, maxValue: 80 }, '+2 DIV, up to 80'],
    [{ type: 'skillMoves', value: 1, maxValue: 5 }, '+1 SM, up to 5'],
    [{ type: 'playstyles', value: 0, maxValue: null }, 'PS Finesse Shot'],
    [{ type: 'playstylesPlus', value: 7, maxValue: 2 }, 'PS+ Rapid, while under 2 PlayStyles+'],
    [{ type: 'rolesPlusPlus', value: 146, maxValue: null }, 'Role++ Role 146'],
  ] as const)('words %j as "%s"', (upgrade, words) => {
    expect(upgradeWithCapWords(upgrade, coreData)).toBe(words);
  });
});

describe('costs and time', () => {
  it.each([
    [{ coinsCost: 0, pointsCost: 0 }, 'Free'],
    [{ coinsCost: 15000, pointsCost: 0 }, '15,000 coins'],
    [{ coinsCost: 0, pointsCost: 200 }, '200 FC Points'],
    [{ coinsCost: 15000, pointsCost: 200 }, '15,000 coins + 200 FC Points'],
  ])('words the cost %j as "%s"', (cost, words) => {
    expect(costWords(cost)).toBe(words);
  });

  it.each([
    [(3 * 24 + 4) * 60, '3 d 4 h'],
    [3 * 24 * 60, '3 d'],
    [5 * 60 + 12, '5 h 12 min'],
    [2 * 60, '2 h'],
    [8, '8 min'],
    [0, '1 min'],
  ])('says %i minutes as "%s"', (minutes, words) => {
    expect(durationWords(minutes * 60_000)).toBe(words);
  });

  it('says how long is left, or when it ended, or that it never ends', () => {
    const now = new Date('2026-09-20T10:00:00Z');
    expect(endWords('2026-09-23T14:30:00Z', now)).toBe('ends in 3 d 4 h');
    expect(endWords('2026-09-18T10:00:00Z', now, 'UTC')).toBe('ended 18 September 2026');
    expect(endWords(null, now)).toBe('no end date');
  });
});
