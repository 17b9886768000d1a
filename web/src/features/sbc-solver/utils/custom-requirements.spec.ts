import { SbcRequirements, SbcRequirementsDraft } from '@futgg/contracts';
import {
  draftOf,
  EMPTY_REQUIREMENTS,
  newRow,
  rulesOf,
  storedRequirementsOf,
  type CountRow,
  type CustomRequirements,
} from './custom-requirements';

const form = (changes: Partial<CustomRequirements>): CustomRequirements => ({
  ...EMPTY_REQUIREMENTS,
  ...changes,
});

describe(rulesOf.name, () => {
  it('turns every field into the challenges’ own rules, the squad of 11 last', () => {
    const result = rulesOf(
      form({
        rating: '84',
        chemistry: '20',
        formationIds: ['f433', 'f4231'],
        ratedValue: '80',
        ratedCount: '3',
        rows: [
          { key: 1, kind: 'count', scope: 'league', ids: [13, 16], tiers: [], min: '2', max: '' },
          { key: 2, kind: 'count', scope: 'quality', ids: [], tiers: ['gold'], min: '', max: '11' },
          { key: 3, kind: 'same', scope: 'club', min: '', max: '3' },
          { key: 4, kind: 'different', scope: 'nation', min: '4', max: '' },
        ],
      }),
    );
    expect(result).toEqual({
      rules: [
        { type: 'squadRatingMin', value: 84 },
        { type: 'teamChemistryMin', value: 20 },
        { type: 'formation', formationIds: ['f433', 'f4231'] },
        { type: 'playerRatingMin', value: 80, count: 3 },
        { type: 'playerCount', scope: 'league', ids: [13, 16], min: 2 },
        { type: 'playerCount', scope: 'quality', tiers: ['gold'], max: 11 },
        { type: 'sameCount', scope: 'club', max: 3 },
        { type: 'differentCount', scope: 'nation', min: 4 },
        { type: 'playerTotal', value: 11 },
      ],
    });
    // The server reads them as they are.
    expect(
      SbcRequirements.safeParse({ version: 1, rules: 'rules' in result ? result.rules : [] }).success,
    ).toBe(true);
  });

  it('asks every player to be rated so when no count is given', () => {
    expect(rulesOf(form({ ratedValue: '75' }))).toEqual({
      rules: [
        { type: 'playerRatingMin', value: 75 },
        { type: 'playerTotal', value: 11 },
      ],
    });
  });

  it.each([
    ['nothing', {}, 'Add at least one requirement.'],
    ['a rating over 99', { rating: '100' }, 'The squad rating is a whole number from 1 to 99.'],
    ['a rating that is no number', { rating: '8a' }, 'The squad rating is a whole number from 1 to 99.'],
    ['chemistry over 33', { chemistry: '34' }, 'The team chemistry is a whole number from 0 to 33.'],
    ['a count without a rating', { ratedCount: '2' }, 'Give the rating those players need.'],
    [
      'a count of 12 players',
      { ratedValue: '80', ratedCount: '12' },
      'How many players: a whole number from 1 to 11.',
    ],
    [
      'a league count with no league',
      { rows: [newRow('count', 1)] },
      'Requirement 1: choose at least one league.',
    ],
    [
      'a quality count with no tier',
      { rows: [{ key: 1, kind: 'count', scope: 'quality', ids: [], tiers: [], min: '1', max: '' }] },
      'Requirement 1: choose bronze, silver or gold.',
    ],
    [
      'bounds that are both empty',
      { rows: [{ key: 1, kind: 'same', scope: 'league', min: '', max: '' }] },
      'Requirement 1: give a min, a max or both.',
    ],
    [
      'a min above the max',
      { rows: [{ key: 1, kind: 'different', scope: 'club', min: '5', max: '2' }] },
      'Requirement 1: the min is above the max.',
    ],
    [
      'a bound over 11',
      { rows: [{ key: 1, kind: 'different', scope: 'club', min: '12', max: '' }] },
      'Requirement 1: min and max are whole numbers from 0 to 11.',
    ],
  ] as [string, Partial<CustomRequirements>, string][])(
    'names the problem with %s',
    (_name, changes, problem) => {
      expect(rulesOf(form(changes))).toEqual({ problem });
    },
  );
});

