import { ImportTally, summaryLines } from './import-summary.js';

const PRICE = 'price must be a whole number of coins above 0';
const rowsAt = (positions: number[]) => ({ rows: positions.map((eaId) => ({ eaId })), positions });
const refused = (reason: string, ...indexes: number[]) => indexes.map((index) => ({ index, reason }));

describe(ImportTally.name, () => {
  it('adds up the batches and names each refused row by its position in the file, grouped by reason', () => {
    const tally = new ImportTally();
    // Lines 2-9 in a first batch, 10-13 in a second: a refusal's index is within its batch.
    tally.add(rowsAt([2, 3, 4, 5, 6, 7, 8, 9]), {
      stored: 3,
      duplicates: 1,
      refused: [...refused(PRICE, 0, 2, 3), ...refused('no card 7 in FC 26', 5)],
    });
    tally.add(rowsAt([10, 11, 13, 14]), { stored: 0, duplicates: 1, refused: refused(PRICE, 0, 1, 3) });

    expect(tally).toMatchObject({ read: 12, stored: 3, duplicates: 2, refused: 7 });
    expect(summaryLines(tally, { file: 'prices.csv', gameYear: 26, unit: 'line' })).toEqual([
      'prices.csv, FC 26: 12 rows read: 3 stored, 2 duplicate, 7 refused',
      `  6 rows: ${PRICE} (lines 2, 4, 5, 10, 11, …)`,
      '  1 row: no card 7 in FC 26 (line 7)',
    ]);
  });

  it('says elements for a JSON array, and lists ten reasons at most', () => {
    const tally = new ImportTally();
    const positions = Array.from({ length: 13 }, (_, i) => i + 1);
    tally.add(rowsAt(positions), {
      stored: 0,
      duplicates: 0,
      refused: positions.map((position, index) => ({ index, reason: `no card ${position} in FC 25` })),
    });
    const lines = summaryLines(tally, { file: 'dump.json', gameYear: 25, unit: 'element' });
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines[1]).toBe('  1 row: no card 1 in FC 25 (element 1)');
    expect(lines[10]).toBe('  1 row: no card 10 in FC 25 (element 10)');
    expect(lines[11]).toBe('  … 3 more rows for 3 other reasons');
  });

  it('reports an empty file as nothing read', () => {
    expect(summaryLines(new ImportTally(), { file: 'empty.csv', gameYear: 26, unit: 'line' })).toEqual([
      'empty.csv, FC 26: 0 rows read: 0 stored, 0 duplicate, 0 refused',
    ]);
  });
});
