import type { ClubFileFormat } from '@futgg/contracts';
import { ClubFileError, type ClubFile } from './club-file-rows.js';
import { readClubCsv } from './club-csv.js';
import { readClubJson } from './club-json.js';

export { ClubFileError, type ClubFile, type ClubFileCard } from './club-file-rows.js';

/**
 * A club file's cards, by its layout (docs/user-club.md). `auto` reads JSON when the text starts with
 * `[` or `{`, CSV otherwise; a layout named by the caller is read as that, whatever the text looks like.
 */
export const readClubFile = (content: string, format: ClubFileFormat): ClubFile => {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ClubFileError('the file is empty');
  const isJson = format === 'json' || (format === 'auto' && /^\s*[[{]/.test(text));
  return isJson ? readClubJson(text) : readClubCsv(text);
};
