// Spec, first document, section 4 "Evolution lab state". The reducer only holds state: the caller
// computes the previewed card with the evolutions area's applyEvolutions from the base card, the
// applied evolutions (appliedEvolutionIds) and the manual changes (manualChangesOf).
import type { Card } from '../card/card.types.js';
import { changesBetween, editedCard, type CardChanges, type CardEdit } from './card-edit.js';
import {
  EVO_LAB_ASIDE_TAB,
  EVO_LAB_MODE,
  EVO_LAB_SCREEN,
  EVO_LAB_STEP,
  EVO_LAB_STEP_ORDER,
  EVO_LAB_TAB,
  type EvoLabAsideTab,
  type EvoLabMode,
  type EvoLabScreen,
  type EvoLabStep,
  type EvoLabTab,
} from './evo-lab.constants.js';

/** One entry of the changes stack: an applied evolution (null for the base) and the edits made on top of it. */
export interface ChangeEntry {
  evolutionId: number | null;
  changes: CardChanges;
}

export interface EvoLabState {
  mode: EvoLabMode;
  screen: EvoLabScreen;
  tab: EvoLabTab | null;
  asideTab: EvoLabAsideTab;
  step: EvoLabStep;
  selectedPlayerEaId: number | null;
  /** The user's own saved evolution being viewed, if any. */
  userEvolutionId: number | null;
  /** Never empty; the first entry is the base, `{ evolutionId: null, ... }`. */
  changes: readonly ChangeEntry[];
  isCustomised: boolean;
  comparedPlayerEaIds: readonly number[];
  isComparePromptDismissed: boolean;
}

export type EvoLabAction =
  | { type: 'setMode'; mode: EvoLabMode }
  | { type: 'openScreen'; screen: EvoLabScreen }
  | { type: 'setTab'; tab: EvoLabTab | null }
  | { type: 'setAsideTab'; asideTab: EvoLabAsideTab }
  | { type: 'nextStep' }
  | { type: 'previousStep' }
  | { type: 'goToStep'; step: EvoLabStep }
  | { type: 'selectPlayer'; eaId: number }
  | { type: 'applyEvolution'; evolutionId: number }
  | { type: 'applyEvolutions'; evolutionIds: readonly number[] }
  | { type: 'removeEvolution'; evolutionId: number }
  /** `card` is the card as previewed now (evolutions and manual changes applied) that the edit acts on. */
  | { type: 'editCard'; card: Card; edit: CardEdit }
  | { type: 'resetChanges' }
  | { type: 'selectUserEvolution'; userEvolutionId: number }
  | { type: 'toggleComparePlayer'; eaId: number };

const baseChanges = (): ChangeEntry[] => [{ evolutionId: null, changes: {} }];

export const initialEvoLabState = (): EvoLabState => ({
  mode: EVO_LAB_MODE.CREATE,
  screen: EVO_LAB_SCREEN.CREATE,
  tab: EVO_LAB_TAB.DISCOVER,
  asideTab: EVO_LAB_ASIDE_TAB.OTHER_VERSIONS,
  step: EVO_LAB_STEP.DISCOVER,
  selectedPlayerEaId: null,
  userEvolutionId: null,
  changes: baseChanges(),
  isCustomised: false,
  comparedPlayerEaIds: [],
  isComparePromptDismissed: false,
});

/** Applied evolutions in the order they were applied. */
export const appliedEvolutionIds = (state: EvoLabState): number[] =>
  state.changes.flatMap((entry) => (entry.evolutionId === null ? [] : [entry.evolutionId]));

/** Every entry's changes merged bottom to top, so a later edit of a field wins. */
export const manualChangesOf = (state: EvoLabState): CardChanges =>
  Object.assign({}, ...state.changes.map((entry) => entry.changes)) as CardChanges;

