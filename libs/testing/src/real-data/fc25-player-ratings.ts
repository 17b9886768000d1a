import { POSITION, type AttributeField, type Attributes, type PositionName } from '@futgg/game-rules';
import { int, readSharedCsv } from './shared-data.js';

/** One base card of EA's FC 25 ratings (shared/data/fc25-player-ratings), in the vocabulary. */
export interface Fc25Player {
  name: string;
  overall: number;
  position: number;
  alternativePositionIds: number[];
  /** Outfield players have no GK attributes in this data set. */
  attributes: Partial<Attributes>;
  weakFoot: number;
  skillMoves: number;
  foot: number;
  height: number;
  nation: string;
  league: string;
  /** PlayStyle names as EA writes them, without the `+`. */
  playstyles: string[];
  playstylesPlus: string[];
}

export const FC25_ATTRIBUTE_COLUMNS: Readonly<Record<AttributeField, string>> = {
  attributeAcceleration: 'Acceleration',
  attributeSprintSpeed: 'SprintSpeed',
  attributePositioning: 'Positioning',
  attributeFinishing: 'Finishing',
  attributeShotPower: 'ShotPower',
  attributeLongShots: 'LongShots',
  attributeVolleys: 'Volleys',
  attributePenalties: 'Penalties',
  attributeVision: 'Vision',
  attributeCrossing: 'Crossing',
  attributeFkAccuracy: 'FKAccuracy',
  attributeShortPassing: 'ShortPassing',
  attributeLongPassing: 'LongPassing',
  attributeCurve: 'Curve',
  attributeDribbling: 'Dribbling',
  attributeAgility: 'Agility',
  attributeBalance: 'Balance',
  attributeReactions: 'Reactions',
  attributeBallControl: 'BallControl',
  attributeComposure: 'Composure',
  attributeInterceptions: 'Interceptions',
  attributeHeadingAccuracy: 'HeadingAccuracy',
  attributeDefensiveAwareness: 'DefAwareness',
  attributeStandingTackle: 'StandingTackle',
  attributeSlidingTackle: 'SlidingTackle',
  attributeJumping: 'Jumping',
  attributeStamina: 'Stamina',
  attributeStrength: 'Strength',
  attributeAggression: 'Aggression',
  attributeGkDiving: 'GKDiving',
  attributeGkHandling: 'GKHandling',
  attributeGkKicking: 'GKKicking',
  attributeGkPositioning: 'GKPositioning',
  attributeGkReflexes: 'GKReflexes',
};

export const positionIdOf = (name: string): number => {
  const id = POSITION[name.trim() as PositionName];
  if (id === undefined) throw new Error(`Unknown position ${JSON.stringify(name)}`);
  return id;
};

const listOf = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const toPlayer = (row: Record<string, string>): Fc25Player => {
  const attributes: Partial<Attributes> = {};
  for (const [field, column] of Object.entries(FC25_ATTRIBUTE_COLUMNS) as [AttributeField, string][]) {
    const cell = row[column];
    if (cell !== undefined && cell.trim() !== '') attributes[field] = int(cell);
  }
  const styles = listOf(row['playstyle']);
  return {
    name: row['Name'] ?? '',
    overall: int(row['OVR']),
    position: positionIdOf(row['Position'] ?? ''),
    alternativePositionIds: listOf(row['Alternative positions']).map(positionIdOf),
    attributes,
    weakFoot: int(row['Weakfoot']),
    skillMoves: int(row['Skillmoves']),
    foot: row['Preferred foot'] === 'Left' ? 2 : 1,
    height: int(/^(\d+)cm/.exec(row['Height'] ?? '')?.[1]),
    nation: row['Nation'] ?? '',
    league: row['League'] ?? '',
    playstyles: styles.filter((style) => !style.endsWith('+')),
    playstylesPlus: styles.filter((style) => style.endsWith('+')).map((style) => style.slice(0, -1)),
  };
};

let cache: Fc25Player[] | undefined;

/** The 12,929 FC 25 base cards, read once per process. */
export const fc25Players = (): Fc25Player[] =>
  (cache ??= readSharedCsv('fc25-player-ratings', 'players.csv').map(toPlayer));
