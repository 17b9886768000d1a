import type { ManualChanges } from './manual-changes.js';

export interface PathKeyParts {
  gameYear: number;
  eaId: number;
  evolutionIds: readonly number[];
  manualChanges?: Readonly<ManualChanges> | null;
}

/** Object keys sorted at every depth, so two equal change sets give one text whatever their key order. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/**
 * The text a path hash is taken of: the card, its evolutions IN ORDER (order changes the evolved card:
 * caps and requirements depend on it) and the manual changes as a canonical set. Hashing is the
 * service's (a cryptographic hash has no place in pure rules); this text is what makes it stable.
 */
export const evolvedPathKey = ({ gameYear, eaId, evolutionIds, manualChanges }: PathKeyParts): string =>
  `v1|${gameYear}|${eaId}|${evolutionIds.join('.')}|${canonicalJson(manualChanges ?? {})}`;
