import { POSITION_GROUP, type AnyFaceStatField } from '@futgg/game-rules';
import { positionName } from '../../../components/card/card-art';
import {
  GK_ATTRIBUTE_GROUPS,
  GK_FACE_LABELS,
  OUTFIELD_ATTRIBUTE_GROUPS,
} from '../../../lib/attribute-groups';

const FACE_LABELS: Record<string, string> = {
  facePace: 'Pace',
  faceShooting: 'Shooting',
  facePassing: 'Passing',
  faceDribbling: 'Dribbling',
  faceDefending: 'Defending',
  facePhysicality: 'Physical',
  ...GK_FACE_LABELS,
};

const ATTRIBUTE_LABELS: Record<string, string> = Object.fromEntries(
  [...OUTFIELD_ATTRIBUTE_GROUPS, ...GK_ATTRIBUTE_GROUPS].flatMap((group) =>
    group.attributes.map((attribute) => [attribute.field, attribute.label]),
  ),
);

const OTHER_LABELS: Record<string, string> = {
  overall: 'Overall',
  weakFoot: 'Weak foot',
  skillMoves: 'Skill moves',
  rarityEaId: 'Rarity',
  position: 'Position',
  alternativePositionIds: 'Alternative positions',
  playstyles: 'PlayStyles',
  playstylesPlus: 'PlayStyles+',
  rolesPlus: 'Roles+',
  rolesPlusPlus: 'Roles++',
  foot: 'Strong foot',
  attackingWorkrate: 'Attacking work rate',
  defensiveWorkrate: 'Defensive work rate',
};

/** The name a player reads for a card field: "Pace", "Sprint Speed", "Weak foot". */
export const fieldLabel = (field: string): string =>
  FACE_LABELS[field] ?? ATTRIBUTE_LABELS[field] ?? OTHER_LABELS[field] ?? field;

export const isFaceField = (field: string): field is AnyFaceStatField => field in FACE_LABELS;

const GROUP_NAMES: Record<number, string> = {
  [POSITION_GROUP.DEFENDERS]: 'any defender',
  [POSITION_GROUP.MIDFIELDERS]: 'any midfielder',
  [POSITION_GROUP.ATTACKERS]: 'any attacker',
};

/** A position or position group id as words: "ST", "any midfielder". */
export const positionLabel = (id: number): string => GROUP_NAMES[id] ?? positionName(id);

/** "ST, LW" (groups spelled out). */
export const positionsLabel = (ids: readonly number[]): string => ids.map(positionLabel).join(', ');
