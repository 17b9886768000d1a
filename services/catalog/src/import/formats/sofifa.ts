import { POSITION } from '@futgg/game-rules';
import {
  footOf,
  integerOf,
  requiredIntegerOf,
  RowProblem,
  splitList,
  splitName,
  type SourceCard,
} from '../source-card.js';
import { positionFieldsOf } from '../positions.js';

// sofifa / Kaggle "complete player dataset" (FIFA 15 – FC 24, shared/data/fifa23-sofifa-sample/README.md).
export const SOFIFA_COLUMNS = [
  'player_id',
  'short_name',
  'overall',
  'player_positions',
  'movement_acceleration',
];

const ATTRIBUTES: Readonly<Record<string, string>> = {
  attacking_crossing: 'attributeCrossing',
  attacking_finishing: 'attributeFinishing',
  attacking_heading_accuracy: 'attributeHeadingAccuracy',
  attacking_short_passing: 'attributeShortPassing',
  attacking_volleys: 'attributeVolleys',
  skill_dribbling: 'attributeDribbling',
  skill_curve: 'attributeCurve',
  skill_fk_accuracy: 'attributeFkAccuracy',
  skill_long_passing: 'attributeLongPassing',
  skill_ball_control: 'attributeBallControl',
  movement_acceleration: 'attributeAcceleration',
  movement_sprint_speed: 'attributeSprintSpeed',
  movement_agility: 'attributeAgility',
  movement_reactions: 'attributeReactions',
  movement_balance: 'attributeBalance',
  power_shot_power: 'attributeShotPower',
  power_jumping: 'attributeJumping',
  power_stamina: 'attributeStamina',
  power_strength: 'attributeStrength',
  power_long_shots: 'attributeLongShots',
  mentality_aggression: 'attributeAggression',
  mentality_interceptions: 'attributeInterceptions',
  mentality_positioning: 'attributePositioning',
  mentality_vision: 'attributeVision',
  mentality_penalties: 'attributePenalties',
  mentality_composure: 'attributeComposure',
  defending_marking_awareness: 'attributeDefensiveAwareness',
  defending_standing_tackle: 'attributeStandingTackle',
  defending_sliding_tackle: 'attributeSlidingTackle',
  goalkeeping_diving: 'attributeGkDiving',
  goalkeeping_handling: 'attributeGkHandling',
  goalkeeping_kicking: 'attributeGkKicking',
  goalkeeping_positioning: 'attributeGkPositioning',
  goalkeeping_reflexes: 'attributeGkReflexes',
};
const FACES: Readonly<Record<string, string>> = {
  pace: 'facePace',
  shooting: 'faceShooting',
  passing: 'facePassing',
  dribbling: 'faceDribbling',
  defending: 'faceDefending',
  physic: 'facePhysicality',
};
const WORKRATE: Readonly<Record<string, number>> = { low: 1, medium: 2, high: 3 };

/** `High/Medium` → attacking 3, defensive 2. */
const workratesOf = (raw: string | undefined) => {
  const [attacking, defensive] = (raw ?? '').split('/').map((part) => WORKRATE[part.trim().toLowerCase()]);
  if (attacking === undefined || defensive === undefined) {
    throw new RowProblem(`work_rate must be like "High/Medium", got "${raw ?? ''}"`);
  }
  return { attackingWorkrate: attacking, defensiveWorkrate: defensive };
};

const reference = (id: string | undefined, name: string | undefined) => ({
  ...(integerOf(id, 'id') !== undefined ? { eaId: integerOf(id, 'id') } : {}),
  ...(name?.trim() ? { name: name.trim() } : {}),
});

export const sofifaCard = (row: Record<string, string>, line: number): SourceCard => {
  const eaId = requiredIntegerOf(row['player_id'], 'player_id');
  const positions = positionFieldsOf(splitList(row['player_positions']), 'player_positions');
  const fields: SourceCard['fields'] = {
    overall: requiredIntegerOf(row['overall'], 'overall'),
    ...positions,
    foot: footOf(row['preferred_foot']),
    weakFoot: requiredIntegerOf(row['weak_foot'], 'weak_foot'),
    skillMoves: requiredIntegerOf(row['skill_moves'], 'skill_moves'),
    height: requiredIntegerOf(row['height_cm'], 'height_cm'),
    ...workratesOf(row['work_rate']),
  };
  for (const [column, field] of Object.entries({ ...ATTRIBUTES, ...FACES })) {
    const value = integerOf(row[column], column);
    if (value !== undefined) fields[field] = value;
  }
  // A goalkeeper's card shows goalkeeping_speed as SPD; the other five are its GK attributes.
  if (positions.position === POSITION.GK) {
    const speed = integerOf(row['goalkeeping_speed'], 'goalkeeping_speed');
    if (speed !== undefined) fields['gkFaceSpeed'] = speed;
  }
  const long = (row['long_name'] ?? '').trim();
  return {
    line,
    sourceKey: `sofifa:${eaId}`,
    eaId,
    basePlayerEaId: eaId,
    ...splitName(long || (row['short_name'] ?? '')),
    commonName: (row['short_name'] ?? '').trim(),
    gender: 1,
    rarity: {},
    club: reference(row['club_team_id'], row['club_name']),
    league: reference(row['league_id'], row['league_name']),
    nation: reference(row['nationality_id'], row['nationality_name']),
    fields,
    playstyleNames: [],
    playstylePlusNames: [],
    rolePlusNames: [],
    rolePlusPlusNames: [],
  };
};
