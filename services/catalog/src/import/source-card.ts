import { normalizeSearchText } from '@futgg/contracts';

/** A nation, league, club or rarity as a source names it: its EA id, its name, or both. */
export interface ReferenceInput {
  eaId?: number;
  name?: string;
}

/**
 * One card as a source file gives it, in our vocabulary (ARCHITECTURE.md "One vocabulary"): `fields`
 * holds only what the file states; everything else is resolved (references, PlayStyle names) or derived
 * (face stats a source leaves out, totals) by the importer, never overwritten.
 */
export interface SourceCard {
  line: number;
  /** Stable id of the card within its source (`sofifa:158023`, `futbin:55805`): the idempotency key. */
  sourceKey: string;
  eaId?: number;
  basePlayerEaId?: number;
  /** Stable id of the player (all his cards) when the source has no EA id for him. */
  basePlayerKey?: string;
  firstName: string;
  lastName: string;
  commonName: string;
  gender?: number;
  rarity: ReferenceInput;
  club?: ReferenceInput;
  league?: ReferenceInput;
  nation?: ReferenceInput;
  fields: Record<string, number | number[] | string | null>;
  playstyleNames: string[];
  playstylePlusNames: string[];
  rolePlusNames: string[];
  rolePlusPlusNames: string[];
  price?: number | null;
  isExtinct?: boolean;
  isSbc?: boolean;
  isObjective?: boolean;
}

export type SourceRow = { ok: true; card: SourceCard } | { ok: false; line: number; reason: string };

export const skipped = (line: number, reason: string): SourceRow => ({ ok: false, line, reason });

/** A row the file cannot give a card for, with the reason the import reports. */
export class RowProblem extends Error {}

/** An integer the way sources write them: `87`, `87.0`; undefined for an empty cell. */
export const integerOf = (raw: unknown, column: string): number | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isInteger(value)) throw new RowProblem(`${column} is not a whole number ("${String(raw)}")`);
  return value;
};

export const requiredIntegerOf = (raw: unknown, column: string): number => {
  const value = integerOf(raw, column);
  if (value === undefined) throw new RowProblem(`${column} is empty`);
  return value;
};

/** Names compare without accents, case, punctuation or extra spaces: "Atlético Madrid" = "atletico  madrid". */
export const nameKeyOf = (name: string): string =>
  normalizeSearchText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** FNV-1a, 32 bits: a stable hash of a text, the same on every machine and Node version. */
export const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (const char of Buffer.from(text, 'utf8')) {
    hash ^= char;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

// Ids the importer makes for sources without EA ids live above EA's own (special versions reach a few
// hundred million: base id + n·2^24) and below PostgreSQL's integer limit (docs/player-import.md).
export const DERIVED_ID_MIN = 1_100_000_000;
const DERIVED_ID_SPAN = 2_147_483_647 - DERIVED_ID_MIN;

/** The id a source key always gets, before collisions are settled (see `DerivedIds`). */
export const derivedIdOf = (key: string): number => DERIVED_ID_MIN + (fnv1a(key) % DERIVED_ID_SPAN);

/**
 * Hands out derived ids: a key keeps its hash's id unless another key took it first in this file, then
 * the next free one. The same file in the same order always gives the same ids.
 */
export class DerivedIds {
  private readonly keyById = new Map<number, string>();
  private readonly idByKey = new Map<string, number>();

  idOf(key: string): number {
    const known = this.idByKey.get(key);
    if (known !== undefined) return known;
    let id = derivedIdOf(key);
    while (this.keyById.has(id) && this.keyById.get(id) !== key) {
      id = id + 1 > 2_147_483_647 ? DERIVED_ID_MIN : id + 1;
    }
    this.keyById.set(id, key);
    this.idByKey.set(key, id);
    return id;
  }
}

/** "Kylian Mbappé" → first "Kylian", last "Mbappé"; one word is a last name only. */
export const splitName = (full: string): { firstName: string; lastName: string } => {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
};

export const splitList = (raw: string | undefined, separator = ','): string[] =>
  (raw ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** `Right`/`right`/`1` → 1, `Left`/`left`/`2` → 2. */
export const footOf = (raw: unknown): number => {
  const text = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (text === 'right' || text === '1') return 1;
  if (text === 'left' || text === '2') return 2;
  throw new RowProblem(`foot must be Right or Left, got "${String(raw ?? '')}"`);
};