describe(storedRequirementsOf.name, () => {
  const full = form({
    rating: '84',
    chemistry: '2',
    formationIds: ['f433', 'f442'],
    ratedValue: '8',
    ratedCount: '',
    rows: [
      { key: 7, kind: 'count', scope: 'nation', ids: [14, 18], tiers: [], min: '2', max: '' },
      { key: 9, kind: 'count', scope: 'quality', ids: [], tiers: ['silver', 'gold'], min: '', max: '11' },
      { key: 12, kind: 'different', scope: 'league', min: '3', max: '' },
    ],
  });
  const stored = (value: unknown) => storedRequirementsOf(JSON.parse(JSON.stringify(value)));

  it('reads back a form as stored, its rows keyed afresh, the half-typed fields as they were', () => {
    expect(stored(full)).toEqual({
      ...full,
      rows: full.rows.map((row, index) => ({ ...row, key: index + 1 })),
    });
    expect(stored(EMPTY_REQUIREMENTS)).toEqual(EMPTY_REQUIREMENTS);
  });

  it('leaves out a formation the game does not have', () => {
    expect(stored({ ...full, formationIds: ['f433', 'f999'] })?.formationIds).toEqual(['f433']);
  });

  it.each([
    ['nothing', null],
    ['not an object', 'form'],
    ['a rating that is a number', { ...full, rating: 84 }],
    ['formations that are not a list', { ...full, formationIds: 'f433' }],
    ['no rows', { ...full, rows: undefined }],
    ['a row of an unknown kind', { ...full, rows: [{ kind: 'most', scope: 'league', min: '', max: '' }] }],
    ['a count by an unknown scope', { ...full, rows: [{ ...full.rows[0], scope: 'planet' }] }],
    ['ids that are not numbers', { ...full, rows: [{ ...full.rows[0], ids: ['13'] }] }],
    ['an unknown quality', { ...full, rows: [{ ...full.rows[1], tiers: ['platinum'] }] }],
    [
      'a same-count by rarity',
      { ...full, rows: [{ key: 1, kind: 'same', scope: 'rarity', min: '1', max: '' }] },
    ],
  ])('answers null for %s', (_name, value) => {
    expect(stored(value)).toBeNull();
  });
});

describe(draftOf.name, () => {
  it('gives the account the form as typed, rows without their keys, in the shape the account takes', () => {
    const typed = form({
      rating: '8',
      formationIds: ['f433'],
      rows: [
        { ...newRow('count', 4), ids: [13], tiers: ['gold'] } as CountRow,
        { ...newRow('different', 9), max: '4' },
      ],
    });
    const draft = draftOf(typed);
    expect(draft).toEqual({
      rating: '8',
      chemistry: '',
      formationIds: ['f433'],
      ratedValue: '',
      ratedCount: '',
      rows: [
        { kind: 'count', scope: 'league', ids: [13], tiers: ['gold'], min: '1', max: '' },
        { kind: 'different', scope: 'league', min: '', max: '4' },
      ],
    });
    // What the squads service checks a saved form against.
    expect(SbcRequirementsDraft.safeParse(draft).success).toBe(true);
    // And back: the form again, with keys of its own.
    expect(storedRequirementsOf(draft)).toEqual({
      ...typed,
      rows: typed.rows.map((row, index) => ({ ...row, key: index + 1 })),
    });
  });

  it('gives nothing for an empty form, spaces included', () => {
    expect(draftOf(EMPTY_REQUIREMENTS)).toBeNull();
    expect(draftOf(form({ rating: ' ' }))).toBeNull();
  });
});
