import type { Card } from '../card/card.types.js';

/** A copy safe to change in place: the id lists are copied too, so the caller's card never moves. */
export const cardDraftOf = (card: Readonly<Card>): Card => ({
  ...card,
  alternativePositionIds: [...card.alternativePositionIds],
  playstyles: [...card.playstyles],
  playstylesPlus: [...card.playstylesPlus],
  rolesPlus: [...card.rolesPlus],
  rolesPlusPlus: [...card.rolesPlusPlus],
});
