import type { Evolution, EvolutionCounts } from '@futgg/contracts';

const HOUR = 3_600_000;

/** An ISO time this many hours from now (negative: ago), plus half a minute so "3 d 4 h" is stable. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR + 30_000).toISOString();

/**
 * A running evolution as the API answers it: two levels (+3 PAC in all, +1 WF, PS+ Rapid), for cards of
 * at most 84 in the Premier League, free, ending in 3 days and 4 hours.
 */
export const evolutionFixture = (id: number, overrides: Partial<Evolution> = {}): Evolution => ({
  id,
  gameYear: 26,
  name: `Evolution ${id}`,
  description: 'Pace and a PlayStyle+ for quick wingers.',
  endTime: hoursFromNow(76),
  createdAt: '2026-09-20T08:00:00.000Z',
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  levels: [
    {
      upgrades: [
        { type: 'facePace', value: 2, maxValue: 88 },
        { type: 'weakFoot', value: 1, maxValue: 4 },
      ],
    },
    {
      upgrades: [
        { type: 'facePace', value: 1, maxValue: 88 },
        { type: 'playstylesPlus', value: 7, maxValue: 2 },
      ],
    },
  ],
  requirements: { maxOverall: 84, leagues: [13] },
  isActive: true,
  source: 'generated',
  ...overrides,
});

export const evolutionCountsFixture = (overrides: Partial<EvolutionCounts> = {}): EvolutionCounts => ({
  active: 31,
  expiringSoon: 4,
  expired: 38,
  total: 69,
  expiringSoonHours: 48,
  myItems: null,
  ...overrides,
});
