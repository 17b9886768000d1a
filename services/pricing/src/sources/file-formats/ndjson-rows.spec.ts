import { MAX_ROW_CHARS } from './file-row.js';
import { ndjsonRows } from './ndjson-rows.js';
import { expectSameRowsHoweverCut, malformationOf, rowsOf as readRows } from './testing/rows-of.js';

const rowsOf = (...chunks: string[]) => readRows(ndjsonRows, ...chunks);

const TEXT = [
  '{"eaId": 231747, "priceKey": "pc", "price": 12000, "observedAt": "2026-11-25T09:00:00Z"}',
  '',
  '  ',
  '{"eaId": 1, "price": "1500", "source": "ignored"}\r',
  '{"eaId": 2, "observedAt": "2026-11-25T09:05:00Z"}',
].join('\n');

describe(ndjsonRows.name, () => {
  it('reads one row a line with its line number, past blank lines and CRs, the last without a newline', async () => {
    expect(await rowsOf(TEXT)).toEqual([
      {
        position: 1,
        row: { eaId: 231747, priceKey: 'pc', price: 12_000, observedAt: '2026-11-25T09:00:00Z' },
      },
      { position: 4, row: { eaId: 1, price: '1500' } },
      { position: 5, row: { eaId: 2, observedAt: '2026-11-25T09:05:00Z' } },
    ]);
  });

  it('reads the same rows however the text is cut into chunks', async () => {
    await expectSameRowsHoweverCut(ndjsonRows, TEXT, 100);
  });

  it.each([
    ['invalid JSON', '{"eaId": 1}\n\n{"eaId": 2,}\n', 3, 'invalid JSON'],
    ['a line that is not an object', '{"eaId": 1}\n[1, 2]\n', 2, 'this row is an array, not a row object'],
    ['a line too long to be a row', `{"eaId": 1}\n[${'1,'.repeat(MAX_ROW_CHARS)}`, 2, 'not a price row'],
  ])('stops at %s, naming the line', async (_name, text, line, reason) => {
    const failure = await malformationOf(ndjsonRows, text);
    expect(failure.message).toBe(`line ${line}: ${failure.reason}`);
    expect(failure.reason).toContain(reason);
  });
});
