import type { Card } from '@futgg/game-rules';
import type { PlayerDefinition } from '@futgg/contracts';

/**
 * The card game-rules reads from a player definition: its values with the nulls left out (an outfield
 * card has no goalkeeper face stats; game-rules computes them when asked).
 */
export const labCardOf = (definition: PlayerDefinition): Card => {
  const card = { ...definition } as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(card)) if (value === null) delete card[field];
  return card as unknown as Card;
};

/** A definition showing an evolved card's values: names, club and the like stay the definition's. */
export type LabPreview = PlayerDefinition & Card;

export const previewOf = (definition: PlayerDefinition, card: Card): LabPreview =>
  ({ ...definition, ...card }) as LabPreview;
