import { jsonArrayRows } from './json-array-rows.js';
import { expectSameRowsHoweverCut, malformationOf, rowsOf as readRows } from './testing/rows-of.js';

const rowsOf = (...chunks: string[]) => readRows(jsonArrayRows, ...chunks);

/** Rows whose strings hold what the scanner must not take for structure: commas, brackets, escapes. */
const TRICKY = `[
  {"eaId": 231747, "priceKey": "pc", "price": 12000, "observedAt": "2026-11-25T09:00:00Z"},
  {"eaId": 1, "price": "1,500]", "observedAt": "a \\"quoted\\" }{ ] [ \\\\", "note": {"nested": [1, {"x": "]"}]}},
  {
    "eaId": 2,
    "price": null
  }
]
`;

describe(jsonArrayRows.name, () => {
  it('reads each element as a row numbered from 1, values as they are, other keys left out', async () => {
    expect(await rowsOf(TRICKY)).toEqual([
      {
        position: 1,
        row: { eaId: 231747, priceKey: 'pc', price: 12_000, observedAt: '2026-11-25T09:00:00Z' },
      },
      { position: 2, row: { eaId: 1, price: '1,500]', observedAt: 'a "quoted" }{ ] [ \\' } },
      { position: 3, row: { eaId: 2, price: null } },
    ]);
  });

  it('reads the same rows however the text is cut into chunks', async () => {
    await expectSameRowsHoweverCut(jsonArrayRows, TRICKY, 200);
  });

  it('reads an empty array as no rows', async () => {
    expect(await rowsOf(' [ \n ] \n')).toEqual([]);
  });

  it.each([
    [
      'invalid JSON in a row, at the line the row starts',
      '[\n{"eaId": 1},\n{"eaId":\n 2,,}\n]',
      3,
      'invalid JSON in row 2',
    ],
    ['a row that is not an object', '[{"eaId": 1},\n 42]', 2, 'row 2 is a number, not a row object'],
    ['a row that is null', '[null]', 1, 'row 1 is null'],
    ['a file that is not an array', '\n{"eaId": 1}', 2, 'one array of rows'],
    ['a trailing comma', '[{"eaId": 1},\n]', 2, 'unexpected "]"'],
    ['two commas', '[{"eaId": 1},,{"eaId": 2}]', 1, 'unexpected ","'],
    ['a bracket closing the wrong thing', '[{"eaId": [1}]', 1, 'unexpected "}"'],
    [
      'a row never closed',
      '[{"eaId": 1},\n{"eaId": 2,\n"price": 3\n',
      2,
      'row 2, from this line, is never closed',
    ],
    ['an array never closed', '[{"eaId": 1}\n', 2, 'the array is never closed'],
    ['text after the array', '[{"eaId": 1}]\n[]', 2, '"[" after the end of the array'],
    ['an empty file', '', 1, 'the file is empty'],
  ])('stops at %s, naming the line', async (_name, text, line, reason) => {
    const failure = await malformationOf(jsonArrayRows, text);
    expect(failure.message).toBe(`line ${line}: ${failure.reason}`);
    expect(failure.reason).toContain(reason);
  });
});
