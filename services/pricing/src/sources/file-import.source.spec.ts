import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_INGEST_ROWS } from '@futgg/contracts';
import { FileImportSource, formatOfPath, type FileBatch } from './file-import.source.js';

describe(FileImportSource.name, () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'price-file-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const fileOf = async (name: string, text: string) => {
    const path = join(folder, name);
    await writeFile(path, text);
    return path;
  };
  const batchesOf = async (source: FileImportSource) => {
    const batches: FileBatch[] = [];
    for await (const batch of source.positionedBatches()) batches.push(batch);
    return batches;
  };

  it('cuts a large file into batches of at most MAX_INGEST_ROWS, positions running on, progress to the end', async () => {
    const count = 2 * MAX_INGEST_ROWS + 1;
    const lines = Array.from({ length: count }, (_, i) => `${i + 1},${100 + i},2026-11-25T09:00:00Z`);
    const path = await fileOf('large.csv', `eaId,price,observedAt\n${lines.join('\n')}\n`);
    const progress: [number, number][] = [];
    const source = await FileImportSource.open(path, 'csv', (read, size) => progress.push([read, size]));

    const batches = await batchesOf(source);

    expect(batches.map(({ rows }) => rows.length)).toEqual([MAX_INGEST_ROWS, MAX_INGEST_ROWS, 1]);
    expect(batches.flatMap(({ positions }) => positions)).toEqual(lines.map((_, i) => i + 2));
    expect(batches[2]!.rows).toEqual([
      { eaId: count, price: 100 + count - 1, observedAt: '2026-11-25T09:00:00Z' },
    ]);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toEqual([source.size, source.size]);
    expect(progress.map(([read]) => read)).toEqual([...progress.map(([read]) => read)].sort((a, b) => a - b));
  });

  it('is a price source named file whose batches are the rows alone', async () => {
    const path = await fileOf('rows.jsonl', '\uFEFF{"eaId": 1, "price": 400}\n{"eaId": 2}\n');
    const source = await FileImportSource.open(path, 'ndjson');
    const batches = [];
    for await (const rows of source.batches()) batches.push(rows);
    expect(source.source).toBe('file');
    expect(batches).toEqual([[{ eaId: 1, price: 400 }, { eaId: 2 }]]);
  });

  it('reads a file with a byte order mark and no rows as no batches', async () => {
    expect(
      await batchesOf(await FileImportSource.open(await fileOf('empty.json', '\uFEFF[]'), 'json')),
    ).toEqual([]);
  });

  it('refuses to open what is missing or not a file', async () => {
    await expect(FileImportSource.open(join(folder, 'missing.csv'), 'csv')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(FileImportSource.open(folder, 'csv')).rejects.toThrow('is not a file');
  });
});

describe('formatOfPath', () => {
  it.each([
    ['prices.csv', 'csv'],
    ['PRICES.CSV', 'csv'],
    ['prices.json', 'json'],
    ['prices.ndjson', 'ndjson'],
    ['prices.jsonl', 'ndjson'],
    ['prices.txt', undefined],
    ['prices', undefined],
  ])('takes %s for %s', (path, format) => {
    expect(formatOfPath(path)).toBe(format);
  });
});
