import type { IngestPricesReply } from '@futgg/contracts';
import { counted as count } from '@futgg/service-kit';
import type { FileBatch } from '../sources/file-import.source.js';

/** Where refused rows were, at most this many a reason: enough to find the pattern in the file. */
const POSITIONS_SHOWN = 5;
/** Reasons listed, most rows first; an unknown card is a reason of its own, so they can be many. */
const REASONS_SHOWN = 10;

export interface RefusalGroup {
  reason: string;
  count: number;
  /** The first rows refused for it, by file position. */
  positions: number[];
}

/** What an import did so far, batch by batch: counts, and the refusals grouped by reason. */
export class ImportTally {
  read = 0;
  stored = 0;
  duplicates = 0;
  refused = 0;
  private readonly groups = new Map<string, RefusalGroup>();

  add(batch: FileBatch, reply: IngestPricesReply): void {
    this.read += batch.rows.length;
    this.stored += reply.stored;
    this.duplicates += reply.duplicates;
    this.refused += reply.refused.length;
    for (const { index, reason } of reply.refused) {
      let group = this.groups.get(reason);
      if (!group) {
        group = { reason, count: 0, positions: [] };
        this.groups.set(reason, group);
      }
      group.count += 1;
      if (group.positions.length < POSITIONS_SHOWN) group.positions.push(batch.positions[index] ?? index);
    }
  }

  /** Most rows first; equal counts in the order they appear in the file. */
  refusals(): RefusalGroup[] {
    return [...this.groups.values()].sort((a, b) => b.count - a.count || a.positions[0]! - b.positions[0]!);
  }
}

/**
 * The import's report: `prices.csv, FC 26: 12 rows read: 8 stored, 0 duplicate, 4 refused`, then one line
 * a reason, `  3 rows: price must be a whole number of coins above 0 (lines 4, 9, 17)`.
 */
export const summaryLines = (
  tally: ImportTally,
  what: { file: string; gameYear: number; unit: 'line' | 'element' },
): string[] => {
  const lines = [
    `${what.file}, FC ${what.gameYear}: ${count(tally.read, 'row')} read: ${tally.stored.toLocaleString('en-US')} stored, ` +
      `${tally.duplicates.toLocaleString('en-US')} duplicate, ${tally.refused.toLocaleString('en-US')} refused`,
  ];
  const groups = tally.refusals();
  for (const { reason, count: rows, positions } of groups.slice(0, REASONS_SHOWN)) {
    const more = rows > positions.length ? ', …' : '';
    const where = `${positions.length === 1 ? what.unit : `${what.unit}s`} ${positions.join(', ')}${more}`;
    lines.push(`  ${count(rows, 'row')}: ${reason} (${where})`);
  }
  const rest = groups.slice(REASONS_SHOWN);
  if (rest.length) {
    const rows = rest.reduce((sum, group) => sum + group.count, 0);
    lines.push(`  … ${count(rows, 'more row')} for ${count(rest.length, 'other reason')}`);
  }
  return lines;
};
