import type { AnyFaceStatField, AttributeField, ListField } from '../card/card-fields.js';
import { isAttributeField, isFaceStatField, isGkFaceStatField, isListField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { FACE_STATS_USING_ATTRIBUTE } from '../face-stats/face-stat-weights.js';
import { contributingAttributes } from '../face-stats/face-stats.js';
import type { Evolution } from './evolution.types.js';

type KeyedNumericField =
  'overall' | 'weakFoot' | 'skillMoves' | 'rarityEaId' | AnyFaceStatField | AttributeField;

const addAttributeAndItsFaceStats = (fields: Set<KeyedNumericField>, attribute: AttributeField): void => {
  fields.add(attribute);
  for (const face of FACE_STATS_USING_ATTRIBUTE[attribute] ?? []) fields.add(face);
};

/**
 * A key over only the fields `evolutions` can change (an attribute upgrade also moves the face stats
 * built on it; a face-stat upgrade moves its attributes and their other face stats). For cards evolved
 * from one card by these evolutions, equal keys mean equal evolvableStateKey (path-ranking.ts), at a fraction of the cost.
 */
export const stateKeyFunctionFor = (
  evolutions: readonly Readonly<Evolution>[],
): ((card: Readonly<Card>) => string) => {
  const numeric = new Set<KeyedNumericField>();
  const lists = new Set<ListField>();
  for (const evolution of evolutions) {
    for (const level of evolution.levels) {
      for (const { type } of level.upgrades) {
        if (isListField(type)) lists.add(type);
        else if (isAttributeField(type)) addAttributeAndItsFaceStats(numeric, type);
        else if (isFaceStatField(type) || isGkFaceStatField(type)) {
          numeric.add(type);
          for (const attribute of contributingAttributes(type))
            addAttributeAndItsFaceStats(numeric, attribute);
        } else numeric.add(type);
      }
    }
  }
  // The after-evolving rules move ids between these lists, so each is keyed when its partner is.
  if (lists.has('playstylesPlus')) lists.add('playstyles');
  if (lists.has('rolesPlusPlus')) lists.add('rolesPlus');
  const numericFields = [...numeric];
  const listFields = [...lists];
  return (card) => {
    let key = '';
    for (const field of numericFields) key += `${card[field] ?? ''},`;
    for (const field of listFields) key += `${[...card[field]].sort((a, b) => a - b).join('.')};`;
    return key;
  };
};
