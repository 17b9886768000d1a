// The field names of "One vocabulary" (ARCHITECTURE.md). Every layer uses exactly these.

export const OUTFIELD_ATTRIBUTE_FIELDS = [
  'attributeAcceleration',
  'attributeSprintSpeed',
  'attributeAgility',
  'attributeBalance',
  'attributeJumping',
  'attributeStamina',
  'attributeStrength',
  'attributeReactions',
  'attributeAggression',
  'attributeComposure',
  'attributeInterceptions',
  'attributePositioning',
  'attributeVision',
  'attributeBallControl',
  'attributeCrossing',
  'attributeDribbling',
  'attributeFinishing',
  'attributeFkAccuracy',
  'attributeHeadingAccuracy',
  'attributeLongPassing',
  'attributeShortPassing',
  'attributeDefensiveAwareness',
  'attributeShotPower',
  'attributeLongShots',
  'attributeStandingTackle',
  'attributeSlidingTackle',
  'attributeVolleys',
  'attributeCurve',
  'attributePenalties',
] as const;

export const GK_ATTRIBUTE_FIELDS = [
  'attributeGkDiving',
  'attributeGkHandling',
  'attributeGkKicking',
  'attributeGkPositioning',
  'attributeGkReflexes',
] as const;

export const ATTRIBUTE_FIELDS = [...OUTFIELD_ATTRIBUTE_FIELDS, ...GK_ATTRIBUTE_FIELDS] as const;

export const FACE_STAT_FIELDS = [
  'facePace',
  'faceShooting',
  'facePassing',
  'faceDribbling',
  'faceDefending',
  'facePhysicality',
] as const;

export const GK_FACE_STAT_FIELDS = [
  'gkFaceDiving',
  'gkFaceHandling',
  'gkFaceKicking',
  'gkFaceReflexes',
  'gkFaceSpeed',
  'gkFacePositioning',
] as const;

export const LIST_FIELDS = [
  'alternativePositionIds',
  'playstyles',
  'playstylesPlus',
  'rolesPlus',
  'rolesPlusPlus',
] as const;

export type OutfieldAttributeField = (typeof OUTFIELD_ATTRIBUTE_FIELDS)[number];
export type GkAttributeField = (typeof GK_ATTRIBUTE_FIELDS)[number];
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];
export type FaceStatField = (typeof FACE_STAT_FIELDS)[number];
export type GkFaceStatField = (typeof GK_FACE_STAT_FIELDS)[number];
export type AnyFaceStatField = FaceStatField | GkFaceStatField;
export type ListField = (typeof LIST_FIELDS)[number];

/** Every numeric stat that has a per-field min/max (eligibility requirements, filters). */
export type StatField = AttributeField | AnyFaceStatField;
export const STAT_FIELDS: readonly StatField[] = [
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
];

export const isAttributeField = (field: string): field is AttributeField =>
  (ATTRIBUTE_FIELDS as readonly string[]).includes(field);
export const isFaceStatField = (field: string): field is FaceStatField =>
  (FACE_STAT_FIELDS as readonly string[]).includes(field);
export const isGkFaceStatField = (field: string): field is GkFaceStatField =>
  (GK_FACE_STAT_FIELDS as readonly string[]).includes(field);
export const isListField = (field: string): field is ListField =>
  (LIST_FIELDS as readonly string[]).includes(field);

/** Price figures the pricing service computes; null until a card has a price history. */
export const PRICE_TREND_FIELDS = [
  'priceTrend1h',
  'priceTrend3h',
  'priceTrend6h',
  'priceTrend12h',
  'priceTrend24h',
] as const;
export type PriceTrendField = (typeof PRICE_TREND_FIELDS)[number];
