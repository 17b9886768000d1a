import { normalizeSearchText } from '@futgg/contracts';
import { readSharedCsv, readSharedJson } from './shared-data.js';

// Letters NFD does not split into a base letter and a mark; sources spell the same player both ways.
const UNDECOMPOSED: Readonly<Record<string, string>> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss' };

/**
 * A name folded for comparison: the catalog's search folding (no accents, lower case, single spaces),
 * and "ø", "ł", "đ", "ß" as their plain letters too, so "Ødegaard" and "odegaard" meet.
 */
export const foldName = (name: string): string =>
  normalizeSearchText(name).replace(/[øłđß]/g, (letter) => UNDECOMPOSED[letter] ?? letter);

let cache: Set<string> | undefined;

/**
 * Every real player's name in the shared data sets, folded: the names on EA's FC 25 cards and on
 * FUTBIN's, the FC 26 club's common names, and FIFA 23's short and full names.
 */
export const realPlayerNames = (): Set<string> =>
  (cache ??= new Set(
    [
      ...readSharedCsv('fc25-player-ratings', 'players.csv').map((row) => row['Name']),
      ...readSharedCsv('fc25-fut-cards-futbin', 'cards.csv').map((row) => row['Name']),
      ...readSharedJson<{ commonName?: string }[]>('fc26-fut-club-futgg', 'cards.json').map(
        (card) => card.commonName,
      ),
      ...readSharedCsv('fifa23-sofifa-sample', 'players.csv').flatMap((row) => [
        row['short_name'],
        row['long_name'],
      ]),
    ]
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      .map(foldName),
  ));
