import type { ImportEvolutionsRequest } from '@futgg/contracts';

/** One evolution as the import sends it: the contract's fields, its id, and its creation date if known. */
export type ImportedEvolution = ImportEvolutionsRequest['evolutions'][number];

/** fut.gg's scraped pages (a JSON array, French field names), or our own export format. */
export const EVOLUTION_FILE_FORMATS = ['futgg-scrape', 'futgg-evolutions'] as const;
export type EvolutionFileFormat = (typeof EVOLUTION_FILE_FORMATS)[number];

export interface ImportableEvolution {
  /** Its position in the file's list, from 0. */
  index: number;
  /** How the report names it: the file's id and the name. */
  label: string;
  evolution: ImportedEvolution;
  /** What the file says that the import leaves out, one line each: the text, then why. */
  unread: string[];
}

export interface RefusedEvolution {
  index: number;
  label: string;
  reason: string;
  unread: string[];
}

export interface EvolutionFileRead {
  format: EvolutionFileFormat;
  gameYear: number;
  /** Evolutions in the file. */
  read: number;
  importable: ImportableEvolution[];
  refused: RefusedEvolution[];
}

/** A file that is no evolution file at all: not JSON, an unknown format, a bad envelope. */
export class EvolutionFileError extends Error {}
