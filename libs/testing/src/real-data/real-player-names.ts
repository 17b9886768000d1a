import { readSharedCsv, readSharedJson } from './shared-data.js';

/** A name folded for comparison: no accents, lower case, single spaces ("Ødegaard" and "odegaard" meet). */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

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
