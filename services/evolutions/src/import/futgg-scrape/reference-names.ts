import { generateReferenceData } from '@futgg/game-data';
import { keyOf } from './stat-names.js';

/** The reference data's ids by name, to read names a scrape writes out (rarities, nations, PlayStyles…). */
export interface ReferenceNames {
  gameYear: number;
  rarities: ReadonlyMap<string, readonly number[]>;
  nations: ReadonlyMap<string, readonly number[]>;
  leagues: ReadonlyMap<string, readonly number[]>;
  clubs: ReadonlyMap<string, readonly number[]>;
  playstyles: ReadonlyMap<string, number>;
}

export type NamedKind = 'rarities' | 'nations' | 'leagues' | 'clubs';

// One name may stand for several ids: the two evolution rarities (17 and 19) are both "Evolution".
const idsByName = (rows: readonly { eaId: number; name: string }[]) => {
  const byName = new Map<string, number[]>();
  for (const { eaId, name } of rows) byName.set(keyOf(name), [...(byName.get(keyOf(name)) ?? []), eaId]);
  return byName;
};

/** The names of the game year's reference data (libs/game-data, which the catalog is seeded with). */
export const referenceNamesOf = (gameYear: number): ReferenceNames => {
  const reference = generateReferenceData(gameYear);
  return {
    gameYear,
    rarities: idsByName(reference.rarities),
    nations: idsByName(reference.nations),
    leagues: idsByName(reference.leagues),
    clubs: idsByName(reference.clubs),
    playstyles: new Map(reference.playstyles.map(({ id, name }) => [keyOf(name), id])),
  };
};
