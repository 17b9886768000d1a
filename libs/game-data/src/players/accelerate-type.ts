import type { AccelerateType } from '@futgg/game-rules';

/**
 * AcceleRATE from agility, strength and height, as EA described it for FC 24/25 (community write-ups of
 * the pitch notes: explosive types need agility over strength and at most 182 cm, lengthy types the
 * opposite and a tall frame). Checked against FUTBIN's FC 25 cards in the spec (agreement printed there).
 */
export const accelerateTypeOf = ({
  agility,
  strength,
  height,
}: {
  agility: number;
  strength: number;
  height: number;
}): AccelerateType => {
  const lead = agility - strength;
  if (height <= 182) {
    if (agility >= 80 && lead >= 20) return 'EXPLOSIVE';
    if (agility >= 70 && lead >= 12) return 'MOSTLY_EXPLOSIVE';
    if (agility >= 65 && lead >= 4) return 'CONTROLLED_EXPLOSIVE';
  }
  if (strength >= 80 && height >= 188 && -lead >= 18) return 'LENGTHY';
  if (strength >= 75 && height >= 183 && -lead >= 12) return 'MOSTLY_LENGTHY';
  if (strength >= 65 && height >= 181 && -lead >= 4) return 'CONTROLLED_LENGTHY';
  return 'CONTROLLED';
};
