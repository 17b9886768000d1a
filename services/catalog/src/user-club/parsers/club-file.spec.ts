import { ClubFileError, readClubFile } from './club-file.js';

describe(readClubFile.name, () => {
  it.each([
    ['a JSON array', 'auto', '[{"eaId":1}]', 'card-array-json'],
    [
      'a JSON object after a byte-order mark and blanks',
      'auto',
      '\uFEFF\n  {"players":[{"eaId":1}]}',
      'card-array-json',
    ],
    [
      'our own JSON',
      'auto',
      '{"format":"futgg-club","version":1,"gameYear":26,"cards":[{"eaId":1,"isUntradeable":false}]}',
      'futgg-club',
    ],
    ['a CSV', 'auto', 'eaId,name\n1,x', 'club-export-csv'],
    ['a CSV after a byte-order mark', 'auto', '\uFEFFeaId,isUntradeable\n1,false', 'futgg-club-csv'],
    ['JSON named as such', 'json', '[{"eaId":1}]', 'card-array-json'],
    ['CSV named as such', 'csv', 'eaId\n1', 'club-export-csv'],
  ] as const)('reads %s (%s) as %s', (_name, format, text, layout) => {
    const file = readClubFile(text, format);
    expect(file.layout).toBe(layout);
    expect(file.cards.map((card) => card.eaId)).toEqual([1]);
  });

  it.each([
    ['an empty file', 'auto', '', 'the file is empty'],
    ['a file of blanks', 'auto', ' \n\t\n', 'the file is empty'],
    ['a CSV named JSON', 'json', 'eaId\n1', 'not valid JSON'],
    ['JSON named CSV', 'csv', '[{"eaId":1}]', 'malformed CSV'],
  ] as const)('stops at %s', (_name, format, text, message) => {
    expect(() => readClubFile(text, format)).toThrow(ClubFileError);
    expect(() => readClubFile(text, format)).toThrow(message);
  });
});
