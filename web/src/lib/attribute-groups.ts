import type { AttributeField, AnyFaceStatField } from '@futgg/game-rules';

export interface AttributeGroup {
  face: AnyFaceStatField;
  label: string;
  attributes: readonly { field: AttributeField; label: string }[];
}

// Grouped and ordered as the game's player screen shows them.
export const OUTFIELD_ATTRIBUTE_GROUPS: readonly AttributeGroup[] = [
  {
    face: 'facePace',
    label: 'Pace',
    attributes: [
      { field: 'attributeAcceleration', label: 'Acceleration' },
      { field: 'attributeSprintSpeed', label: 'Sprint Speed' },
    ],
  },
  {
    face: 'faceShooting',
    label: 'Shooting',
    attributes: [
      { field: 'attributePositioning', label: 'Positioning' },
      { field: 'attributeFinishing', label: 'Finishing' },
      { field: 'attributeShotPower', label: 'Shot Power' },
      { field: 'attributeLongShots', label: 'Long Shots' },
      { field: 'attributeVolleys', label: 'Volleys' },
      { field: 'attributePenalties', label: 'Penalties' },
    ],
  },
  {
    face: 'facePassing',
    label: 'Passing',
    attributes: [
      { field: 'attributeVision', label: 'Vision' },
      { field: 'attributeCrossing', label: 'Crossing' },
      { field: 'attributeFkAccuracy', label: 'FK Accuracy' },
      { field: 'attributeShortPassing', label: 'Short Passing' },
      { field: 'attributeLongPassing', label: 'Long Passing' },
      { field: 'attributeCurve', label: 'Curve' },
    ],
  },
  {
    face: 'faceDribbling',
    label: 'Dribbling',
    attributes: [
      { field: 'attributeAgility', label: 'Agility' },
      { field: 'attributeBalance', label: 'Balance' },
      { field: 'attributeReactions', label: 'Reactions' },
      { field: 'attributeBallControl', label: 'Ball Control' },
      { field: 'attributeDribbling', label: 'Dribbling' },
      { field: 'attributeComposure', label: 'Composure' },
    ],
  },
  {
    face: 'faceDefending',
    label: 'Defending',
    attributes: [
      { field: 'attributeInterceptions', label: 'Interceptions' },
      { field: 'attributeHeadingAccuracy', label: 'Heading Accuracy' },
      { field: 'attributeDefensiveAwareness', label: 'Def. Awareness' },
      { field: 'attributeStandingTackle', label: 'Standing Tackle' },
      { field: 'attributeSlidingTackle', label: 'Sliding Tackle' },
    ],
  },
  {
    face: 'facePhysicality',
    label: 'Physical',
    attributes: [
      { field: 'attributeJumping', label: 'Jumping' },
      { field: 'attributeStamina', label: 'Stamina' },
      { field: 'attributeStrength', label: 'Strength' },
      { field: 'attributeAggression', label: 'Aggression' },
    ],
  },
];

export const GK_ATTRIBUTE_GROUPS: readonly AttributeGroup[] = [
  { face: 'gkFaceDiving', label: 'Diving', attributes: [{ field: 'attributeGkDiving', label: 'GK Diving' }] },
  {
    face: 'gkFaceHandling',
    label: 'Handling',
    attributes: [{ field: 'attributeGkHandling', label: 'GK Handling' }],
  },
  {
    face: 'gkFaceKicking',
    label: 'Kicking',
    attributes: [{ field: 'attributeGkKicking', label: 'GK Kicking' }],
  },
  {
    face: 'gkFaceReflexes',
    label: 'Reflexes',
    attributes: [{ field: 'attributeGkReflexes', label: 'GK Reflexes' }],
  },
  {
    face: 'gkFaceSpeed',
    label: 'Speed',
    attributes: [
      { field: 'attributeAcceleration', label: 'Acceleration' },
      { field: 'attributeSprintSpeed', label: 'Sprint Speed' },
    ],
  },
  {
    face: 'gkFacePositioning',
    label: 'Positioning',
    attributes: [{ field: 'attributeGkPositioning', label: 'GK Positioning' }],
  },
];

export const GK_FACE_LABELS: Record<string, string> = {
  gkFaceDiving: 'Diving',
  gkFaceHandling: 'Handling',
  gkFaceKicking: 'Kicking',
  gkFaceReflexes: 'Reflexes',
  gkFaceSpeed: 'Speed',
  gkFacePositioning: 'Positioning',
};

/** Stat colour bands as players read them: 80+ elite, 70+ good, 50+ average, below poor. */
export const statTier = (value: number | null | undefined): 'elite' | 'good' | 'average' | 'poor' =>
  value === null || value === undefined
    ? 'poor'
    : value >= 80
      ? 'elite'
      : value >= 70
        ? 'good'
        : value >= 50
          ? 'average'
          : 'poor';

/**
 * Reads a stat of a card. contracts builds the stat fields from field lists, so their inferred type is
 * unknown; the API always sends numbers (null for a missing goalkeeper stat).
 */
export const statValue = (card: object, field: string): number | null => {
  const value = (card as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
};
