import type { IncomingPriceRow, PriceSource } from '@futgg/contracts';

/**
 * Where observed prices come from. Every source hands the same rows to the same ingestion (checked row
 * by row, stored idempotently): the simulated market (the workers' scheduled job), a file (the importer
 * command) and an external scraper (which pushes to POST /api/fut/prices/ingest/ instead of being asked).
 */
export interface PriceSourceAdapter {
  readonly source: PriceSource;
  /** The source's rows in batches of at most MAX_INGEST_ROWS, as the ingestion takes them. */
  batches(): AsyncIterable<IncomingPriceRow[]>;
}

/** Cuts rows into the ingestion's batches. */
export function* inBatches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