const stepAfter = (step: EvoLabStep, offset: 1 | -1): EvoLabStep => {
  const index = EVO_LAB_STEP_ORDER.indexOf(step) + offset;
  return EVO_LAB_STEP_ORDER[Math.min(EVO_LAB_STEP_ORDER.length - 1, Math.max(0, index))] ?? step;
};

// An evolution is applied once: a path never repeats one (spec, section 4 "Eligibility and offering").
const withEvolutions = (state: EvoLabState, evolutionIds: readonly number[]): EvoLabState => {
  const applied = new Set(appliedEvolutionIds(state));
  const added: number[] = [];
  for (const id of evolutionIds) {
    if (applied.has(id)) continue;
    applied.add(id);
    added.push(id);
  }
  if (added.length === 0) return state;
  return {
    ...state,
    changes: [...state.changes, ...added.map((evolutionId) => ({ evolutionId, changes: {} }))],
    asideTab: EVO_LAB_ASIDE_TAB.EVOLUTIONS,
  };
};

const withTopChanges = (state: EvoLabState, changes: (top: CardChanges) => CardChanges): EvoLabState => {
  const top = state.changes[state.changes.length - 1] ?? { evolutionId: null, changes: {} };
  return { ...state, changes: [...state.changes.slice(0, -1), { ...top, changes: changes(top.changes) }] };
};

export const evoLabReducer = (state: EvoLabState, action: EvoLabAction): EvoLabState => {
  switch (action.type) {
    case 'setMode':
      return { ...state, mode: action.mode };
    case 'openScreen':
      return action.screen === EVO_LAB_SCREEN.COMPARE
        ? { ...state, screen: action.screen, isComparePromptDismissed: true }
        : { ...state, screen: action.screen };
    case 'setTab':
      return { ...state, tab: action.tab };
    case 'setAsideTab':
      return { ...state, asideTab: action.asideTab };
    case 'nextStep':
      return { ...state, step: stepAfter(state.step, 1) };
    case 'previousStep':
      return { ...state, step: stepAfter(state.step, -1) };
    case 'goToStep':
      return { ...state, step: action.step };
    case 'selectPlayer':
      return {
        ...state,
        selectedPlayerEaId: action.eaId,
        changes: baseChanges(),
        asideTab: EVO_LAB_ASIDE_TAB.OTHER_VERSIONS,
        userEvolutionId: null,
        isCustomised: false,
      };
    case 'applyEvolution':
      return withEvolutions(state, [action.evolutionId]);
    case 'applyEvolutions':
      return withEvolutions(state, action.evolutionIds);
    case 'removeEvolution': {
      const at = state.changes.findIndex(
        (entry, index) => index > 0 && entry.evolutionId === action.evolutionId,
      );
      return at < 0 ? state : { ...state, changes: state.changes.slice(0, at) };
    }
    case 'editCard': {
      const edits = changesBetween(action.card, editedCard(action.card, action.edit));
      if (Object.keys(edits).length === 0) return state;
      return { ...withTopChanges(state, (top) => ({ ...top, ...edits })), isCustomised: true };
    }
    case 'resetChanges':
      return { ...withTopChanges(state, () => ({})), isCustomised: false };
    case 'selectUserEvolution':
      return {
        ...state,
        userEvolutionId: action.userEvolutionId,
        screen: EVO_LAB_SCREEN.CREATE,
        tab: EVO_LAB_TAB.DISCOVER,
      };
    case 'toggleComparePlayer': {
      if (state.comparedPlayerEaIds.includes(action.eaId)) {
        return {
          ...state,
          comparedPlayerEaIds: state.comparedPlayerEaIds.filter((id) => id !== action.eaId),
        };
      }
      return {
        ...state,
        comparedPlayerEaIds: [...state.comparedPlayerEaIds, action.eaId],
        isComparePromptDismissed: state.isComparePromptDismissed && state.screen === EVO_LAB_SCREEN.COMPARE,
      };
    }
  }
};
