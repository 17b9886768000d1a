import type { ProCompetitionProduct, SquadConfigData } from '@futgg/contracts';
import { openRuleset } from '@futgg/game-rules';

/**
 * The events a fresh database starts with (docs/pro-competition.md "Seeded events"): fixed guids, dates
 * and rulesets, so every start of an empty database gives the same events. Their organiser is the
 * platform itself (no user signs in as it): only admins edit them.
 */
export const SEED_ORGANISER_ID = 'futgg-pro';

export interface SeededEvent {
  guid: string;
  product: ProCompetitionProduct;
  name: string;
  startsAt: string;
  endsAt: string;
  status: 'PUBLISHED';
  squadConfigData: SquadConfigData;
  searchPoolData: string;
}

// Seeded guids are fixed so links to them survive a rebuilt database.
export const SEEDED_EVENTS: readonly SeededEvent[] = [
  {
    guid: '0b6a3c52-8f4e-4d61-9a7b-1c2d3e4f5a61',
    product: 'fc-pro',
    name: 'FC Pro Open Qualifier',
    startsAt: '2026-09-26T16:00:00.000Z',
    endsAt: '2027-06-30T22:00:00.000Z',
    status: 'PUBLISHED',
    squadConfigData: {
      ...openRuleset(),
      maxSquadRating: 86,
      minChemistry: 24,
      maxPerClub: 4,
      formations: ['f433', 'f4231', 'f442', 'f4312'],
    },
    searchPoolData: 'overall__lte=90',
  },
  {
    guid: '5d0e9b7a-2c31-4f8e-8b6d-7a9c0e1f2b33',
    product: 'fc-pro',
    name: 'FC Pro Untradeable Cup',
    startsAt: '2026-11-01T18:00:00.000Z',
    endsAt: '2027-03-31T22:00:00.000Z',
    status: 'PUBLISHED',
    squadConfigData: {
      ...openRuleset(),
      isUntradeableOnly: true,
      maxOverall: 88,
      maxRatingSum: 935,
      minPlayerChemistry: 1,
    },
    searchPoolData: 'overall__lte=88',
  },
  {
    guid: 'c3f1a7e2-6b54-4d09-a1e8-2f4b6d8c0a75',
    product: 'fc-community',
    name: 'Community Gold League',
    startsAt: '2026-10-10T12:00:00.000Z',
    endsAt: '2027-05-31T22:00:00.000Z',
    status: 'PUBLISHED',
    squadConfigData: {
      ...openRuleset(),
      rarities: [0, 1],
      maxOverall: 86,
      maxPerLeague: 8,
      maxPerNation: 6,
      scope: 'STARTING_XI',
    },
    searchPoolData: 'overall__lte=86&rarities=0,1',
  },
];
