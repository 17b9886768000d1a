import type { PathObjectiveField } from '@futgg/contracts';
import { isAttributeField, type AnyFaceStatField, type PathObjective } from '@futgg/game-rules';

/** The HTTP objective name as game-rules' objective: the overall, one face stat, or one attribute. */
export const pathObjectiveOf = (field: PathObjectiveField): PathObjective => {
  if (field === 'overall') return { kind: 'overall' };
  if (isAttributeField(field)) return { kind: 'attributes', fields: [field] };
  return { kind: 'faceStat', field: field as AnyFaceStatField };
};
