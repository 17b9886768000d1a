import fc from 'fast-check';
import { squadRating } from '../squad-rating/squad-rating.js';
import { checkSquadAgainstRuleset } from './check-squad-against-ruleset.js';
import { openRuleset } from './ruleset-limits.js';
import { rulesetProblems } from './ruleset-problems.js';
import {
  RULESET_VIOLATION_CODES,
  type RulesetCard,
  type RulesetSquad,
  type RulesetViolation,
  type SquadRuleset,
} from './ruleset.types.js';

const PREMIER_LEAGUE = 13;
const LALIGA = 53;
const ENGLAND = 14;
const SPAIN = 45;
const GOLD_RARE = 1;
const TOTW = 3;

/** Eleven starters from four clubs of two leagues, overalls 80..90, and two substitutes. */
const card = (group: RulesetCard['group'], positionIdx: number, overrides: Partial<RulesetCard> = {}) => ({
  group,
  positionIdx,
  eaId: 1000 + (group === 'FIELD' ? 0 : 100) + positionIdx,
  overall: 80 + positionIdx,
  clubEaId: 10 + (positionIdx % 4),
  leagueEaId: positionIdx % 2 === 0 ? PREMIER_LEAGUE : LALIGA,
  nationEaId: positionIdx < 6 ? ENGLAND : SPAIN,
  rarityEaId: GOLD_RARE,
  isUntradeable: true,
  ...overrides,
});

const squadOf = (cards: RulesetCard[], overrides: Partial<RulesetSquad> = {}): RulesetSquad => {
  const field = cards.filter((c) => c.group === 'FIELD');
  return {
    formationId: 'f442',
    cards,
    chemistry: { total: 22, perPlayer: field.map((c) => ({ positionIdx: c.positionIdx, points: 2 })) },
    rating: field.length === 11 ? squadRating(field.map((c) => c.overall)) : null,
    ...overrides,
  };
};

const fullSquad = (): RulesetCard[] => [
  ...Array.from({ length: 11 }, (_, index) => card('FIELD', index)),
  card('SUBSTITUTE', 0, { overall: 75, nationEaId: SPAIN }),
  card('SUBSTITUTE', 1, { overall: 76, nationEaId: SPAIN }),
];

/** A ruleset every rule of which the full squad meets. */
const strictRuleset = (): SquadRuleset => ({
  ...openRuleset(),
  leagues: [PREMIER_LEAGUE, LALIGA],
  excludedLeagues: [31],
  nations: [ENGLAND, SPAIN],
  excludedNations: [18],
  clubs: [10, 11, 12, 13],
  excludedClubs: [99],
  rarities: [GOLD_RARE],
  excludedRarities: [TOTW],
  slotRatings: [
    { positionIdx: 0, min: 80, max: 82 },
    { positionIdx: 10, min: null, max: 90 },
  ],
  minOverall: 75,
  maxOverall: 90,
  minSquadRating: 84,
  maxSquadRating: 87,
  maxRatingSum: 935,
  minChemistry: 20,
  minPlayerChemistry: 2,
  isUntradeableOnly: true,
  maxPerClub: 4,
  maxPerLeague: 7,
  maxPerNation: 7,
  formations: ['f442', 'f433'],
  scope: 'MATCHDAY',
});

const replaceCard = (
  cards: RulesetCard[],
  group: RulesetCard['group'],
  positionIdx: number,
  change: Partial<RulesetCard>,
) => cards.map((c) => (c.group === group && c.positionIdx === positionIdx ? { ...c, ...change } : c));

type Case = [
  RulesetViolation['code'],
  Partial<SquadRuleset>,
  (cards: RulesetCard[]) => RulesetSquad,
  Partial<RulesetViolation>,
];

