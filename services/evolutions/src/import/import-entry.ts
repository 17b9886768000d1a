import { ImportEvolutionsRequest, invalidInputFromZod } from '@futgg/contracts';
import type { ImportedEvolution, ImportableEvolution, RefusedEvolution } from './evolution-file.types.js';

/** The contract's schema of one evolution in an import batch. */
export const ImportEntry = ImportEvolutionsRequest.shape.evolutions.element;

// zod lists every option of an enum (the 60 upgrade types): enough to find the field, not to read.
const MESSAGE_LENGTH = 160;
const shortened = (text: string) =>
  text.length > MESSAGE_LENGTH ? `${text.slice(0, MESSAGE_LENGTH - 1)}…` : text;

/** A candidate as the contract reads it, or its refusal naming the first failing path (`evolutions.3.name`). */
export const checkedEntry = (
  candidate: unknown,
  index: number,
): { evolution: ImportedEvolution } | { reason: string } => {
  const result = ImportEntry.safeParse(candidate);
  if (result.success) return { evolution: result.data };
  return { reason: shortened(invalidInputFromZod(result.error, `evolutions.${index}`).message) };
};

/**
 * Sorts what was read into importable and refused, in file order; an id met before is refused the
 * second time (the service upserts by id: the later entry would silently replace the earlier).
 */
export const sortedEntries = (
  entries: readonly (ImportableEvolution | RefusedEvolution)[],
): { importable: ImportableEvolution[]; refused: RefusedEvolution[] } => {
  const importable: ImportableEvolution[] = [];
  const refused: RefusedEvolution[] = [];
  const firstIndexOf = new Map<number, number>();
  for (const entry of entries) {
    if ('reason' in entry) {
      refused.push(entry);
      continue;
    }
    const first = firstIndexOf.get(entry.evolution.id);
    if (first !== undefined) {
      const reason = `id ${entry.evolution.id} is already the evolution at index ${first}`;
      refused.push({ index: entry.index, label: entry.label, reason, unread: entry.unread });
      continue;
    }
    firstIndexOf.set(entry.evolution.id, entry.index);
    importable.push(entry);
  }
  return { importable, refused };
};
