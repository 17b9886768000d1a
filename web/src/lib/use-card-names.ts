import { useCardsById } from './cards-by-id';
import { playerName } from './format';

/** A card's name by its id: null while the names are on their way. */
export type NameOf = (eaId: number) => string | null;

/**
 * The names of cards a page holds no data of (a solver's answer). While the names are on their way a
 * card's name is null, so the page shows that it is loading rather than an id (components/card-name.tsx);
 * a card the catalog does not answer keeps its id.
 */
export const useCardNames = (gameYear: number, eaIds: readonly number[]): NameOf => {
  const cards = useCardsById(gameYear, eaIds);
  const names = new Map(cards.data?.map((card) => [card.eaId, playerName(card)]));
  return (eaId) => names.get(eaId) ?? (cards.isPending ? null : `#${eaId}`);
};
