import type { PlaystyleRow } from '../game-data.types.js';

// FC 26 PlayStyles with fut.gg's ids (shared/data/fc26-fut-club-futgg/maps.json `playstyles`, the same
// ids the site's filters use); 28–33 are the goalkeeper ones.
const NAMES = [
  'Finesse Shot',
  'Chip Shot',
  'Power Shot',
  'Dead Ball',
  'Power Header',
  'Incisive Pass',
  'Pinged Pass',
  'Long Ball Pass',
  'Tiki Taka',
  'Whipped Pass',
  'Jockey',
  'Block',
  'Intercept',
  'Anticipate',
  'Slide Tackle',
  'Bruiser',
  'Technical',
  'Rapid',
  'Flair',
  'First Touch',
  'Trickster',
  'Press Proven',
  'Quick Step',
  'Relentless',
  'Trivela',
  'Acrobatic',
  'Long Throw',
  'Aerial',
  'GK Far Throw',
  'GK Footwork',
  'GK Cross Claimer',
  'GK Rush Out',
  'GK Far Reach',
  'GK Deflector',
  'Low Driven Shot',
  'Aerial Fortress',
  'Enforcer',
  'Game Changer',
  'Inventive',
  'Precision Header',
] as const;

const GOALKEEPER_IDS = { first: 28, last: 33 } as const;

export const isGoalkeeperPlaystyle = (id: number): boolean =>
  id >= GOALKEEPER_IDS.first && id <= GOALKEEPER_IDS.last;

export const PLAYSTYLES: readonly PlaystyleRow[] = NAMES.map((name, id) => ({
  id,
  name,
  isGoalkeeper: isGoalkeeperPlaystyle(id),
}));

const ID_BY_NAME: Readonly<Record<string, number>> = Object.fromEntries(
  PLAYSTYLES.map(({ id, name }) => [name, id]),
);

// FC 25 wrote the goalkeeper PlayStyles without "GK"; FC 26 renamed 1v1 Close Down to Rush Out.
const FC25_GOALKEEPER_NAMES: Readonly<Record<string, string>> = {
  'Far Throw': 'GK Far Throw',
  Footwork: 'GK Footwork',
  'Cross Claimer': 'GK Cross Claimer',
  '1v1 Close Down': 'GK Rush Out',
  'Far Reach': 'GK Far Reach',
  Deflector: 'GK Deflector',
};

/** FC 25 PlayStyle name → FC 26 id (undefined for an unknown name), for the calibration script. */
export const fc25PlaystyleId = (name: string): number | undefined =>
  ID_BY_NAME[FC25_GOALKEEPER_NAMES[name] ?? name];
