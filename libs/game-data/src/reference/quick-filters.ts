import { emptyPlayerFilters, encodeFilterQuery, type PlayerFilters } from '@futgg/game-rules';
import type { QuickFilterRow } from '../game-data.types.js';
import { RARITY } from './rarities.js';

const filters = (build: (filters: PlayerFilters) => void): string => {
  const value = emptyPlayerFilters();
  build(value);
  return encodeFilterQuery(value);
};

// Presets written through the spec's filter codec, so each query is in canonical form.
export const quickFilterRows = (): QuickFilterRow[] =>
  [
    [
      'Best rated',
      filters((f) => {
        f.ranges.overall = { gte: 85 };
        f.sort = [{ field: 'overall', direction: 'desc' }];
      }),
    ],
    [
      'Most expensive',
      filters((f) => {
        f.ranges.overall = { gte: 85 };
        f.sort = [{ field: 'price', direction: 'desc' }];
      }),
    ],
    [
      'Cheap 84+ fodder',
      filters((f) => {
        f.ranges.overall = { gte: 84 };
        f.sort = [{ field: 'price', direction: 'asc' }];
      }),
    ],
    [
      'Fastest',
      filters((f) => {
        f.ranges.facePace = { gte: 90 };
        f.sort = [{ field: 'facePace', direction: 'desc' }];
      }),
    ],
    [
      '5-star skillers',
      filters((f) => {
        f.ranges.skillMoves = { eq: 5 };
        f.sort = [{ field: 'overall', direction: 'desc' }];
      }),
    ],
    [
      'Rising prices',
      filters((f) => {
        f.ranges.priceTrend24h = { gte: 10 };
        f.sort = [{ field: 'priceTrend24h', direction: 'desc' }];
      }),
    ],
    [
      'Icons',
      filters((f) => {
        f.lists.rarities = [RARITY.ICON, RARITY.MID_ICON, RARITY.PRIME_ICON];
        f.sort = [{ field: 'overall', direction: 'desc' }];
      }),
    ],
    [
      'Team of the Week',
      filters((f) => {
        f.lists.rarities = [RARITY.TEAM_OF_THE_WEEK];
        f.sort = [{ field: 'createdAt', direction: 'desc' }];
      }),
    ],
    [
      'PlayStyle+ stars',
      filters((f) => {
        f.ranges.playstylesPlusCount = { gte: 2 };
        f.sort = [{ field: 'overall', direction: 'desc' }];
      }),
    ],
  ].map(([name, query], index) => ({ id: index + 1, name: name!, query: query! }));
