import type { PlayerItem } from '@futgg/contracts';
import type { EvolvedCardSnapshot } from '../stored-squad.js';

/** What a squad answer needs of a card, from the catalog or from an evolved card's snapshot. */
export interface CardFacts {
  eaId: number;
  name: string;
  overall: number;
  position: number;
  alternativePositionIds: readonly number[];
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  rarityEaId: number;
  /** SBC and objective cards, and every evolved card, cannot be sold. */
  isTradeable: boolean;
}

export const nameOf = (card: Pick<PlayerItem, 'commonName' | 'firstName' | 'lastName'>): string =>
  card.commonName.trim() || `${card.firstName} ${card.lastName}`.trim();

export const cardFactsOf = (item: PlayerItem): CardFacts => ({
  eaId: item.eaId,
  name: nameOf(item),
  overall: item.overall,
  position: item.position,
  alternativePositionIds: item.alternativePositionIds,
  clubEaId: item.clubEaId,
  leagueEaId: item.leagueEaId,
  nationEaId: item.nationEaId,
  rarityEaId: item.rarityEaId,
  isTradeable: !item.isSbc && !item.isObjective,
});

export const evolvedSnapshotOf = (myEvoPlayerId: number, card: PlayerItem): EvolvedCardSnapshot => ({
  myEvoPlayerId,
  eaId: card.eaId,
  name: nameOf(card),
  overall: card.overall,
  position: card.position,
  alternativePositionIds: [...card.alternativePositionIds],
  clubEaId: card.clubEaId,
  leagueEaId: card.leagueEaId,
  nationEaId: card.nationEaId,
  rarityEaId: card.rarityEaId,
});

// Evolved cards are untradeable in the game: one is never priced into a squad's total.
export const evolvedFactsOf = (snapshot: EvolvedCardSnapshot): CardFacts => ({
  eaId: snapshot.eaId,
  name: snapshot.name,
  overall: snapshot.overall,
  position: snapshot.position,
  alternativePositionIds: snapshot.alternativePositionIds,
  clubEaId: snapshot.clubEaId,
  leagueEaId: snapshot.leagueEaId,
  nationEaId: snapshot.nationEaId,
  rarityEaId: snapshot.rarityEaId,
  isTradeable: false,
});
