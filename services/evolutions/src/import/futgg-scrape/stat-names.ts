import {
  ATTRIBUTE_FIELDS,
  POSITION,
  POSITION_GROUP,
  type NumericUpgradeType,
  type StatField,
} from '@futgg/game-rules';

/** How a scraped label is compared: accents, case, dots and repeated blanks do not count. */
export const keyOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// fut.gg shows face stats by their card abbreviation (PAC +7) and attributes by name (Sprint Speed +10).
// "Dribbling" is both a face stat and an attribute: written out, it is the attribute (fut.gg writes the
// face stat DRI), so full names are always attributes and abbreviations always face stats.
const FACE_STATS: Readonly<Record<string, NumericUpgradeType>> = {
  pac: 'facePace',
  pace: 'facePace',
  sho: 'faceShooting',
  shooting: 'faceShooting',
  pas: 'facePassing',
  passing: 'facePassing',
  dri: 'faceDribbling',
  def: 'faceDefending',
  defending: 'faceDefending',
  defence: 'faceDefending',
  phy: 'facePhysicality',
  physical: 'facePhysicality',
  physicality: 'facePhysicality',
  div: 'gkFaceDiving',
  han: 'gkFaceHandling',
  kic: 'gkFaceKicking',
  ref: 'gkFaceReflexes',
  spd: 'gkFaceSpeed',
  pos: 'gkFacePositioning',
};

const CARD_NUMBERS: Readonly<Record<string, NumericUpgradeType>> = {
  ovr: 'overall',
  overall: 'overall',
  sm: 'skillMoves',
  'skill moves': 'skillMoves',
  'skill move': 'skillMoves',
  skills: 'skillMoves',
  wf: 'weakFoot',
  'weak foot': 'weakFoot',
};

/** attributeSprintSpeed → "sprint speed", attributeGkDiving → "gk diving", attributeFkAccuracy → "fk accuracy". */
const spokenNameOf = (field: string) =>
  field
    .replace(/^attribute/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

// The names fut.gg and EA also use for attributes, beside the vocabulary's own.
const ATTRIBUTE_ALIASES: Readonly<Record<string, NumericUpgradeType>> = {
  'free kick accuracy': 'attributeFkAccuracy',
  'free-kick accuracy': 'attributeFkAccuracy',
  'fk acc': 'attributeFkAccuracy',
  'heading acc': 'attributeHeadingAccuracy',
  heading: 'attributeHeadingAccuracy',
  'long pass': 'attributeLongPassing',
  'short pass': 'attributeShortPassing',
  'def awareness': 'attributeDefensiveAwareness',
  marking: 'attributeDefensiveAwareness',
  'stand tackle': 'attributeStandingTackle',
  'slide tackle': 'attributeSlidingTackle',
  'att positioning': 'attributePositioning',
  diving: 'attributeGkDiving',
  handling: 'attributeGkHandling',
  kicking: 'attributeGkKicking',
  reflexes: 'attributeGkReflexes',
  'gk reflex': 'attributeGkReflexes',
};

const NUMBERS: ReadonlyMap<string, NumericUpgradeType> = new Map([
  ...Object.entries(FACE_STATS),
  ...Object.entries(CARD_NUMBERS),
  ...ATTRIBUTE_FIELDS.map((field) => [spokenNameOf(field), field] as const),
  ...Object.entries(ATTRIBUTE_ALIASES),
]);

/** The vocabulary field a scraped stat name raises (PAC → facePace, Sprint Speed → attributeSprintSpeed). */
export const numericFieldOf = (name: string): NumericUpgradeType | undefined => NUMBERS.get(keyOf(name));

/** A face stat or attribute a requirement may bound ("Min PAC", "Max Sprint Speed"). */
export const statFieldOf = (name: string): StatField | undefined => {
  const field = numericFieldOf(name);
  if (field === undefined || field === 'overall' || field === 'skillMoves' || field === 'weakFoot')
    return undefined;
  return field;
};

const POSITION_GROUPS: Readonly<Record<string, number>> = {
  defenders: POSITION_GROUP.DEFENDERS,
  defence: POSITION_GROUP.DEFENDERS,
  midfielders: POSITION_GROUP.MIDFIELDERS,
  midfield: POSITION_GROUP.MIDFIELDERS,
  attackers: POSITION_GROUP.ATTACKERS,
  attack: POSITION_GROUP.ATTACKERS,
};

/** A position id from its abbreviation (CAM, LWB) or a group's name (Defenders → 50). */
export const positionIdOf = (name: string): number | undefined => {
  const key = keyOf(name);
  return (POSITION as Readonly<Record<string, number>>)[key.toUpperCase()] ?? POSITION_GROUPS[key];
};
