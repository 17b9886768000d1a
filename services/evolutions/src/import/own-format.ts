import { z } from 'zod';
import { GameYear } from '@futgg/contracts';
import {
  EvolutionFileError,
  type ImportableEvolution,
  type ImportedEvolution,
  type RefusedEvolution,
} from './evolution-file.types.js';
import { checkedEntry } from './import-entry.js';

export const OWN_FORMAT = { format: 'futgg-evolutions', version: 1 } as const;

const Envelope = z.object({
  format: z.literal(OWN_FORMAT.format),
  version: z.number(),
  gameYear: GameYear,
  evolutions: z.array(z.unknown()),
});

/** Our own file: `{ format, version: 1, gameYear, evolutions: [EvolutionFields & { id, createdAt? }] }`. */
export const ownFormatOf = (gameYear: number, evolutions: readonly ImportedEvolution[]) => ({
  ...OWN_FORMAT,
  gameYear,
  evolutions,
});

const labelOf = (entry: unknown, index: number) => {
  const { id, name } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  return [typeof id === 'number' ? String(id) : `#${index}`, typeof name === 'string' ? `"${name}"` : '']
    .filter(Boolean)
    .join(' ');
};

/**
 * Our own format, each evolution checked by the contract's schema, a bad one refused with its index and
 * the first failing path. A bad envelope (another version, an unsupported game year) refuses the file.
 */
export const readOwnFormat = (
  json: unknown,
): { gameYear: number; entries: (ImportableEvolution | RefusedEvolution)[] } => {
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    throw new EvolutionFileError(
      `not a ${OWN_FORMAT.format} file: ${issue.path.join('.') || 'the file'}: ${issue.message}`,
    );
  }
  const { version, gameYear, evolutions } = envelope.data;
  if (version !== OWN_FORMAT.version) {
    throw new EvolutionFileError(
      `${OWN_FORMAT.format} version ${version}: this importer reads version ${OWN_FORMAT.version}`,
    );
  }
  const entries = evolutions.map((entry, index) => {
    const label = labelOf(entry, index);
    const checked = checkedEntry(entry, index);
    return 'reason' in checked
      ? { index, label, reason: checked.reason, unread: [] }
      : { index, label, evolution: checked.evolution, unread: [] };
  });
  return { gameYear, entries };
};
