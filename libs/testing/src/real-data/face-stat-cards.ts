import type { AttributeField, Attributes, FaceStatField, GkFaceStatField } from '@futgg/game-rules';
import { FC25_ATTRIBUTE_COLUMNS } from './fc25-player-ratings.js';
import { int, readSharedCsv, readSharedJson } from './shared-data.js';

/** A card from a public data set: its attributes and the face stats the source shows. */
export interface FaceStatCard {
  source: string;
  name: string;
  isGoalkeeper: boolean;
  attributes: Partial<Attributes>;
  shownFaceStats: Partial<Record<FaceStatField | GkFaceStatField, number>>;
}

const readAttributes = (
  row: Record<string, string>,
  columns: Partial<Record<AttributeField, string>>,
): Partial<Attributes> => {
  const attributes: Partial<Attributes> = {};
  for (const [field, column] of Object.entries(columns) as [AttributeField, string][]) {
    const cell = row[column];
    if (cell !== undefined && cell.trim() !== '') attributes[field] = int(cell);
  }
  return attributes;
};

/** FC 25 EA ratings. On goalkeeper rows the six face columns hold DIV, HAN, KIC, REF, SPD, POS (data README). */
export const fc25FaceStatCards = (): FaceStatCard[] =>
  readSharedCsv('fc25-player-ratings', 'players.csv').map((row) => {
    const isGoalkeeper = row['Position'] === 'GK';
    const [a, b, c, d, e, f] = ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY'].map((column) => int(row[column]));
    return {
      source: 'fc25-player-ratings',
      name: row['Name'] ?? '',
      isGoalkeeper,
      attributes: readAttributes(row, FC25_ATTRIBUTE_COLUMNS),
      shownFaceStats: isGoalkeeper
        ? {
            gkFaceDiving: a,
            gkFaceHandling: b,
            gkFaceKicking: c,
            gkFaceReflexes: d,
            gkFaceSpeed: e,
            gkFacePositioning: f,
          }
        : {
            facePace: a,
            faceShooting: b,
            facePassing: c,
            faceDribbling: d,
            faceDefending: e,
            facePhysicality: f,
          },
    };
  });

const SOFIFA_ATTRIBUTE_COLUMNS: Partial<Record<AttributeField, string>> = {
  attributeAcceleration: 'movement_acceleration',
  attributeSprintSpeed: 'movement_sprint_speed',
  attributePositioning: 'mentality_positioning',
  attributeFinishing: 'attacking_finishing',
  attributeShotPower: 'power_shot_power',
  attributeLongShots: 'power_long_shots',
  attributeVolleys: 'attacking_volleys',
  attributePenalties: 'mentality_penalties',
  attributeVision: 'mentality_vision',
  attributeCrossing: 'attacking_crossing',
  attributeFkAccuracy: 'skill_fk_accuracy',
  attributeShortPassing: 'attacking_short_passing',
  attributeLongPassing: 'skill_long_passing',
  attributeCurve: 'skill_curve',
  attributeDribbling: 'skill_dribbling',
  attributeAgility: 'movement_agility',
  attributeBalance: 'movement_balance',
  attributeReactions: 'movement_reactions',
  attributeBallControl: 'skill_ball_control',
  attributeComposure: 'mentality_composure',
  attributeInterceptions: 'mentality_interceptions',
  attributeHeadingAccuracy: 'attacking_heading_accuracy',
  attributeDefensiveAwareness: 'defending_marking_awareness',
  attributeStandingTackle: 'defending_standing_tackle',
  attributeSlidingTackle: 'defending_sliding_tackle',
  attributeJumping: 'power_jumping',
  attributeStamina: 'power_stamina',
  attributeStrength: 'power_strength',
  attributeAggression: 'mentality_aggression',
  attributeGkDiving: 'goalkeeping_diving',
  attributeGkHandling: 'goalkeeping_handling',
  attributeGkKicking: 'goalkeeping_kicking',
  attributeGkPositioning: 'goalkeeping_positioning',
  attributeGkReflexes: 'goalkeeping_reflexes',
};

