import { csvRows, numberIfWhole } from './csv-rows.js';
import { MAX_ROW_CHARS } from './file-row.js';
import { expectSameRowsHoweverCut, malformationOf, rowsOf as readRows } from './testing/rows-of.js';

const rowsOf = (...chunks: string[]) => readRows(csvRows, ...chunks);

describe(csvRows.name, () => {
  it('reads the columns by the header, in any order, quoted or not', async () => {
    const rows = await rowsOf(
      'observedAt,price,"eaId",priceKey\n',
      '"2026-11-25T09:00:00Z",12000,231747,pc\n',
      '2026-11-25T09:05:00+01:00,"1,500",  20801 ,"console"\n',
    );
    expect(rows).toEqual([
      {
        position: 2,
        row: { eaId: 231747, priceKey: 'pc', price: 12_000, observedAt: '2026-11-25T09:00:00Z' },
      },
      {
        position: 3,
        row: { eaId: 20801, priceKey: 'console', price: '1,500', observedAt: '2026-11-25T09:05:00+01:00' },
      },
    ]);
  });

  it('leaves priceKey out when the file has no such column, and an empty cell out of its row', async () => {
    expect(await rowsOf('eaId,price,observedAt\n1,400,2026-11-25T09:00:00Z\n2,,\n')).toEqual([
      { position: 2, row: { eaId: 1, price: 400, observedAt: '2026-11-25T09:00:00Z' } },
      { position: 3, row: { eaId: 2 } },
    ]);
  });

  it('gives each row the line it starts on, past blank lines, CRLF and line breaks in quotes', async () => {
    const rows = await rowsOf(
      'eaId,price,observedAt\r\n',
      '\r\n1,2,"a\r\nb"\r',
      '\n\r\n  \r\n3,4,c\r\n5,6,d',
    );
    expect(rows.map(({ position, row }) => [position, row.eaId])).toEqual([
      [3, 1],
      [7, 3],
      [8, 5],
    ]);
  });

  it('reads the same rows however the text is cut into chunks, a CRLF cut in two included', async () => {
    const text = 'priceKey,eaId,price,observedAt\r\n\r\npc,1,"2\r\n",x\r\n"con""sole",3,4,"y, z"\r\n,5,6,w';
    await expectSameRowsHoweverCut(csvRows, text, 150);
  });

  it.each([
    [
      'a quote never closed, at the line of its row',
      'eaId,price,observedAt\n1,2,x\n\n3,"4,y\n5,6,z\n',
      4,
      'never closed',
    ],
    [
      'a row with another number of cells',
      'eaId,price,observedAt\n1,2,x\n3,4\n',
      3,
      '2 cells where the header names 3',
    ],
    ['text after a closing quote', 'eaId,price,observedAt\n1,"2"x,y\n', 2, 'malformed CSV'],
    [
      'an unknown column (a typo is not a default)',
      'eaId,price_key,price,observedAt\n',
      1,
      'unknown column "price_key"',
    ],
    ['a missing column', '\nobservedAt,eaId\n1,2\n', 2, 'the header has no column price'],
    ['a column named twice', 'eaId,price,observedAt,price\n', 1, 'column price is named twice'],
    ['no header at all', '', 1, 'no header row'],
    [
      'a row too long to be one',
      `eaId,price,observedAt\n1,2,${'x'.repeat(MAX_ROW_CHARS)}\n`,
      2,
      'not a price row',
    ],
  ])('stops at %s, naming the line', async (_name, text, line, reason) => {
    const failure = await malformationOf(csvRows, text);
    expect(failure.message).toBe(`line ${line}: ${failure.reason}`);
    expect(failure.reason).toContain(reason);
  });
});

describe(numberIfWhole.name, () => {
  it.each([
    ['1500', 1500],
    ['-5', -5],
    ['007', 7],
    ['1500.5', '1500.5'],
    ['1e3', '1e3'],
    ['12,000', '12,000'],
    ['0x10', '0x10'],
    ['99999999999999999999', '99999999999999999999'],
    ['free', 'free'],
  ])('reads %j as %j', (text, value) => {
    expect(numberIfWhole(text)).toBe(value);
  });
});
