import { counted } from '@futgg/service-kit';
import type { EvolutionFileRead } from './evolution-file.types.js';

const FORMAT_NAME = { 'futgg-scrape': "fut.gg's scrape", 'futgg-evolutions': 'futgg-evolutions v1' } as const;

/**
 * The report of a read file: `evolutions.json (fut.gg's scrape), FC 26: 20 evolutions read: 11
 * importable, 9 refused`, each refusal with its reason, then per importable evolution what was left out.
 */
export const reportLines = (read: EvolutionFileRead, file: string): string[] => {
  const lines = [
    `${file} (${FORMAT_NAME[read.format]}), FC ${read.gameYear}: ${counted(read.read, 'evolution')} read: ` +
      `${read.importable.length} importable, ${read.refused.length} refused`,
  ];
  if (read.refused.length) {
    lines.push('refused:');
    for (const { index, label, reason } of read.refused) lines.push(`  [${index}] ${label}: ${reason}`);
  }
  const partly = read.importable.filter((entry) => entry.unread.length > 0);
  if (partly.length) {
    lines.push(`not read (${counted(partly.length, 'evolution')} imported without it):`);
    for (const { index, label, unread } of partly) {
      lines.push(`  [${index}] ${label}:`, ...unread.map((line) => `    ${line}`));
    }
  }
  return lines;
};