/** FIFA 23 sofifa export: outfield face stats as floats, empty for goalkeepers, whose speed is `goalkeeping_speed`. */
export const fifa23FaceStatCards = (): FaceStatCard[] =>
  readSharedCsv('fifa23-sofifa-sample', 'players.csv').map((row) => {
    const isGoalkeeper = (row['pace'] ?? '') === '';
    return {
      source: 'fifa23-sofifa-sample',
      name: row['short_name'] ?? '',
      isGoalkeeper,
      attributes: readAttributes(row, SOFIFA_ATTRIBUTE_COLUMNS),
      shownFaceStats: isGoalkeeper
        ? {
            gkFaceDiving: int(row['goalkeeping_diving']),
            gkFaceHandling: int(row['goalkeeping_handling']),
            gkFaceKicking: int(row['goalkeeping_kicking']),
            gkFaceReflexes: int(row['goalkeeping_reflexes']),
            gkFaceSpeed: int(row['goalkeeping_speed']),
            gkFacePositioning: int(row['goalkeeping_positioning']),
          }
        : {
            facePace: int(row['pace']),
            faceShooting: int(row['shooting']),
            facePassing: int(row['passing']),
            faceDribbling: int(row['dribbling']),
            faceDefending: int(row['defending']),
            facePhysicality: int(row['physic']),
          },
    };
  });

const FUTBIN_ATTRIBUTE_COLUMNS: Partial<Record<AttributeField, string>> = {
  attributeAcceleration: 'Acceleration',
  attributeSprintSpeed: 'Sprint Speed',
  attributePositioning: 'Att Position',
  attributeFinishing: 'Finishing',
  attributeShotPower: 'Shot Power',
  attributeLongShots: 'Long Shots',
  attributeVolleys: 'Volleys',
  attributePenalties: 'Penalties',
  attributeVision: 'Vision',
  attributeCrossing: 'Crossing',
  attributeFkAccuracy: 'FK Acc',
  attributeShortPassing: 'Short Pass',
  attributeLongPassing: 'Long Pass',
  attributeCurve: 'Curve',
  attributeDribbling: 'Dribbling',
  attributeAgility: 'Agility',
  attributeBalance: 'Balance',
  attributeReactions: 'Reactions',
  attributeBallControl: 'Ball Control',
  attributeComposure: 'Composure',
  attributeInterceptions: 'Interceptions',
  attributeHeadingAccuracy: 'Heading Acc',
  attributeDefensiveAwareness: 'Def Aware',
  attributeStandingTackle: 'Stand Tackle',
  attributeSlidingTackle: 'Slide Tackle',
  attributeJumping: 'Jumping',
  attributeStamina: 'Stamina',
  attributeStrength: 'Strength',
  attributeAggression: 'Aggression',
};

/** FC 25 Ultimate Team cards from FUTBIN, special versions included; no goalkeepers (the scraper skipped them). */
export const futbinFaceStatCards = (): (FaceStatCard & { version: string })[] =>
  readSharedCsv('fc25-fut-cards-futbin', 'cards.csv').map((row) => ({
    source: 'fc25-fut-cards-futbin',
    name: row['Name'] ?? '',
    version: row['Version'] ?? '',
    isGoalkeeper: false,
    attributes: readAttributes(row, FUTBIN_ATTRIBUTE_COLUMNS),
    shownFaceStats: {
      facePace: int(row['Pace_M']),
      faceShooting: int(row['Shooting_M']),
      facePassing: int(row['Passing_M']),
      faceDribbling: int(row['Dribbling_M']),
      faceDefending: int(row['Defending_M']),
      facePhysicality: int(row['Physical_M']),
    },
  }));

interface FutggCard extends Partial<Attributes> {
  eaId: number;
  commonName: string;
  positions: string[];
  evolution: boolean;
}

/** FC 26 club cards from fut.gg: attributes and positions, but no face stats in this data set. */
export const fc26FaceStatCards = (): (FaceStatCard & { eaId: number; isEvolved: boolean })[] =>
  readSharedJson<FutggCard[]>('fc26-fut-club-futgg', 'cards.json').map((card) => {
    const attributes: Partial<Attributes> = {};
    for (const [key, value] of Object.entries(card)) {
      if (key.startsWith('attribute') && typeof value === 'number') attributes[key as AttributeField] = value;
    }
    return {
      source: 'fc26-fut-club-futgg',
      name: card.commonName,
      eaId: card.eaId,
      isEvolved: card.evolution,
      isGoalkeeper: card.positions[0] === 'GK',
      attributes,
      shownFaceStats: {},
    };
  });
