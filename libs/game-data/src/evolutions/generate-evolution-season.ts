import type { Evolution } from '@futgg/game-rules';
import { Random } from '../random.js';
import { POSITION_EVOLUTIONS } from './templates/position-evolutions.js';
import { SKILL_EVOLUTIONS } from './templates/skill-evolutions.js';
import { STARTER_EVOLUTIONS } from './templates/starter-evolutions.js';
import { TEAM_EVOLUTIONS } from './templates/team-evolutions.js';
import type { EvolutionTemplate } from './templates/template-builders.js';

/** An evolution of the default season: game-rules' evolution and the text EA shows under its name. */
export type SeasonEvolution = Evolution & { description: string };

export interface GenerateEvolutionSeasonOptions {
  gameYear: number;
  /** The season is laid out around this instant: some evolutions ended before it, some run past it. */
  now: Date;
  seed?: number;
}

export const DEFAULT_EVOLUTION_SEASON_SEED = 26;
/** EA's FC 26 evolution ids start a little above 1200 ("Intro to Evolutions" is 1211). */
export const FIRST_EVOLUTION_ID = 1200;

export const EVOLUTION_TEMPLATES: readonly EvolutionTemplate[] = [
  ...STARTER_EVOLUTIONS,
  ...POSITION_EVOLUTIONS,
  ...TEAM_EVOLUTIONS,
  ...SKILL_EVOLUTIONS,
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEASON_DAYS = 70;
/** Of the evolutions that end, this share still runs at `now`; the others ended before it. */
const ACTIVE_SHARE = 0.45;
/** Active evolutions ending within 48 hours, so the "expiring soon" count is never empty. */
const EXPIRING_SOON = 4;
const COIN_COSTS = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000];
const POINT_COSTS = [100, 150, 200, 250, 300, 400, 500, 600];
const REPEATABILITY: readonly (readonly [number, number])[] = [
  [1, 0.8],
  [2, 0.13],
  [3, 0.07],
];

interface Placed {
  template: EvolutionTemplate;
  createdAt: number;
  endTime: number | null;
}

const shuffled = <T>(items: readonly T[], random: Random): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

/**
 * Ten weeks of evolutions up to `now`: the permanent ones from the season's first days; the ended ones
 * created over the season and ended 3 to 28 days later, before `now`; the running ones created in the
 * last 24 days and ending a few hours to four weeks after `now`, the first few within 48 hours.
 */
const placeInSeason = (templates: readonly EvolutionTemplate[], now: Date, random: Random): Placed[] => {
  const base = Math.floor(now.getTime() / HOUR) * HOUR;
  const seasonStart = base - SEASON_DAYS * DAY;
  const hoursIn = (min: number, max: number) => random.int(min, max) * HOUR;
  const permanent = templates.filter((template) => template.isPermanent);
  const ending = shuffled(
    templates.filter((template) => !template.isPermanent),
    random,
  );
  const activeCount = Math.round(ending.length * ACTIVE_SHARE);
  return [
    ...permanent.map((template, index) => ({
      template,
      createdAt: seasonStart + index * hoursIn(12, 72),
      endTime: null,
    })),
    ...ending.slice(0, activeCount).map((template, index) => ({
      template,
      createdAt: base - hoursIn(1, 24 * 24),
      endTime: base + (index < EXPIRING_SOON ? hoursIn(3, 46) : hoursIn(49, 28 * 24)),
    })),
    ...ending.slice(activeCount).map((template) => {
      // Created at least 4 days before `now`, so an end 2 to 48 hours before `now` leaves it 2 days.
      const createdAt = seasonStart + hoursIn(0, (SEASON_DAYS - 4) * 24);
      const endTime = Math.min(createdAt + hoursIn(3 * 24, 28 * 24), base - hoursIn(2, 48));
      return { template, createdAt, endTime };
    }),
  ];
};

const toSeasonEvolution = (placed: Placed, id: number, random: Random): SeasonEvolution => {
  const { template } = placed;
  return {
    id,
    name: template.name,
    description: template.description,
    endTime: placed.endTime === null ? null : new Date(placed.endTime).toISOString(),
    createdAt: new Date(placed.createdAt).toISOString(),
    coinsCost: template.price === 'coins' ? random.pick(COIN_COSTS) : 0,
    pointsCost: template.price === 'points' ? random.pick(POINT_COSTS) : 0,
    repeatabilityCount: random.weighted(REPEATABILITY),
    levels: template.levels.map((upgrades) => ({ upgrades: upgrades.map((upgrade) => ({ ...upgrade })) })),
    requirements: structuredClone(template.requirements),
  };
};

/**
 * The default season of evolutions around `now`, a pure function of its options: every template of
 * templates/ once, placed in time, priced and numbered by a seeded stream. Ids rise with the creation
 * date, in EA's style (gaps of 1 to 4 from just above 1200), and the list comes back in that order.
 */
export const generateEvolutionSeason = ({
  gameYear,
  now,
  seed = DEFAULT_EVOLUTION_SEASON_SEED,
}: GenerateEvolutionSeasonOptions): SeasonEvolution[] => {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const random = Random.derive(seed, `evolutions:${gameYear}`);
  const placed = placeInSeason(EVOLUTION_TEMPLATES, now, random).sort(
    (a, b) => a.createdAt - b.createdAt || (a.template.name < b.template.name ? -1 : 1),
  );
  let id = FIRST_EVOLUTION_ID + random.int(0, 11);
  return placed.map((entry, index) => {
    if (index > 0) id += random.int(1, 4);
    return toSeasonEvolution(entry, id, random);
  });
};
