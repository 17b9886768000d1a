import { GAME_YEAR } from '@futgg/game-rules';
import { readScrapedEvolution } from './futgg-scrape/read-scraped-evolution.js';
import { referenceNamesOf } from './futgg-scrape/reference-names.js';
import {
  EvolutionFileError,
  type EvolutionFileFormat,
  type EvolutionFileRead,
} from './evolution-file.types.js';
import { sortedEntries } from './import-entry.js';
import { OWN_FORMAT, readOwnFormat } from './own-format.js';

const SCRAPE_FIELDS = ['titre', 'conditions_eligibilite', 'boosts'];

/** Which format a parsed file is in: our envelope names itself; fut.gg's scrape is a list of its pages. */
export const evolutionFileFormatOf = (json: unknown): EvolutionFileFormat => {
  if (Array.isArray(json)) {
    const first = json.find((entry) => typeof entry === 'object' && entry !== null) as object | undefined;
    if (first && SCRAPE_FIELDS.some((field) => field in first)) return 'futgg-scrape';
    throw new EvolutionFileError(
      `a list, but not of fut.gg's scraped evolutions (objects with ${SCRAPE_FIELDS.join(', ')})`,
    );
  }
  if (typeof json === 'object' && json !== null && 'format' in json) {
    if (json.format === OWN_FORMAT.format) return OWN_FORMAT.format;
    throw new EvolutionFileError(
      `unknown format ${JSON.stringify(json.format)}: expected "${OWN_FORMAT.format}"`,
    );
  }
  throw new EvolutionFileError(
    `neither fut.gg's scraped evolutions (a list) nor our own format ({ "format": "${OWN_FORMAT.format}", … })`,
  );
};

export interface EvolutionFileOptions {
  /** --game-year: the scrape's year (default FC 26); for our format it must agree with the file's. */
  gameYear?: number;
  /** A relative expiry without a scrape date counts from here. */
  now: Date;
}

/** Reads an evolution file of either format: what can be imported, what is refused and why. */
export const readEvolutionFile = (text: string, options: EvolutionFileOptions): EvolutionFileRead => {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new EvolutionFileError(`not JSON: ${(error as Error).message}`);
  }
  const format = evolutionFileFormatOf(json);
  if (format === 'futgg-scrape') {
    const gameYear = options.gameYear ?? GAME_YEAR.DEFAULT;
    const names = referenceNamesOf(gameYear);
    const entries = (json as unknown[]).map((entry, index) =>
      readScrapedEvolution(entry, index, { names, now: options.now }),
    );
    return { format, gameYear, read: entries.length, ...sortedEntries(entries) };
  }
  const { gameYear, entries } = readOwnFormat(json);
  if (options.gameYear !== undefined && options.gameYear !== gameYear) {
    throw new EvolutionFileError(`the file is of FC ${gameYear}, --game-year says ${options.gameYear}`);
  }
  return { format, gameYear, read: entries.length, ...sortedEntries(entries) };
};
