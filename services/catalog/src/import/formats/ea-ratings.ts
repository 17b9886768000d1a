import {
  DerivedIds,
  footOf,
  integerOf,
  nameKeyOf,
  requiredIntegerOf,
  splitList,
  splitName,
  type SourceCard,
} from '../source-card.js';
import { positionFieldsOf } from '../positions.js';
import { POSITION } from '@futgg/game-rules';

// EA's ratings list as Kaggle/ea.com exports it (shared/data/fc25-player-ratings/README.md).
export const EA_RATINGS_COLUMNS = ['Rank', 'Name', 'OVR', 'PAC', 'Position', 'Team', 'Nation', 'League'];

const ATTRIBUTES: Readonly<Record<string, string>> = {
  Acceleration: 'attributeAcceleration',
  SprintSpeed: 'attributeSprintSpeed',
  Positioning: 'attributePositioning',
  Finishing: 'attributeFinishing',
  ShotPower: 'attributeShotPower',
  LongShots: 'attributeLongShots',
  Volleys: 'attributeVolleys',
  Penalties: 'attributePenalties',
  Vision: 'attributeVision',
  Crossing: 'attributeCrossing',
  FKAccuracy: 'attributeFkAccuracy',
  ShortPassing: 'attributeShortPassing',
  LongPassing: 'attributeLongPassing',
  Curve: 'attributeCurve',
  Dribbling: 'attributeDribbling',
  Agility: 'attributeAgility',
  Balance: 'attributeBalance',
  Reactions: 'attributeReactions',
  BallControl: 'attributeBallControl',
  Composure: 'attributeComposure',
  Interceptions: 'attributeInterceptions',
  HeadingAccuracy: 'attributeHeadingAccuracy',
  DefAwareness: 'attributeDefensiveAwareness',
  StandingTackle: 'attributeStandingTackle',
  SlidingTackle: 'attributeSlidingTackle',
  Jumping: 'attributeJumping',
  Stamina: 'attributeStamina',
  Strength: 'attributeStrength',
  Aggression: 'attributeAggression',
  GKDiving: 'attributeGkDiving',
  GKHandling: 'attributeGkHandling',
  GKKicking: 'attributeGkKicking',
  GKPositioning: 'attributeGkPositioning',
  GKReflexes: 'attributeGkReflexes',
};

const OUTFIELD_FACES: Readonly<Record<string, string>> = {
  PAC: 'facePace',
  SHO: 'faceShooting',
  PAS: 'facePassing',
  DRI: 'faceDribbling',
  DEF: 'faceDefending',
  PHY: 'facePhysicality',
};
// On goalkeeper rows the six columns hold DIV, HAN, KIC, REF, SPD, POS (README, verified on 1,816 GKs).
const GOALKEEPER_FACES: Readonly<Record<string, string>> = {
  PAC: 'gkFaceDiving',
  SHO: 'gkFaceHandling',
  PAS: 'gkFaceKicking',
  DRI: 'gkFaceReflexes',
  DEF: 'gkFaceSpeed',
  PHY: 'gkFacePositioning',
};

/** `182cm / 6'0"` → 182. */
const centimetresOf = (raw: string | undefined): number =>
  requiredIntegerOf(/^\s*(\d+)\s*cm/i.exec(raw ?? '')?.[1], 'Height');

export const eaRatingsCard = (row: Record<string, string>, line: number, ids: DerivedIds): SourceCard => {
  const name = (row['Name'] ?? '').trim();
  const team = (row['Team'] ?? '').trim();
  // No EA id in this export: the player is Name + Team + Nation + Age (FC 25 has two Matías Galarza at
  // Talleres, both 22, one Argentinian, one Paraguayan).
  const key = `ea-ratings:${nameKeyOf(name)}|${nameKeyOf(team)}|${nameKeyOf(row['Nation'] ?? '')}|${row['Age'] ?? ''}`;
  const eaId = ids.idOf(key);
  const positions = positionFieldsOf(
    [row['Position'] ?? '', ...splitList(row['Alternative positions'])],
    'Position',
  );
  const faces = positions.position === POSITION.GK ? GOALKEEPER_FACES : OUTFIELD_FACES;
  const fields: SourceCard['fields'] = {
    overall: requiredIntegerOf(row['OVR'], 'OVR'),
    ...positions,
    foot: footOf(row['Preferred foot']),
    weakFoot: requiredIntegerOf(row['Weakfoot'], 'Weakfoot'),
    skillMoves: requiredIntegerOf(row['Skillmoves'], 'Skillmoves'),
    height: centimetresOf(row['Height']),
  };
  for (const [column, field] of Object.entries({ ...ATTRIBUTES, ...faces })) {
    const value = integerOf(row[column], column);
    if (value !== undefined) fields[field] = value;
  }
  const playstyles = splitList(row['playstyle']);
  return {
    line,
    sourceKey: key,
    eaId,
    basePlayerEaId: eaId,
    ...splitName(name),
    commonName: name,
    gender: 1,
    rarity: {},
    club: { name: team },
    league: { name: row['League'] },
    nation: { name: row['Nation'] },
    fields,
    playstyleNames: playstyles.filter((item) => !item.endsWith('+')),
    playstylePlusNames: playstyles
      .filter((item) => item.endsWith('+'))
      .map((item) => item.slice(0, -1).trim()),
    rolePlusNames: [],
    rolePlusPlusNames: [],
  };
};
