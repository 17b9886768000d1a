import type { PlayerItemSummary, SquadCard, SquadBuilderEvoList } from '@futgg/contracts';
import {
  fieldChemistrySlots,
  specialCardMarkers,
  fieldPositions,
  squadChemistryBreakdown,
  squadRating,
  type ChemistryCard,
  type SquadBuilderState,
  type SquadChemistryBreakdown,
  type SquadPosition,
} from '@futgg/game-rules';

/** What the builder draws and counts of a card in a slot (kept with the local squad). */
export interface CardInfo {
  eaId: number;
  myEvoPlayerId: number | null;
  name: string;
  overall: number;
  position: number;
  alternativePositionIds: number[];
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  rarityEaId: number;
  /** Console price, null when unknown or untradeable. */
  price: number | null;
}

export type SquadBuilderEvoItem = SquadBuilderEvoList['data'][number];

/** The key of a slot's card: an evolved card is not its base card. */
export const cardKey = (position: Pick<SquadPosition, 'playerEaId' | 'myEvoPlayerId'>): string =>
  position.myEvoPlayerId === null ? String(position.playerEaId) : `evo:${position.myEvoPlayerId}`;

export const cardFromItem = (item: PlayerItemSummary): CardInfo => ({
  eaId: item.eaId,
  myEvoPlayerId: null,
  name: item.commonName || `${item.firstName} ${item.lastName}`.trim(),
  overall: item.overall,
  position: item.position,
  alternativePositionIds: item.alternativePositionIds,
  clubEaId: item.clubEaId,
  leagueEaId: item.leagueEaId,
  nationEaId: item.nationEaId,
  rarityEaId: item.rarityEaId,
  price: item.price,
});

export const cardFromSquadCard = (card: SquadCard): CardInfo => ({
  eaId: card.eaId,
  myEvoPlayerId: card.myEvoPlayerId,
  name: card.name,
  overall: card.overall,
  position: card.position,
  alternativePositionIds: card.alternativePositionIds,
  clubEaId: card.clubEaId,
  leagueEaId: card.leagueEaId,
  nationEaId: card.nationEaId,
  rarityEaId: card.rarityEaId,
  price: card.isUntradeable ? null : card.price.console,
});

/** An evolved card: its evolved numbers over its base card's club, league and nation. */
export const cardFromEvoItem = (item: SquadBuilderEvoItem, base: PlayerItemSummary): CardInfo => ({
  ...cardFromItem(base),
  myEvoPlayerId: item.id,
  name: item.commonName || cardFromItem(base).name,
  overall: item.overall,
  position: item.position,
  alternativePositionIds: item.alternativePositionIds,
  rarityEaId: item.rarityEaId,
});

const toChemistryCard = (card: CardInfo): ChemistryCard => ({
  position: card.position,
  alternativePositionIds: card.alternativePositionIds,
  clubEaId: card.clubEaId,
  leagueEaId: card.leagueEaId,
  nationEaId: card.nationEaId,
  // Icons and heroes by their club and league, as the server reads them (a placed card carries no flag).
  ...specialCardMarkers(card),
});

export interface LocalSquadStats {
  chemistry: SquadChemistryBreakdown;
  /** Null until all 11 field slots hold a known card. */
  rating: number | null;
  /** Coins for the tradeable cards on the pitch and the bench. */
  price: number;
}

/** The browser's instant reading of the squad, by game-rules; the server's answer after a save wins. */
export const localSquadStats = (
  state: SquadBuilderState,
  cards: Readonly<Record<string, CardInfo>>,
): LocalSquadStats => {
  const cardOf = (position: SquadPosition) => {
    const card = cards[cardKey(position)];
    return card ? toChemistryCard(card) : null;
  };
  const { leagueEaId, nationEaId } = state.manager;
  const manager =
    leagueEaId === null && nationEaId === null
      ? null
      : { leagueEaId: leagueEaId ?? -1, nationEaId: nationEaId ?? -1 };
  const chemistry = squadChemistryBreakdown({ slots: fieldChemistrySlots(state, cardOf), manager });
  const overalls = fieldPositions(state).map((position) =>
    position.playerEaId === null ? null : (cards[cardKey(position)]?.overall ?? null),
  );
  const rating = overalls.every((overall): overall is number => overall !== null)
    ? squadRating(overalls)
    : null;
  const price = state.positions
    .filter((position) => position.group !== 'RESERVE' && position.playerEaId !== null)
    .reduce((sum, position) => {
      if (position.isUntradeableOverride) return sum;
      return sum + (cards[cardKey(position)]?.price ?? 0);
    }, 0);
  return { chemistry, rating, price };
};
