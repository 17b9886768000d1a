import { SQUAD_DEFAULTS } from '../constants/game.js';
import { DEFAULT_FORMATION_ID, formationById } from '../formations/formations.js';
import type { PlayerSlotKind, SquadBuilderState, SquadPosition } from './squad-builder.types.js';

export const emptyPosition = (group: PlayerSlotKind, positionIdx: number): SquadPosition => ({
  group,
  positionIdx,
  playerEaId: null,
  myEvoPlayerId: null,
  positionOverride: null,
  evolutionOverrideId: null,
  isUntradeableOverride: false,
  rarityOverrideEaId: null,
});

export interface InitialSquadBuilderOptions {
  title?: string;
  formationId?: string;
  substitutes?: number;
  reserves?: number;
}

/** An empty squad: 11 field slots, 9 substitutes, 0 reserves by default (spec, section 9 squad defaults). */
export const initialSquadBuilderState = ({
  title = '',
  formationId = DEFAULT_FORMATION_ID,
  substitutes = SQUAD_DEFAULTS.SUBSTITUTES,
  reserves = SQUAD_DEFAULTS.RESERVES,
}: InitialSquadBuilderOptions = {}): SquadBuilderState => {
  if (formationById(formationId) === undefined) throw new RangeError(`Unknown formation ${formationId}`);
  const slots = (group: PlayerSlotKind, count: number) =>
    Array.from({ length: count }, (_, i) => emptyPosition(group, i));
  return {
    title,
    formationId,
    manager: { leagueEaId: null, nationEaId: null },
    positions: [
      ...slots('FIELD', SQUAD_DEFAULTS.FIELD_SLOTS),
      ...slots('SUBSTITUTE', substitutes),
      ...slots('RESERVE', reserves),
    ],
    tactics: [],
    editingTacticId: null,
    view: 'SQUAD',
    dirty: false,
    error: null,
  };
};
