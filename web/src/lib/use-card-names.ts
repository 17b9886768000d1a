import { useCardsById } from './cards-by-id';
import { playerName } from './format';

/** The names of cards a page holds no data of (a solver's answer); a card not found keeps its id. */
export const useCardNames = (gameYear: number, eaIds: readonly number[]) => {
  const cards = useCardsById(gameYear, eaIds);
  const names = new Map(cards.data?.map((card) => [card.eaId, playerName(card)]));
  return (eaId: number): string => names.get(eaId) ?? `#${eaId}`;
};
