import type {
  EvoLabOverview,
  EvoLabSettingsShape,
  Evolution,
  PlayerDefinition,
  UserEvolutionItem,
} from '@futgg/contracts';
import { EVO_LAB_SETTINGS_DEFAULTS } from '@futgg/game-rules';
import {
  coreDataFixture,
  playerItemFixture,
  signedInFixture,
  summaryFixture,
} from '../../../testing/fixtures';
import { IDENTITY_PATH, type FakeRoute, type FakeRequest } from '../../../testing/render';

/** The lab's card: Kylian Mbappé 85, ST (LW), Rare Gold, PlayStyle Rapid and PlayStyle+ Finesse Shot. */
export const definitionFixture = (
  eaId = 1000,
  overrides: Partial<PlayerDefinition> = {},
): PlayerDefinition => ({
  ...playerItemFixture(eaId),
  id: eaId,
  club: { eaId: 243, name: 'Real Madrid' },
  league: { eaId: 53, name: 'LALIGA EA SPORTS' },
  nation: { eaId: 18, name: 'France' },
  extraClubChemistry: 0,
  extraLeagueChemistry: 0,
  extraNationChemistry: 0,
  isFullChemistry: false,
  isMyEvolutionsPlayerItem: false,
  ...overrides,
});

export const evolutionFixture = (id: number, overrides: Partial<Evolution> = {}): Evolution => ({
  id,
  gameYear: 26,
  name: `Evolution ${id}`,
  description: '',
  endTime: '2099-01-01T00:00:00.000Z',
  createdAt: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T08:00:00.000Z`,
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  levels: [{ upgrades: [{ type: 'overall', value: 1, maxValue: 99 }] }],
  requirements: {},
  isActive: true,
  source: 'generated',
  ...overrides,
});

/** Two the card can take one after the other, one it is too good for, one used up, one ended. */
export const PACE_BOOST = evolutionFixture(11, {
  name: 'Pace Boost',
  coinsCost: 25_000,
  levels: [
    { upgrades: [{ type: 'overall', value: 1, maxValue: 90 }] },
    { upgrades: [{ type: 'facePace', value: 3, maxValue: 95 }] },
  ],
  requirements: { maxOverall: 88 },
});
export const FINISHER = evolutionFixture(12, {
  name: 'Clinical Finisher',
  levels: [
    {
      upgrades: [
        { type: 'overall', value: 2, maxValue: 92 },
        { type: 'playstylesPlus', value: 7 },
      ],
    },
  ],
  requirements: { minOverall: 80, maxOverall: 88 },
});
export const LOW_RATED = evolutionFixture(13, {
  name: 'Underdog',
  levels: [{ upgrades: [{ type: 'overall', value: 3, maxValue: 87 }] }],
  requirements: { maxOverall: 84 },
});
export const USED = evolutionFixture(14, { name: 'Once Only', requirements: { minOverall: 70 } });
export const ENDED = evolutionFixture(15, {
  name: 'Last Season',
  endTime: '2026-01-01T00:00:00.000Z',
  isActive: false,
});
export const LAB_EVOLUTIONS = [PACE_BOOST, FINISHER, LOW_RATED, USED, ENDED];

export const savedItemFixture = (
  id: number,
  overrides: Partial<UserEvolutionItem> = {},
): UserEvolutionItem => ({
  id,
  gameYear: 26,
  evolutionPath: [11],
  isModified: false,
  isCustom: false,
  playerItemDefinition: playerItemFixture(1000, { overall: 86 }),
  pathHash: 'a'.repeat(24),
  playerItemEaId: 1000,
  createdAt: '2026-11-20T08:00:00.000Z',
  upgradeCount: 2,
  ...overrides,
});

const page = <T>(data: T[]) => ({ body: { data, totalCount: data.length } });

export interface LabGateway {
  signedIn?: boolean;
  evolutions?: Evolution[];
  items?: UserEvolutionItem[];
  usedEvolutionIds?: number[];
  settings?: EvoLabSettingsShape;
  save?: FakeRoute;
  extra?: Record<string, FakeRoute>;
}

/** The gateway the lab talks to, for one card (1000) with one other version (2000). */
export const labGateway = ({
  signedIn = false,
  evolutions = LAB_EVOLUTIONS,
  items = [],
  usedEvolutionIds = [],
  settings = { ...EVO_LAB_SETTINGS_DEFAULTS },
  save,
  extra = {},
}: LabGateway = {}) => {
  let stored = { ...settings };
  const settingsWrites: Partial<EvoLabSettingsShape>[] = [];
  const overview = (): EvoLabOverview => ({ items, usedEvolutionIds, watchlist: [], settings: stored });
  const handlers: Record<string, FakeRoute> = {
    ...(signedIn ? { [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }) } : {}),
    '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
    '/api/fut/evolutions/all/': (url) =>
      page(
        evolutions.filter(
          (evolution) => evolution.isActive === (url.searchParams.get('only_expired') !== '1'),
        ),
      ),
    '/api/fut/player-item-definitions/26/1000/': () => ({ body: { data: definitionFixture(1000) } }),
    '/api/fut/player-item-definitions/26/2000/': () => ({
      body: { data: definitionFixture(2000, { overall: 91, rarityEaId: 3, commonName: 'Kylian Mbappé' }) },
    }),
    '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
      body: {
        data: [
          summaryFixture(1000, { commonName: 'Kylian Mbappé' }),
          summaryFixture(2000, { commonName: 'Kylian Mbappé', overall: 91, rarityEaId: 3 }),
        ],
      },
    }),
    '/api/fut/26/player-items/': () =>
      page([
        summaryFixture(1000, { commonName: 'Kylian Mbappé' }),
        summaryFixture(3000, { commonName: 'Kylian Other', overall: 80 }),
      ]),
    '/api/fut/evo-lab/overview/': () => ({ body: { data: overview() } }),
    '/api/fut/evo-lab/settings/': (_url, request: FakeRequest) => {
      if (request.method === 'POST') {
        const changes = JSON.parse(request.body ?? '{}') as Partial<EvoLabSettingsShape>;
        settingsWrites.push(changes);
        stored = { ...stored, ...changes };
      }
      return { body: { data: stored } };
    },
    ...(save ? { '/api/fut/evo-lab/save/': save } : {}),
    ...extra,
  };
  return { handlers, settingsWrites };
};
