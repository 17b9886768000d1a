import { PlayerItem } from '@futgg/contracts';
import { columnOf } from '@futgg/service-kit';
import type { GameData } from '@futgg/game-data';

type RowList = keyof Omit<GameData, 'gameYear' | 'seed'>;

export interface CatalogTable {
  /** Table name in the catalog schema. */
  name: string;
  /** Where its rows are in the generated game data. */
  rows: RowList;
  /** Vocabulary field names, in COPY column order (game_year first, written from the game year). */
  fields: readonly string[];
  /** Fields stored as jsonb. */
  jsonFields: ReadonlySet<string>;
}

const table = (name: string, rows: RowList, fields: string[], jsonFields: string[] = []): CatalogTable => ({
  name,
  rows,
  fields: ['gameYear', ...fields],
  jsonFields: new Set(jsonFields),
});

/** Counts PostgreSQL generates from the id lists (GENERATED ALWAYS): COPY must not name them. */
export const GENERATED_PLAYER_ITEM_FIELDS: ReadonlySet<string> = new Set([
  'playstylesCount',
  'playstylesPlusCount',
  'rolesPlusCount',
  'rolesPlusPlusCount',
]);

/** Every stored player-item field: the contract's whole card, less generated counts, plus the search key. */
export const PLAYER_ITEM_COPY_FIELDS: readonly string[] = [
  ...Object.keys(PlayerItem.shape).filter((field) => !GENERATED_PLAYER_ITEM_FIELDS.has(field)),
  'searchName',
];

/**
 * The catalog tables the seed fills, columns as the migration 1763800000000 creates them (the seed spec
 * compares each list with information_schema).
 */
export const CATALOG_TABLES: readonly CatalogTable[] = [
  table('rarities', 'rarities', [
    'eaId',
    'name',
    'imageUrl',
    'compactImageUrl',
    'textColor',
    'lineColor',
    'backgroundColor',
    'quality',
  ]),
  table('nations', 'nations', ['eaId', 'name', 'imageUrl']),
  table('leagues', 'leagues', ['eaId', 'name', 'imageUrl', 'nationEaId', 'gender']),
  table('clubs', 'clubs', ['eaId', 'name', 'imageUrl', 'leagueEaId', 'gender']),
  table('playstyles', 'playstyles', ['id', 'name', 'isGoalkeeper']),
  table(
    'roles',
    'roles',
    [
      'eaId',
      'id',
      'name',
      'position',
      'positionName',
      'plusEaId',
      'plusPlusEaId',
      'isPlus',
      'isPlusPlus',
      'isBase',
      'focus',
    ],
    ['focus'],
  ),
  table(
    'chemistry_styles',
    'chemistryStyles',
    ['shortName', 'eaId', 'name', 'isGoalkeeper', 'boosts'],
    ['boosts'],
  ),
  table('rarity_squads', 'raritySquads', ['id', 'name', 'releaseDate']),
  table('quick_filters', 'quickFilters', ['id', 'name', 'query']),
  table('build_up_styles', 'buildUpStyles', ['id', 'name']),
  table('defensive_approaches', 'defensiveApproaches', ['id', 'name']),
  table('formations', 'formations', ['id', 'index', 'name', 'slots', 'links'], ['slots', 'links']),
  table(
    'player_items',
    'playerItems',
    PLAYER_ITEM_COPY_FIELDS.filter((field) => field !== 'gameYear'),
  ),
];

export const columnListOf = (catalogTable: CatalogTable): string =>
  catalogTable.fields.map((field) => `"${columnOf(field)}"`).join(', ');
