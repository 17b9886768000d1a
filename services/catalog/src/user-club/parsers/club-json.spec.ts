import { ClubFileError } from './club-file-rows.js';
import { readClubJson } from './club-json.js';

const cardsOf = (text: string) =>
  readClubJson(text).cards.map(({ eaId, isUntradeable }) => [eaId, isUntradeable]);

describe(readClubJson.name, () => {
  it.each([
    ['a bare array', '[{"eaId":1},{"eaId":2,"untradeable":true}]'],
    ['the array in players', '{"players":[{"eaId":1},{"eaId":2,"untradeable":true}]}'],
    ['the array in data', '{"data":[{"eaId":1},{"eaId":2,"isUntradeable":true}]}'],
    ['the array in items', '{"items":[{"eaId":1,"tradeable":true},{"eaId":2,"tradeable":false}]}'],
    ['definitionId', '[{"definitionId":1},{"definitionId":"2","untradable":"yes"}]'],
    ['resourceId', '[{"resourceId":1,"untradeable":false},{"resourceId":2,"untradeable":1}]'],
    ['id', '[{"id":1,"isUntradeable":null},{"id":2,"isUntradeable":"true"}]'],
  ])('reads card objects from %s', (_name, text) => {
    expect(readClubJson(text).layout).toBe('card-array-json');
    expect(cardsOf(text)).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it.each([
    ['eaId before definitionId', { eaId: 5, definitionId: 6 }, 5],
    ['definitionId before resourceId', { definitionId: 6, resourceId: 7 }, 6],
    ['resourceId before the item id', { id: 900_000_123, resourceId: 7 }, 7],
    ['the card id beside the player id', { assetId: 20801, definitionId: 50_352_449 }, 50_352_449],
  ])('takes the card id by its key: %s', (_name, entry, eaId) => {
    expect(cardsOf(JSON.stringify([entry]))).toEqual([[eaId, false]]);
  });

  it('lets an untradeable key win over a tradeable one', () => {
    expect(cardsOf('[{"eaId":1,"untradeable":false,"tradeable":false}]')).toEqual([[1, false]]);
  });

  it.each([
    ['a number', 5, 'entry is a number, not a card object'],
    ['null', null, 'entry is null, not a card object'],
    ['no id', { name: 'x' }, 'no card id (eaId, definitionId, resourceId, id)'],
    [
      'only the player id',
      { assetId: 20801 },
      'no card id (eaId, definitionId, resourceId, id): assetId names the player, not which of his cards',
    ],
    ['a negative id', { eaId: -3 }, 'eaId -3 is not a card id (ids are positive)'],
    ['a fraction', { eaId: 3.5 }, 'eaId 3.5 is not a whole number'],
    [
      'a bad flag',
      { eaId: 3, untradeable: 'perhaps' },
      'untradeable must be true or false (yes/no, 1/0), got "perhaps"',
    ],
  ])('refuses an entry with %s, at its 1-based position', (_name, entry, reason) => {
    const file = readClubJson(JSON.stringify([{ eaId: 1 }, entry]));
    expect(file.refused).toEqual([{ line: 2, reason }]);
    expect(file.read).toBe(2);
    expect(file.cards).toHaveLength(1);
  });

  it('reads our own export, its game year with it', () => {
    const file = readClubJson(
      '{"format":"futgg-club","version":1,"gameYear":26,"cards":[{"eaId":123,"isUntradeable":true},{"eaId":4,"isUntradeable":false}]}',
    );
    expect(file).toMatchObject({ layout: 'futgg-club', gameYear: 26, read: 2, refused: [] });
    expect(file.cards.map(({ eaId, isUntradeable }) => [eaId, isUntradeable])).toEqual([
      [123, true],
      [4, false],
    ]);
  });

  it("reads our own export's duplicates, nothing said where a card names none", () => {
    const file = readClubJson(
      '{"format":"futgg-club","version":1,"gameYear":26,"cards":[{"eaId":123,"isUntradeable":true,"duplicates":3},{"eaId":4,"isUntradeable":false},{"eaId":5,"isUntradeable":true,"duplicates":101}]}',
    );
    expect(file.cards.map(({ eaId, duplicates }) => [eaId, duplicates])).toEqual([
      [123, 3],
      [4, null],
    ]);
    expect(file.refused).toEqual([
      { line: 3, reason: 'duplicates must be a whole number of duplicates from 0 to 100, got 101' },
    ]);
  });

  it('reads our own export as the API answers it, in data', () => {
    const file = readClubJson('{"data":{"format":"futgg-club","version":1,"gameYear":25,"cards":[]}}');
    expect(file).toMatchObject({ layout: 'futgg-club', gameYear: 25, read: 0, cards: [] });
  });

  it.each([
    ['text that is not JSON', '[{"eaId":1},', /^not valid JSON: /],
    ['a JSON number', '42', /this file is a number$/],
    ['an object of another kind', '{"club":[1,2]}', /this file is an object with "club"$/],
    ['another format', '{"format":"futbin-club","cards":[]}', /format "futbin-club" is not a club format/],
    [
      'an unknown version of ours',
      '{"format":"futgg-club","version":2,"gameYear":26,"cards":[]}',
      /version 2 of the futgg-club format is unknown/,
    ],
    [
      'our format without cards',
      '{"format":"futgg-club","version":1,"gameYear":26}',
      /cards must be an array/,
    ],
    [
      'our format without a year',
      '{"format":"futgg-club","version":1,"cards":[]}',
      /gameYear must be a game year/,
    ],
  ])('stops at %s', (_name, text, message) => {
    expect(() => readClubJson(text)).toThrow(ClubFileError);
    expect(() => readClubJson(text)).toThrow(message);
  });

  it('does not echo a large file back in its complaint', () => {
    const text = `[${'{"eaId":1,"commonName":"x"},'.repeat(10_000)}`;
    const failure = (() => {
      try {
        readClubJson(text);
      } catch (error) {
        return error as Error;
      }
      throw new Error('read a broken file');
    })();
    expect(failure.message.length).toBeLessThan(300);
  });
});
