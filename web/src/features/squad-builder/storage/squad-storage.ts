import type { SquadBuilderState, Tactic } from '@futgg/game-rules';
import { SQUAD_STORAGE_PREFIX } from '../../../config/env';
import { localStore } from '../../../lib/local-store';
import type { CardInfo } from '../utils/cards';

// Spec, second document, sections 3 and 8: the locally saved squad fields live under a configured
// prefix; a storage failure (quota, storage disabled) is logged and ignored, and settings that do not
// parse fall back to the defaults.

export const STORAGE_KEYS = {
  settings: `${SQUAD_STORAGE_PREFIX}settings`,
  /** `new` for a squad not yet saved, else the squad's uuid. */
  squad: (id: string) => `${SQUAD_STORAGE_PREFIX}squad:${id}`,
  tactics: (id: string) => `${SQUAD_STORAGE_PREFIX}tactics:${id}`,
} as const;

export interface SquadBuilderSettings {
  /** The "Remove occupant" toggle: a move onto a filled slot removes its player instead of swapping. */
  removeOccupant: boolean;
  /** Show prices (budget) beside the cards. */
  showPrices: boolean;
}
export const DEFAULT_SETTINGS: SquadBuilderSettings = { removeOccupant: false, showPrices: true };

/** The locally saved squad fields (tactics are kept under their own key). */
export interface StoredSquad {
  /** The server version the edits were made on; absent for a squad never saved. */
  version: number | null;
  title: string;
  formationId: string;
  manager: SquadBuilderState['manager'];
  positions: SquadBuilderState['positions'];
  dirty: boolean;
  /** What the builder knows of the cards in the slots, so a reload draws them without asking. */
  cards: Record<string, CardInfo>;
}

const store = localStore('Squad builder');
const read = store.read;
const write = store.write;
export const removeStored = store.remove;

export const loadSettings = (): SquadBuilderSettings => {
  const value = read(STORAGE_KEYS.settings);
  if (value === null || typeof value !== 'object') return DEFAULT_SETTINGS;
  const settings = value as Partial<Record<keyof SquadBuilderSettings, unknown>>;
  return {
    removeOccupant:
      typeof settings.removeOccupant === 'boolean'
        ? settings.removeOccupant
        : DEFAULT_SETTINGS.removeOccupant,
    showPrices: typeof settings.showPrices === 'boolean' ? settings.showPrices : DEFAULT_SETTINGS.showPrices,
  };
};
export const saveSettings = (settings: SquadBuilderSettings) => write(STORAGE_KEYS.settings, settings);

const isStoredSquad = (value: unknown): value is StoredSquad => {
  const squad = value as Partial<StoredSquad> | null;
  return (
    !!squad &&
    typeof squad === 'object' &&
    typeof squad.formationId === 'string' &&
    Array.isArray(squad.positions) &&
    typeof squad.cards === 'object' &&
    squad.cards !== null
  );
};

export const loadSquad = (id: string): StoredSquad | null => {
  const value = read(STORAGE_KEYS.squad(id));
  return isStoredSquad(value) ? value : null;
};
export const saveSquadLocally = (id: string, squad: StoredSquad) => write(STORAGE_KEYS.squad(id), squad);

export const loadTactics = (id: string): Tactic[] | null => {
  const value = read(STORAGE_KEYS.tactics(id));
  return Array.isArray(value) ? (value as Tactic[]) : null;
};
export const saveTacticsLocally = (id: string, tactics: readonly Tactic[]) =>
  write(STORAGE_KEYS.tactics(id), tactics);

export const forgetSquad = (id: string) => {
  removeStored(STORAGE_KEYS.squad(id));
  removeStored(STORAGE_KEYS.tactics(id));
};