const CASES: Case[] = [
  [
    'INCOMPLETE_SQUAD',
    {},
    (cards) => squadOf(cards.filter((c) => !(c.group === 'FIELD' && c.positionIdx === 4))),
    { limit: 11, actual: 10 },
  ],
  ['FORMATION_NOT_ALLOWED', {}, (cards) => squadOf(cards, { formationId: 'f343' }), {}],
  [
    'LEAGUE_NOT_ALLOWED',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 3, { leagueEaId: 19 })),
    { group: 'FIELD', positionIdx: 3, eaId: 1003, actual: 19 },
  ],
  [
    'LEAGUE_EXCLUDED',
    { leagues: [] },
    (cards) => squadOf(replaceCard(cards, 'SUBSTITUTE', 1, { leagueEaId: 31 })),
    { group: 'SUBSTITUTE', positionIdx: 1, eaId: 1101, actual: 31 },
  ],
  [
    'NATION_NOT_ALLOWED',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 2, { nationEaId: 52 })),
    { positionIdx: 2, actual: 52 },
  ],
  [
    'NATION_EXCLUDED',
    { nations: [] },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 2, { nationEaId: 18 })),
    { positionIdx: 2, actual: 18 },
  ],
  [
    'CLUB_NOT_ALLOWED',
    { maxPerClub: null },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 5, { clubEaId: 241 })),
    { positionIdx: 5, actual: 241 },
  ],
  [
    'CLUB_EXCLUDED',
    { clubs: [], maxPerClub: null },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 5, { clubEaId: 99 })),
    { positionIdx: 5, actual: 99 },
  ],
  [
    'RARITY_NOT_ALLOWED',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 7, { rarityEaId: 12 })),
    { positionIdx: 7, actual: 12 },
  ],
  [
    'RARITY_EXCLUDED',
    { rarities: [] },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 7, { rarityEaId: TOTW })),
    { positionIdx: 7, actual: TOTW },
  ],
  [
    'NOT_UNTRADEABLE',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 8, { isUntradeable: false })),
    { positionIdx: 8, eaId: 1008 },
  ],
  [
    'OVERALL_BELOW_MINIMUM',
    {},
    (cards) => squadOf(replaceCard(cards, 'SUBSTITUTE', 0, { overall: 70 })),
    { group: 'SUBSTITUTE', positionIdx: 0, limit: 75, actual: 70 },
  ],
  [
    'OVERALL_ABOVE_CAP',
    { maxSquadRating: null, maxRatingSum: null, slotRatings: [] },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 10, { overall: 93 })),
    { positionIdx: 10, limit: 90, actual: 93 },
  ],
  [
    'RATING_BELOW_SLOT_MINIMUM',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 0, { overall: 78 })),
    { positionIdx: 0, eaId: 1000, limit: 80, actual: 78 },
  ],
  [
    'RATING_ABOVE_SLOT_CAP',
    { maxRatingSum: null },
    (cards) => squadOf(replaceCard(cards, 'FIELD', 0, { overall: 84 })),
    { positionIdx: 0, eaId: 1000, limit: 82, actual: 84 },
  ],
  [
    'TOO_MANY_FROM_CLUB',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 1, { clubEaId: 10 })),
    { entityEaId: 10, limit: 4, actual: 5 },
  ],
  [
    'TOO_MANY_FROM_LEAGUE',
    {},
    (cards) => squadOf(replaceCard(cards, 'FIELD', 1, { leagueEaId: PREMIER_LEAGUE })),
    { entityEaId: PREMIER_LEAGUE, limit: 7, actual: 8 },
  ],
  [
    'TOO_MANY_FROM_NATION',
    {},
    (cards) =>
      squadOf(
        replaceCard(replaceCard(cards, 'FIELD', 6, { nationEaId: ENGLAND }), 'FIELD', 7, {
          nationEaId: ENGLAND,
        }),
      ),
    { entityEaId: ENGLAND, limit: 7, actual: 8 },
  ],
  ['RATING_SUM_ABOVE_CAP', { maxRatingSum: 930 }, (cards) => squadOf(cards), { limit: 930, actual: 935 }],
  [
    'SQUAD_RATING_BELOW_MINIMUM',
    { minSquadRating: 87 },
    (cards) => squadOf(cards),
    { limit: 87, actual: 86 },
  ],
  ['SQUAD_RATING_ABOVE_CAP', { maxSquadRating: 85 }, (cards) => squadOf(cards), { limit: 85, actual: 86 }],
  [
    'CHEMISTRY_BELOW_MINIMUM',
    {},
    (cards) =>
      squadOf(cards, {
        chemistry: {
          total: 19,
          perPlayer: Array.from({ length: 11 }, (_, i) => ({ positionIdx: i, points: 2 })),
        },
      }),
    { limit: 20, actual: 19 },
  ],
  [
    'PLAYER_CHEMISTRY_BELOW_MINIMUM',
    {},
    (cards) =>
      squadOf(cards, {
        chemistry: {
          total: 21,
          perPlayer: Array.from({ length: 11 }, (_, i) => ({ positionIdx: i, points: i === 9 ? 1 : 2 })),
        },
      }),
    { positionIdx: 9, eaId: 1009, limit: 2, actual: 1 },
  ],
];

