import { counted } from '@futgg/service-kit';
import type { ImportPlayersSummary } from './import-players.js';

/** The summary the CLI prints: counts first, then each skip reason with its first examples. */
export const importSummaryLines = (file: string, summary: ImportPlayersSummary): string[] => {
  const lines = [
    `Imported ${file} (${summary.format}) into FC ${summary.gameYear} in ${summary.seconds.toFixed(1)} s: ` +
      `${counted(summary.read, 'row')} read, ${counted(summary.imported, 'card')} imported ` +
      `(${summary.inserted.toLocaleString('en-US')} new, ${summary.updated.toLocaleString('en-US')} updated, ` +
      `${summary.unchanged.toLocaleString('en-US')} unchanged), ${counted(summary.skipped, 'row')} skipped`,
  ];
  const created = Object.entries(summary.createdReferences).filter(([, count]) => count > 0);
  if (created.length) {
    const noun = (kind: string, count: number) =>
      kind === 'rarity'
        ? `${count.toLocaleString('en-US')} ${count === 1 ? 'rarity' : 'rarities'}`
        : counted(count, kind);
    lines.push(
      `Created ${created.map(([kind, count]) => noun(kind, count)).join(', ')} the catalog did not have`,
    );
  }
  if (summary.searchIndexError) {
    lines.push(`Global search not re-indexed (${summary.searchIndexError}); its next pass (15 min) will`);
  }
  for (const reason of summary.skipReasons) {
    lines.push(`  skipped ${reason.count.toLocaleString('en-US')}: ${reason.reason}`);
    for (const example of reason.examples) lines.push(`    line ${example.line}: ${example.detail}`);
  }
  if (summary.unknownNames.length) {
    const shown = summary.unknownNames.slice(0, 10).map(({ name, count }) => `${name} ×${count}`);
    lines.push(
      `  left out (no id in our vocabulary): ${shown.join(', ')}${summary.unknownNames.length > 10 ? ', …' : ''}`,
    );
  }
  return lines;
};
