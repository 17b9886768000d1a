import { open, type FileHandle } from 'node:fs/promises';
import { extname } from 'node:path';
import { MAX_INGEST_ROWS, type IncomingPriceRow } from '@futgg/contracts';
import { csvRows } from './file-formats/csv-rows.js';
import type { FileRow } from './file-formats/file-row.js';
import { jsonArrayRows } from './file-formats/json-array-rows.js';
import { ndjsonRows } from './file-formats/ndjson-rows.js';
import type { PriceSourceAdapter } from './price-source.js';

export const FILE_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

const FORMAT_OF_EXTENSION: Readonly<Record<string, FileFormat>> = {
  '.csv': 'csv',
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
};

/** The format a file's extension names, if it names one. */
export const formatOfPath = (path: string): FileFormat | undefined =>
  FORMAT_OF_EXTENSION[extname(path).toLowerCase()];

const ROWS_OF: Readonly<Record<FileFormat, (text: AsyncIterable<string>) => AsyncIterable<FileRow>>> = {
  csv: csvRows,
  json: jsonArrayRows,
  ndjson: ndjsonRows,
};

/** What a position counts in each format, for a refusal's report. */
export const POSITION_UNIT: Readonly<Record<FileFormat, 'line' | 'element'>> = {
  csv: 'line',
  json: 'element',
  ndjson: 'line',
};

/** A batch for the ingestion, and where each of its rows was in the file (refusals name rows by index). */
export interface FileBatch {
  rows: IncomingPriceRow[];
  positions: number[];
}

export async function* inFileBatches(
  rows: AsyncIterable<FileRow>,
  size = MAX_INGEST_ROWS,
): AsyncGenerator<FileBatch> {
  let batch: FileBatch = { rows: [], positions: [] };
  for await (const { row, position } of rows) {
    batch.rows.push(row);
    batch.positions.push(position);
    if (batch.rows.length === size) {
      yield batch;
      batch = { rows: [], positions: [] };
    }
  }
  if (batch.rows.length) yield batch;
}

/** Text without the byte order mark some editors put first (it is not whitespace to JSON.parse). */
async function* withoutByteOrderMark(text: AsyncIterable<string>): AsyncGenerator<string> {
  let isFirst = true;
  for await (const chunk of text) {
    yield isFirst ? chunk.replace(/^\uFEFF/, '') : chunk;
    isFirst = false;
  }
}

export type FileProgress = (bytesRead: number, size: number) => void;

/**
 * A price file (CSV, JSON array or NDJSON) as a source: streamed, so only a batch of rows and a read
 * buffer are held at a time, whatever the file's size. Opened first, so an unreadable file is said
 * before anything else is done; read once.
 */
export class FileImportSource implements PriceSourceAdapter {
  readonly source = 'file' as const;
  private isOpen = true;

  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
    readonly format: FileFormat,
    private readonly onProgress: FileProgress,
  ) {}

  static async open(
    path: string,
    format: FileFormat,
    onProgress: FileProgress = () => undefined,
  ): Promise<FileImportSource> {
    const handle = await open(path, 'r');
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      throw new Error(`${path} is not a file`);
    }
    return new FileImportSource(handle, stats.size, format, onProgress);
  }

  /** The rows in batches of at most MAX_INGEST_ROWS with their positions; progress after each batch. */
  async *positionedBatches(): AsyncGenerator<FileBatch> {
    if (!this.isOpen) throw new Error('a price file is read once');
    this.isOpen = false;
    const stream = this.handle.createReadStream({ encoding: 'utf8' });
    try {
      for await (const batch of inFileBatches(ROWS_OF[this.format](withoutByteOrderMark(stream)))) {
        yield batch;
        this.onProgress(stream.bytesRead, this.size);
      }
    } finally {
      stream.destroy();
    }
  }

  async *batches(): AsyncGenerator<IncomingPriceRow[]> {
    for await (const { rows } of this.positionedBatches()) yield rows;
  }

  /** Closes a file that was never read (reading it closes it at its end). */
  async close(): Promise<void> {
    if (!this.isOpen) return;
    this.isOpen = false;
    await this.handle.close();
  }
}
