// Vocabulary of the squad builder (spec, first document, sections 2, 3 and 4 "Squad builder").

export const SQUAD_SLOT_KIND = {
  FIELD: 'FIELD',
  RESERVE: 'RESERVE',
  SUBSTITUTE: 'SUBSTITUTE',
  /** The manager is held as his league and nation (`state.manager`), not as a player slot. */
  MANAGER: 'MANAGER',
} as const;
export type SquadSlotKind = (typeof SQUAD_SLOT_KIND)[keyof typeof SQUAD_SLOT_KIND];
export type PlayerSlotKind = Exclude<SquadSlotKind, 'MANAGER'>;

export const SQUAD_BUILDER_VIEWS = [
  'CHEMISTRY',
  'SEARCH',
  'EVO_LAB',
  'FORMATION',
  'PLAYER',
  'PLAYER_TACTIC_EDIT',
  'SQUAD',
  'TACTICS',
  'TACTIC_EDIT',
  'TACTIC_IMPORT',
] as const;
export type SquadBuilderView = (typeof SQUAD_BUILDER_VIEWS)[number];

/** The tabs inside which a tactic can be edited; leaving them clears the editing tactic (spec, section 4). */
export const TACTIC_VIEWS: readonly SquadBuilderView[] = [
  'TACTICS',
  'TACTIC_EDIT',
  'TACTIC_IMPORT',
  'PLAYER_TACTIC_EDIT',
];

/** The spec's "Squad position" entity (first document, section 3). */
export interface SquadPosition {
  group: PlayerSlotKind;
  positionIdx: number;
  playerEaId: number | null;
  myEvoPlayerId: number | null;
  /** The general position this player counts as playing: only ever his field slot's own position. */
  positionOverride: number | null;
  evolutionOverrideId: number | null;
  isUntradeableOverride: boolean;
  rarityOverrideEaId: number | null;
}

export interface SlotAddress {
  group: PlayerSlotKind;
  positionIdx: number;
}

export interface TacticPositionRole {
  roleId: number;
  positionUniqueId: number;
  focusName: string;
}

/** The spec's "Tactic" entity; `isLocal` tells a local id (not yet saved) from a server id. */
export interface Tactic {
  tacticId: string;
  isLocal: boolean;
  title: string;
  formationId: string;
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
  buildUpStyleId: number;
  positionRoles: TacticPositionRole[];
  code: string | null;
  createdAt: string | null;
  lastUpdatedAt: string | null;
}

export type TacticChanges = Partial<Omit<Tactic, 'tacticId' | 'isLocal' | 'createdAt' | 'lastUpdatedAt'>>;

export const SQUAD_BUILDER_ERROR = {
  UNKNOWN_FORMATION: 'UNKNOWN_FORMATION',
  UNKNOWN_SLOT: 'UNKNOWN_SLOT',
  EMPTY_SLOT: 'EMPTY_SLOT',
  PLAYER_ALREADY_IN_SQUAD: 'PLAYER_ALREADY_IN_SQUAD',
  INVALID_POSITION_OVERRIDE: 'INVALID_POSITION_OVERRIDE',
  TACTIC_LIMIT_REACHED: 'TACTIC_LIMIT_REACHED',
  DUPLICATE_TACTIC_ID: 'DUPLICATE_TACTIC_ID',
  UNKNOWN_TACTIC: 'UNKNOWN_TACTIC',
} as const;
export type SquadBuilderErrorCode = (typeof SQUAD_BUILDER_ERROR)[keyof typeof SQUAD_BUILDER_ERROR];

export interface SquadBuilderState {
  title: string;
  formationId: string;
  manager: { leagueEaId: number | null; nationEaId: number | null };
  /** Every slot, empty or not: 11 FIELD, then the SUBSTITUTE slots, then the RESERVE slots. */
  positions: SquadPosition[];
  tactics: Tactic[];
  editingTacticId: string | null;
  view: SquadBuilderView;
  dirty: boolean;
  /** Why the last action was refused (state otherwise unchanged); null after any accepted action. */
  error: SquadBuilderErrorCode | null;
}

/** A card's positions after an evolution, as the evo lab computes them. */
export interface EvolvedCardPositions {
  position: number;
  alternativePositionIds: readonly number[];
}

export type SquadBuilderAction =
  | { type: 'setFormation'; formationId: string }
  | { type: 'addPlayer'; slot: SlotAddress; playerEaId: number; myEvoPlayerId?: number | null }
  | { type: 'removePlayer'; slot: SlotAddress }
  | { type: 'updatePlayer'; slot: SlotAddress; playerEaId?: number; myEvoPlayerId?: number | null }
  | { type: 'movePlayer'; from: SlotAddress; to: SlotAddress; removeOccupant?: boolean }
  | { type: 'setPositionOverride'; slot: SlotAddress; positionId: number | null }
  | {
      type: 'setEvolutionOverride';
      slot: SlotAddress;
      evolutionOverrideId: number | null;
      evolvedCard?: EvolvedCardPositions;
    }
  | { type: 'setUntradeableOverride'; slot: SlotAddress; isUntradeable: boolean }
  | { type: 'setRarityOverride'; slot: SlotAddress; rarityEaId: number | null }
  | { type: 'setManagerLeague'; leagueEaId: number | null }
  | { type: 'setManagerNation'; nationEaId: number | null }
  | { type: 'setTitle'; title: string }
  | { type: 'createTactic'; tacticId: string; isLocal: boolean; now: string; title?: string }
  | { type: 'updateTactic'; tacticId: string; changes: TacticChanges; now: string }
  | { type: 'deleteTactic'; tacticId: string }
  | { type: 'tacticSaved'; localId: string; serverId: string }
  | { type: 'editTactic'; tacticId: string }
  | { type: 'setView'; view: SquadBuilderView }
  | { type: 'markSaved' };