describe('checkSquadAgainstRuleset', () => {
  it('finds nothing wrong with a squad that meets every rule', () => {
    expect(checkSquadAgainstRuleset(strictRuleset(), squadOf(fullSquad()))).toEqual([]);
  });

  it('lets any complete squad through the open ruleset', () => {
    const squad = squadOf(
      fullSquad().map((c) => ({ ...c, isUntradeable: false, rarityEaId: 77 })),
      { formationId: 'f343' },
    );
    expect(checkSquadAgainstRuleset(openRuleset(), squad)).toEqual([]);
  });

  it.each(CASES)(
    'reports %s, naming the slot, card, limit and actual value',
    (code, rules, squadFor, expected) => {
      const violations = checkSquadAgainstRuleset({ ...strictRuleset(), ...rules }, squadFor(fullSquad()));
      expect(violations).toEqual([
        expect.objectContaining({ code, ...expected, message: expect.any(String) }),
      ]);
    },
  );

  it('has a case for every violation code', () => {
    expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(RULESET_VIOLATION_CODES));
  });

  it('reads only the starting XI when the scope is STARTING_XI', () => {
    const cards = replaceCard(fullSquad(), 'SUBSTITUTE', 0, { leagueEaId: 19, isUntradeable: false });
    expect(checkSquadAgainstRuleset({ ...strictRuleset(), scope: 'STARTING_XI' }, squadOf(cards))).toEqual(
      [],
    );
    expect(checkSquadAgainstRuleset(strictRuleset(), squadOf(cards)).map((v) => v.code)).toEqual([
      'LEAGUE_NOT_ALLOWED',
      'NOT_UNTRADEABLE',
    ]);
  });

  it('never reads reserves', () => {
    const cards = [...fullSquad(), card('RESERVE', 0, { leagueEaId: 19, overall: 40, isUntradeable: false })];
    expect(checkSquadAgainstRuleset(strictRuleset(), squadOf(cards))).toEqual([]);
  });

  it('lists violations slot by slot, field before substitutes, whatever order the cards come in', () => {
    const cards = fullSquad()
      .map((c) => ({ ...c, isUntradeable: false }))
      .reverse();
    const slots = checkSquadAgainstRuleset(strictRuleset(), squadOf(cards)).map(
      (v) => `${v.group}${v.positionIdx}`,
    );
    expect(slots).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `FIELD${i}`),
      'SUBSTITUTE0',
      'SUBSTITUTE1',
    ]);
  });

  it('never reports more violations when a rule is dropped (open ruleset finds a subset)', () => {
    const fields = ['maxOverall', 'minOverall', 'maxPerClub', 'minChemistry', 'maxRatingSum'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 60, max: 99 }), { minLength: 11, maxLength: 11 }),
        fc.integer({ min: 0, max: 33 }),
        fc.constantFrom(...fields),
        (overalls, chemistry, dropped) => {
          const cards = overalls.map((overall, i) => card('FIELD', i, { overall }));
          const squad = squadOf(cards, { chemistry: { total: chemistry, perPlayer: [] } });
          const all = checkSquadAgainstRuleset(strictRuleset(), squad).length;
          const fewer = checkSquadAgainstRuleset({ ...strictRuleset(), [dropped]: null }, squad).length;
          return fewer <= all;
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('rulesetProblems', () => {
  it('accepts the open ruleset and a consistent strict one', () => {
    expect(rulesetProblems(openRuleset())).toEqual([]);
    expect(rulesetProblems(strictRuleset())).toEqual([]);
  });

  it.each<[string, Partial<SquadRuleset>, string]>([
    ['an id both allowed and excluded', { leagues: [13], excludedLeagues: [13] }, 'excludedLeagues'],
    ['an id listed twice', { clubs: [10, 10] }, 'clubs'],
    ['a minimum overall above the cap', { minOverall: 90, maxOverall: 85 }, 'minOverall'],
    ['a minimum squad rating above the cap', { minSquadRating: 88, maxSquadRating: 85 }, 'minSquadRating'],
    [
      'a slot rule with no bound',
      { slotRatings: [{ positionIdx: 3, min: null, max: null }] },
      'slotRatings.0',
    ],
    [
      'a slot rule whose min is above its max',
      { slotRatings: [{ positionIdx: 3, min: 90, max: 80 }] },
      'slotRatings.0.min',
    ],
    [
      'two rules for one slot',
      {
        slotRatings: [
          { positionIdx: 3, min: 80, max: null },
          { positionIdx: 3, min: null, max: 90 },
        ],
      },
      'slotRatings.1.positionIdx',
    ],
    ['an unknown formation', { formations: ['f442', 'f999'] }, 'formations.1'],
  ])('names the field of %s', (_case, rules, field) => {
    expect(rulesetProblems({ ...openRuleset(), ...rules })).toEqual([expect.objectContaining({ field })]);
  });
});
