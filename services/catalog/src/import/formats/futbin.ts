import {
  footOf,
  integerOf,
  nameKeyOf,
  requiredIntegerOf,
  RowProblem,
  splitName,
  type SourceCard,
} from '../source-card.js';
import { positionFieldsOf } from '../positions.js';

// FUTBIN's card list (shared/data/fc25-fut-cards-futbin/README.md).
export const FUTBIN_COLUMNS = ['Name', 'ID', 'Version', 'Rating', 'Pace_M', 'Playstyles'];

const ATTRIBUTES: Readonly<Record<string, string>> = {
  Acceleration: 'attributeAcceleration',
  'Sprint Speed': 'attributeSprintSpeed',
  'Att Position': 'attributePositioning',
  Finishing: 'attributeFinishing',
  'Shot Power': 'attributeShotPower',
  'Long Shots': 'attributeLongShots',
  Volleys: 'attributeVolleys',
  Penalties: 'attributePenalties',
  Vision: 'attributeVision',
  Crossing: 'attributeCrossing',
  'FK Acc': 'attributeFkAccuracy',
  'Short Pass': 'attributeShortPassing',
  'Long Pass': 'attributeLongPassing',
  Curve: 'attributeCurve',
  Agility: 'attributeAgility',
  Balance: 'attributeBalance',
  Reactions: 'attributeReactions',
  'Ball Control': 'attributeBallControl',
  Dribbling: 'attributeDribbling',
  Composure: 'attributeComposure',
  Interceptions: 'attributeInterceptions',
  'Heading Acc': 'attributeHeadingAccuracy',
  'Def Aware': 'attributeDefensiveAwareness',
  'Stand Tackle': 'attributeStandingTackle',
  'Slide Tackle': 'attributeSlidingTackle',
  Jumping: 'attributeJumping',
  Stamina: 'attributeStamina',
  Strength: 'attributeStrength',
  Aggression: 'attributeAggression',
  Pace_M: 'facePace',
  Shooting_M: 'faceShooting',
  Passing_M: 'facePassing',
  Dribbling_M: 'faceDribbling',
  Defending_M: 'faceDefending',
  Physical_M: 'facePhysicality',
  'Total In-game Stats': 'totalIgs',
};

// The 15-character mask's positions, in FUTBIN's order.
const MASK_POSITIONS = [
  'ST',
  'CF',
  'RW',
  'LW',
  'RM',
  'LM',
  'CAM',
  'CM',
  'CDM',
  'CB',
  'LB',
  'LWB',
  'RB',
  'RWB',
  'GK',
];

// The 34-digit PlayStyles code, one digit per PlayStyle (0 none, 1 PlayStyle, 2 PlayStyle+): the order
// inferred and verified in shared/data/fc25-fut-cards-futbin/README.md (28–33 goalkeeping, never set).
const CODE_PLAYSTYLES = [
  'Power Shot',
  'Dead Ball',
  'Chip Shot',
  'Finesse Shot',
  'Power Header',
  'Pinged Pass',
  'Incisive Pass',
  'Long Ball Pass',
  'Tiki Taka',
  'Whipped Pass',
  'First Touch',
  'Flair',
  'Press Proven',
  'Rapid',
  'Technical',
  'Trickster',
  'Block',
  'Bruiser',
  'Intercept',
  'Jockey',
  'Slide Tackle',
  'Anticipate',
  'Acrobatic',
  'Aerial',
  'Trivela',
  'Relentless',
  'Quick Step',
  'Long Throw',
];

const ACCELERATE_TYPES: Readonly<Record<string, string>> = {
  explosive: 'EXPLOSIVE',
  'mostly explosive': 'MOSTLY_EXPLOSIVE',
  'controlled explosive': 'CONTROLLED_EXPLOSIVE',
  controlled: 'CONTROLLED',
  'controlled lengthy': 'CONTROLLED_LENGTHY',
  'mostly lengthy': 'MOSTLY_LENGTHY',
  lengthy: 'LENGTHY',
};

// FUTBIN has no gender column: its women's leagues say it (FC 25 names).
const WOMENS_LEAGUES = /\b(liga f|wsl|arkema|nwsl|gpfbl|frauen|femminile|women|feminine|damallsvenskan)\b/;

const positionsOf = (raw: string | undefined): string[] => {
  const mask = (raw ?? '').replace(/"/g, '');
  if (!/^[01]{15}$/.test(mask)) throw new RowProblem(`Positions is not a 15-digit mask ("${raw ?? ''}")`);
  const names = MASK_POSITIONS.filter((_, index) => mask[index] === '1');
  if (!names.length) throw new RowProblem('no position (FUTBIN position mask all zeros)');
  return names;
};

const playstylesOf = (raw: string | undefined) => {
  const code = (raw ?? '').trim();
  if (!/^[012]{28,}$/.test(code)) throw new RowProblem(`Playstyles is not a 0/1/2 code ("${code}")`);
  const playstyleNames: string[] = [];
  const playstylePlusNames: string[] = [];
  CODE_PLAYSTYLES.forEach((name, index) => {
    if (code[index] === '1') playstyleNames.push(name);
    if (code[index] === '2') playstylePlusNames.push(name);
  });
  return { playstyleNames, playstylePlusNames };
};

// FUTBIN's version labels for base cards and the rarities they are in our core data.
const VERSION_RARITY: Readonly<Record<string, string>> = {
  normal: 'Rare',
  icon: 'Base Icon',
  'base hero': 'Hero',
};

export const futbinCard = (row: Record<string, string>, line: number): SourceCard => {
  const cardId = requiredIntegerOf(row['ID'], 'ID');
  const name = (row['Name'] ?? '').trim();
  const version = (row['Version'] ?? '').trim();
  const league = (row['League'] ?? '').trim();
  // Read before the positions so a broken mask is the reason only for rows that are otherwise whole.
  const fields: SourceCard['fields'] = {
    overall: requiredIntegerOf(row['Rating'], 'Rating'),
    foot: footOf(row['Foot']),
    weakFoot: requiredIntegerOf(row['Weak Foot'], 'Weak Foot'),
    skillMoves: requiredIntegerOf(row['Skill Moves'], 'Skill Moves'),
    height: requiredIntegerOf(row['Height'], 'Height'),
  };
  for (const [column, field] of Object.entries(ATTRIBUTES)) {
    const value = integerOf(row[column], column);
    if (value !== undefined) fields[field] = value;
  }
  const accelerate = ACCELERATE_TYPES[(row['Accelerate'] ?? '').trim().toLowerCase()];
  if (accelerate) fields['accelerateType'] = accelerate;
  const positions = positionFieldsOf(positionsOf(row['Positions']), 'Positions');
  const price = integerOf(row['Price'], 'Price');
  return {
    line,
    sourceKey: `futbin:${cardId}`,
    basePlayerKey: `futbin-player:${nameKeyOf(name)}`,
    ...splitName(name),
    commonName: name,
    gender: WOMENS_LEAGUES.test(nameKeyOf(league)) ? 2 : 1,
    rarity: { name: VERSION_RARITY[version.toLowerCase()] ?? version },
    club: { name: row['Club'] },
    league: { name: league },
    nation: { name: row['Nation'] },
    fields: { ...fields, ...positions },
    ...playstylesOf(row['Playstyles']),
    rolePlusNames: [],
    rolePlusPlusNames: [],
    // 0 = no market price at scrape time (untradeable or unlisted).
    price: price ? price : null,
    isSbc: /\bSBC?\b/i.test(version),
    isObjective: /objective/i.test(version),
  };
};
