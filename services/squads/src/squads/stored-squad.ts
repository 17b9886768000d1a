import type { SquadFlags, SquadPositionGroup } from '@futgg/contracts';

/** One filled slot as stored: always with a card (a plain one, or a saved evo-lab player of the owner's). */
export interface StoredPosition {
  group: SquadPositionGroup;
  positionIdx: number;
  /** The card's eaId; for an evolved card, the card it was evolved from. */
  playerEaId: number;
  myEvoPlayerId: number | null;
  positionOverride: number | null;
  evolutionOverrideId: number | null;
  isUntradeableOverride: boolean;
  rarityOverrideEaId: number | null;
}

/**
 * What chemistry, rating and the answer need of an evolved card, copied from the owner's saved player at
 * save time: the evolutions service shows a saved player to its owner only, and a shared squad is read by
 * anyone.
 */
export interface EvolvedCardSnapshot {
  myEvoPlayerId: number;
  eaId: number;
  name: string;
  overall: number;
  position: number;
  alternativePositionIds: number[];
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  rarityEaId: number;
}

export interface StoredSquad {
  uuid: string;
  ownerId: string;
  gameYear: number;
  title: string;
  version: number;
  formationId: string;
  managerLeagueEaId: number | null;
  managerNationEaId: number | null;
  substituteCount: number;
  reserveCount: number;
  positions: StoredPosition[];
  evolvedCards: EvolvedCardSnapshot[];
  flags: SquadFlags;
  createdAt: string;
  updatedAt: string;
}

/** A squad's content as a save writes it (the owner, version and dates are the repository's). */
export type SquadContent = Omit<
  StoredSquad,
  'uuid' | 'ownerId' | 'version' | 'flags' | 'createdAt' | 'updatedAt'
>;
