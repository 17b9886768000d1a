import type { AttributeField, FaceStatField, GkFaceStatField } from './card-fields.js';

export type Attributes = Record<AttributeField, number>;
export type FaceStats = Record<FaceStatField, number>;
export type GkFaceStats = Record<GkFaceStatField, number>;

/**
 * A card as every layer sees it (ARCHITECTURE.md "One vocabulary"). Identity fields are optional because
 * the rules also run on cards edited in the evo lab, which have no database identity yet.
 */
export interface Card extends Attributes, FaceStats, Partial<GkFaceStats> {
  eaId?: number;
  basePlayerEaId?: number;
  gameYear?: number;
  commonName?: string | null;
  overall: number;
  /** Position id, GK 0 … LW 27. */
  position: number;
  alternativePositionIds: number[];
  /** 1 right, 2 left. */
  foot: number;
  weakFoot: number;
  skillMoves: number;
  /** 1 low, 2 medium, 3 high. */
  attackingWorkrate: number;
  defensiveWorkrate: number;
  height?: number;
  rarityEaId: number;
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
  /** 1 men, 2 women. */
  gender?: number;
  playstyles: number[];
  playstylesPlus: number[];
  rolesPlus: number[];
  rolesPlusPlus: number[];
}
