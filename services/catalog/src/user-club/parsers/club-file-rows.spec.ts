import { clubFileOf, duplicatesOf, eaIdOf, flagOf, rowOf } from './club-file-rows.js';

describe(eaIdOf.name, () => {
  it.each([
    [231747, 231747],
    ['231747', 231747],
    ['  20801 ', 20801],
    ['007', 7],
    [2_147_483_647, 2_147_483_647],
  ])('reads %j as card %i', (value, eaId) => {
    expect(eaIdOf(value, 'eaId')).toEqual({ ok: true, value: eaId });
  });

  it.each([
    ['', 'no card id in eaId'],
    [null, 'no card id in eaId'],
    [undefined, 'no card id in eaId'],
    [-5, 'eaId -5 is not a card id (ids are positive)'],
    ['-5', 'eaId -5 is not a card id (ids are positive)'],
    [0, 'eaId 0 is not a card id (ids are positive)'],
    [12.5, 'eaId 12.5 is not a whole number'],
    ['12.0', 'eaId "12.0" is not a whole number'],
    ['1e3', 'eaId "1e3" is not a whole number'],
    ['abc', 'eaId "abc" is not a whole number'],
    [2_147_483_648, 'eaId 2147483648 is larger than any card id'],
    [true, 'eaId is a boolean, not a card id'],
    [[1], 'eaId is an array, not a card id'],
  ])('refuses %j: %s', (value, reason) => {
    expect(eaIdOf(value, 'eaId')).toEqual({ ok: false, reason });
  });
});

describe(flagOf.name, () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['TRUE', true],
    ['False', false],
    ['yes', true],
    ['No', false],
    ['Y', true],
    ['n', false],
    ['1', true],
    [' 0 ', false],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, flag) => {
    expect(flagOf(value, 'untradeable')).toEqual({ ok: true, value: flag });
  });

  it.each([['maybe'], [2], [{}]])('refuses %j, naming the column', (value) => {
    expect(flagOf(value, 'Untradeable')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Untradeable must be true or false/),
    });
  });
});

describe(rowOf.name, () => {
  it.each([
    ['no flag: tradeable', {}, false],
    ['an untradeable flag', { untradeable: { name: 'untradeable', value: 'yes' } }, true],
    [
      'a tradeable flag, inverted',
      { untradeable: { name: 'tradeable', value: 'yes' }, isInverted: true },
      false,
    ],
    [
      'a tradeable "no", inverted',
      { untradeable: { name: 'tradeable', value: 'no' }, isInverted: true },
      true,
    ],
    ['an empty flag: tradeable', { untradeable: { name: 'tradeable', value: '' }, isInverted: true }, false],
  ])('reads %s', (_name, flag, isUntradeable) => {
    expect(rowOf(3, { id: { name: 'eaId', value: '5' }, ...flag })).toEqual({
      line: 3,
      card: { eaId: 5, isUntradeable, duplicates: null },
    });
  });

  it('reads the duplicates a row names, and refuses the row when they are no count', () => {
    const id = { name: 'eaId', value: '5' };
    expect(rowOf(3, { id, duplicates: { name: 'Duplicates', value: ' 2 ' } })).toEqual({
      line: 3,
      card: { eaId: 5, isUntradeable: false, duplicates: 2 },
    });
    expect(rowOf(4, { id, duplicates: { name: 'Duplicates', value: 'two' } })).toEqual({
      line: 4,
      reason: 'Duplicates must be a whole number of duplicates from 0 to 100, got "two"',
    });
  });
});

describe(duplicatesOf.name, () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 100 ', 100],
    [0, 0],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, count) => {
    expect(duplicatesOf(value, 'duplicates')).toEqual({ ok: true, value: count });
  });

  it.each([[-1], [101], [1.5], ['1.5'], ['many'], [true]])('refuses %j', (value) => {
    expect(duplicatesOf(value, 'duplicates')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^duplicates must be a whole number of duplicates from 0 to 100, got /),
    });
  });
});

describe(clubFileOf.name, () => {
  it('refuses a card named again with the line that named it first, the first one counting', () => {
    const file = clubFileOf('club-export-csv', [
      { line: 2, card: { eaId: 7, isUntradeable: true, duplicates: 1 } },
      { line: 3, reason: 'no card id in eaId' },
      { line: 4, card: { eaId: 8, isUntradeable: false, duplicates: null } },
      { line: 5, card: { eaId: 7, isUntradeable: false, duplicates: null } },
    ]);
    expect(file).toEqual({
      layout: 'club-export-csv',
      read: 4,
      cards: [
        { eaId: 7, isUntradeable: true, duplicates: 1, line: 2 },
        { eaId: 8, isUntradeable: false, duplicates: null, line: 4 },
      ],
      refused: [
        { line: 3, reason: 'no card id in eaId' },
        { line: 5, reason: 'card 7 is already on line 2' },
      ],
    });
  });
});
