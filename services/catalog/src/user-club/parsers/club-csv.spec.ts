import { ClubFileError } from './club-file-rows.js';
import { delimiterOf, readClubCsv } from './club-csv.js';

const cardsOf = (text: string) =>
  readClubCsv(text).cards.map(({ eaId, isUntradeable, line }) => [line, eaId, isUntradeable]);

describe(readClubCsv.name, () => {
  it('reads our own export: eaId,isUntradeable', () => {
    const file = readClubCsv('eaId,isUntradeable\n123,true\n4,false\n');
    expect(file).toMatchObject({ layout: 'futgg-club-csv', read: 2, refused: [] });
    expect(cardsOf('eaId,isUntradeable\n123,true\n4,false\n')).toEqual([
      [2, 123, true],
      [3, 4, false],
    ]);
  });

  it('reads our own export with its duplicates column, an empty cell saying nothing', () => {
    const file = readClubCsv('eaId,isUntradeable,duplicates\n123,true,2\n4,false,\n9,true,lots\n');
    expect(file).toMatchObject({
      layout: 'futgg-club-csv',
      read: 3,
      refused: [
        { line: 4, reason: 'duplicates must be a whole number of duplicates from 0 to 100, got "lots"' },
      ],
    });
    expect(file.cards.map(({ eaId, duplicates }) => [eaId, duplicates])).toEqual([
      [123, 2],
      [4, null],
    ]);
  });

  it.each([
    [
      'semicolons, a Definition ID column and Yes/No (a spreadsheet in a comma-decimal locale)',
      'Name;Rating;Definition ID;Untradeable\nKylian Mbappé;91;231747;Yes\n"Ronaldo; C.";85;20801;No\n',
    ],
    [
      'tabs, a Resource ID column and an inverted Tradeable column',
      'Player\tRating\tResource ID\tTradeable\nKylian Mbappé\t91\t231747\tN\nC. Ronaldo\t85\t20801\tY\n',
    ],
    [
      'commas, ea_id and untradeable as 1/0, quoted cells',
      'ea_id,name,untradeable\r\n"231747","Mbappé, K.",1\r\n20801,"Ronaldo",0\r\n',
    ],
    [
      'a title line before the header, and Player ID with isUntradeable true/false',
      'FUT club export 2026-07-22\nPlayer ID,Rating,isUntradeable\n231747,91,TRUE\n20801,85,false\n',
    ],
    [
      'the card id beside the player id (assetId is not the card)',
      'assetId,definitionId,untradable\n231747,231747,y\n20801,20801,n\n',
    ],
  ])('reads an extension export with %s', (_name, text) => {
    const file = readClubCsv(text);
    expect(file.layout).toBe('club-export-csv');
    expect(file.refused).toEqual([]);
    expect(file.cards.map(({ eaId, isUntradeable }) => [eaId, isUntradeable])).toEqual([
      [231747, true],
      [20801, false],
    ]);
  });

  it.each([
    ['eaId'],
    ['EAID'],
    ['ea_id'],
    ['EA ID'],
    ['definitionId'],
    ['definition_id'],
    ['Definition ID'],
    ['resourceId'],
    ['Resource ID'],
    ['id'],
    ['ID'],
    ['Player ID'],
  ])('takes %j as the card id column', (column) => {
    expect(cardsOf(`Name,${column}\nX,7\n`)).toEqual([[2, 7, false]]);
  });

  it('prefers the card id to an item id in the same file', () => {
    expect(cardsOf('id,resourceId\n123456789012,231747\n')).toEqual([[2, 231747, false]]);
  });

  it('refuses bad rows with their line and reason, and reads the others', () => {
    const text = [
      'Definition ID;Name;Untradeable',
      '231747;Mbappé;yes',
      ';Nobody;no',
      '',
      '-20801;Negative;no',
      '12.5;Fraction;no',
      'abc;Letters;no',
      '231747;Mbappé again;no',
      '20801;"Ronaldo',
      'multi-line";perhaps',
      '190871',
      ';;',
      '158023;Messi;N',
    ].join('\n');
    const file = readClubCsv(text);
    expect(file.cards.map(({ line, eaId }) => [line, eaId])).toEqual([
      [2, 231747],
      [11, 190871],
      [13, 158023],
    ]);
    expect(file.refused).toEqual([
      { line: 3, reason: 'no card id in Definition ID' },
      { line: 5, reason: 'Definition ID -20801 is not a card id (ids are positive)' },
      { line: 6, reason: 'Definition ID "12.5" is not a whole number' },
      { line: 7, reason: 'Definition ID "abc" is not a whole number' },
      { line: 8, reason: 'card 231747 is already on line 2' },
      { line: 9, reason: 'Untradeable must be true or false (yes/no, 1/0), got "perhaps"' },
    ]);
    expect(file.read).toBe(9);
  });

  it.each([
    ['no id column', 'Name,Rating\nMbappé,91\n', 1, 'no header row naming the card id'],
    ['no header at all', '231747\n20801\n', 1, 'no header row naming the card id'],
    ['only the player id', 'Name,Asset ID\nMbappé,231747\n', 1, 'the only id column is Asset ID'],
    ['a quote never closed', 'eaId,name\n1,a\n2,"b\n3,c\n', 3, 'never closed'],
    ['text after a closing quote', 'eaId,name\n1,"a"b\n', 2, 'malformed CSV'],
    ['a row too long to be one', `eaId,name\n1,${'x'.repeat(100_001)}\n`, 2, 'is not a club row'],
  ])('stops at %s, naming the line', (_name, text, line, reason) => {
    const failure = (() => {
      try {
        readClubCsv(text);
      } catch (error) {
        return error as ClubFileError;
      }
      throw new Error('read a broken file');
    })();
    expect(failure).toBeInstanceOf(ClubFileError);
    expect(failure.line).toBe(line);
    expect(failure.reason).toContain(reason);
  });
});

describe(delimiterOf.name, () => {
  it.each([
    ['eaId,untradeable\n1,yes', ','],
    ['eaId;untradeable\n1;yes', ';'],
    ['eaId\tuntradeable\n1\tyes', '\t'],
    ['name;eaId\n"Ronaldo, C.";20801', ';'],
    ['eaId\n1\n2', ','],
    ['Export of 22.07.2026\neaId;Name;Rating\n1;a;2', ';'],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(delimiterOf(text)).toBe(delimiter);
  });
});
