import { PlayerItem } from '@futgg/contracts';
import { columnOf } from '@futgg/service-kit';
import { pcPriceOf, type GameData } from '@futgg/game-data';

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
  /** Fields not in the generated rows, made from the row's others. */
  derived?: Readonly<Record<string, (row: Record<string, unknown>) => unknown>>;
}

/** A field of a row as the table stores it: its own value, or the one derived from the row. */
export const valueOf = (catalogTable: CatalogTable, row: Record<string, unknown>, field: string): unknown =>
  catalogTable.derived?.[field] ? catalogTable.derived[field](row) : row[field];

/** The seed's market seed: the simulated market's default (PRICE_MARKET_SEED), so PC starts where it goes on. */
const MARKET_SEED = 26;

/**
 * The PC market's columns until pricing publishes PC prices: console's price with the simulated market's
 * PC premium, and console's trends, fluctuation and extinction.
 */
export const PC_SEED_FIELDS: Readonly<Record<string, (row: Record<string, unknown>) => unknown>> = {
  pcPrice: (row) =>
    row['price'] === null || row['price'] === undefined
      ? null
      : pcPriceOf(row['price'] as number, row['eaId'] as number, MARKET_SEED),
  pcPriceTrend1h: (row) => row['priceTrend1h'] ?? null,
  pcPriceTrend3h: (row) => row['priceTrend3h'] ?? null,
  pcPriceTrend6h: (row) => row['priceTrend6h'] ?? null,
  pcPriceTrend12h: (row) => row['priceTrend12h'] ?? null,
  pcPriceTrend24h: (row) => row['priceTrend24h'] ?? null,
  pcPriceFluctuation: (row) => row['priceFluctuation'] ?? null,
  pcPriceUpdatedAt: (row) => row['priceUpdatedAt'] ?? null,
  pcIsExtinct: (row) => row['isExtinct'] ?? false,
};

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
  ...Object.keys(PC_SEED_FIELDS),
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
  {
    ...table(
      'player_items',
      'playerItems',
      PLAYER_ITEM_COPY_FIELDS.filter((field) => field !== 'gameYear'),
    ),
    derived: PC_SEED_FIELDS,
  },
];

export const columnListOf = (catalogTable: CatalogTable): string =>
  catalogTable.fields.map((field) => `"${columnOf(field)}"`).join(', ');
