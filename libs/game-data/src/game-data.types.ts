import type { PlayerItem } from '@futgg/contracts';
import type { Attributes } from '@futgg/game-rules';

// Plain objects named after the vocabulary (ARCHITECTURE.md "One vocabulary"), one type per catalog table.

export interface RarityRow {
  eaId: number;
  name: string;
  imageUrl: string;
  compactImageUrl: string;
  textColor: string;
  lineColor: string;
  backgroundColor: string;
  /** QUALITY 1..9 for gold/silver/bronze; null for specials. */
  quality: number | null;
}

export interface NationRow {
  eaId: number;
  name: string;
  imageUrl: string | null;
}

export interface LeagueRow extends NationRow {
  nationEaId: number | null;
  gender: number;
}

export interface ClubRow extends NationRow {
  leagueEaId: number | null;
  gender: number;
}

export interface PlaystyleRow {
  id: number;
  name: string;
  isGoalkeeper: boolean;
}

export interface RoleFocusRow {
  name: string;
  position: number;
}

export interface RoleRow {
  eaId: number;
  id: number;
  name: string;
  position: number;
  positionName: string;
  plusEaId: number | null;
  plusPlusEaId: number | null;
  isPlus: boolean;
  isPlusPlus: boolean;
  isBase: boolean;
  focus: RoleFocusRow[];
}

export type AttributeBoosts = Partial<Record<keyof Attributes, number>>;

export interface ChemistryStyleRow {
  shortName: string;
  eaId: number;
  name: string;
  isGoalkeeper: boolean;
  /** Boosts at 1, 2 and 3 chemistry points, keyed by attribute field; zero boosts left out. */
  boosts: [AttributeBoosts, AttributeBoosts, AttributeBoosts];
}

export interface RaritySquadRow {
  id: number;
  name: string;
  /** ISO date, YYYY-MM-DD. */
  releaseDate: string;
}

export interface QuickFilterRow {
  id: number;
  name: string;
  query: string;
}

export interface TacticOptionRow {
  id: number;
  name: string;
}

export interface FormationRow {
  id: number;
  index: number;
  name: string;
  slots: { uniquePositionId: number; generalPositionId: number; x: number; y: number }[];
  links: [number, number][];
}

/**
 * A generated player item: the catalog's whole card (contracts' PlayerItem) plus the normalised name it
 * searches on, without the counts PostgreSQL derives from the id lists.
 */
export type PlayerItemRow = Omit<PlayerItem, DerivedCountField> & { searchName: string };
type DerivedCountField = 'playstylesCount' | 'playstylesPlusCount' | 'rolesPlusCount' | 'rolesPlusPlusCount';

export interface ReferenceData {
  rarities: RarityRow[];
  nations: NationRow[];
  leagues: LeagueRow[];
  clubs: ClubRow[];
  playstyles: PlaystyleRow[];
  roles: RoleRow[];
  chemistryStyles: ChemistryStyleRow[];
  raritySquads: RaritySquadRow[];
  quickFilters: QuickFilterRow[];
  buildUpStyles: TacticOptionRow[];
  defensiveApproaches: TacticOptionRow[];
  formations: FormationRow[];
}

export interface GameData extends ReferenceData {
  gameYear: number;
  seed: number;
  playerItems: PlayerItemRow[];
}

export interface GenerateGameDataOptions {
  seed: number;
  /** Player items in total, base cards and special versions together (default 20,000). */
  players?: number;
  gameYear?: number;
}
