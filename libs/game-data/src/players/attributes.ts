import {
  ATTRIBUTE_FIELDS,
  GK_ATTRIBUTE_FIELDS,
  POSITION,
  type AttributeField,
  type Attributes,
} from '@futgg/game-rules';
import { positionModelOf } from '../calibration/position-model.js';
import type { Random } from '../random.js';

const clampStat = (value: number) => Math.min(99, Math.max(1, Math.round(value)));

// Outfield players' goalkeeping attributes are not in the FC 25 ratings export; EA gives them single
// figures to low teens (e.g. fc26-fut-club-futgg cards), so they are drawn from 6..15.
const OUTFIELD_GK_ATTRIBUTE = { min: 6, max: 15 } as const;

/**
 * Attributes of a card of this position and overall: each attribute on its FC 25 least-squares line
 * over the overall, plus normal noise of the residual spread. A shared per-player "form" term moves
 * all attributes together a little, as real cards do (a player is good at most things or few).
 */
export const generateAttributes = (random: Random, position: number, overall: number): Attributes => {
  const model = positionModelOf(position);
  const distance = overall - model.meanOverall;
  const form = random.normal(0, 0.25);
  const attributes = {} as Attributes;
  for (const field of ATTRIBUTE_FIELDS) {
    const line = model.attributes[field];
    if (line) {
      const [mean, slope, sd] = line;
      attributes[field] = clampStat(mean + slope * distance + sd * (form + random.normal(0, 0.97)));
    } else attributes[field] = random.int(OUTFIELD_GK_ATTRIBUTE.min, OUTFIELD_GK_ATTRIBUTE.max);
  }
  return attributes;
};

/** The attributes a promo version gets: the base raised by about `boost` points, key ones more. */
export const boostAttributes = (
  random: Random,
  base: Attributes,
  position: number,
  boost: number,
): Attributes => {
  const fields: readonly AttributeField[] =
    position === POSITION.GK
      ? [...GK_ATTRIBUTE_FIELDS, 'attributeReactions', 'attributeAcceleration', 'attributeSprintSpeed']
      : ATTRIBUTE_FIELDS.filter((field) => !field.startsWith('attributeGk'));
  const boosted = { ...base };
  for (const field of fields) boosted[field] = clampStat(base[field] + boost * (0.7 + random.next() * 0.9));
  return boosted;
};
