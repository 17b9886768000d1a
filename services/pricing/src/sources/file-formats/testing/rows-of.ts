import fc from 'fast-check';
import { MalformedPriceFileError, type FileRow } from '../file-row.js';

export type RowReader = (text: AsyncIterable<string>) => AsyncIterable<FileRow>;

/** The rows a reader gives for a text fed in these chunks (a file's chunks may end anywhere). */
export const rowsOf = async (read: RowReader, ...chunks: string[]): Promise<FileRow[]> => {
  const rows: FileRow[] = [];
  for await (const row of read(
    (async function* () {
      yield* chunks;
    })(),
  )) {
    rows.push(row);
  }
  return rows;
};

/** The fault a reader stops at (a test's failure if it reads the text through, or fails otherwise). */
export const malformationOf = async (read: RowReader, text: string): Promise<MalformedPriceFileError> => {
  const failure = await rowsOf(read, text).then(
    () => new Error('read through without a fault'),
    (error: unknown) => error,
  );
  if (failure instanceof MalformedPriceFileError) return failure;
  throw failure;
};

/** Checks that a reader gives the same rows for a text however it is cut into chunks. */
export const expectSameRowsHoweverCut = async (read: RowReader, text: string, numRuns: number) => {
  const whole = await rowsOf(read, text);
  const cuts = fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 });
  await fc.assert(
    fc.asyncProperty(cuts, async (at) => {
      const bounds = [0, ...at.sort((a, b) => a - b), text.length];
      const chunks = bounds.slice(1).map((end, index) => text.slice(bounds[index], end));
      expect(await rowsOf(read, ...chunks)).toEqual(whole);
    }),
    { numRuns },
  );
};
