// Names from the spec, first document, section 2 "Screens and routes".

export const EVO_LAB_MODE = { CREATE: 'CREATE', COMPARE: 'COMPARE', USER_EVOS: 'USER_EVOS' } as const;
export type EvoLabMode = (typeof EVO_LAB_MODE)[keyof typeof EVO_LAB_MODE];

export const EVO_LAB_SCREEN = { CREATE: 'Create', COMPARE: 'Compare' } as const;
export type EvoLabScreen = (typeof EVO_LAB_SCREEN)[keyof typeof EVO_LAB_SCREEN];

/** The spec names one tab; `null` in the state means no tab is open. */
export const EVO_LAB_TAB = { DISCOVER: 'Discover' } as const;
export type EvoLabTab = (typeof EVO_LAB_TAB)[keyof typeof EVO_LAB_TAB];

export const EVO_LAB_ASIDE_TAB = { OTHER_VERSIONS: 'Other Versions', EVOLUTIONS: 'Evolutions' } as const;
export type EvoLabAsideTab = (typeof EVO_LAB_ASIDE_TAB)[keyof typeof EVO_LAB_ASIDE_TAB];

export const EVO_LAB_STEP = {
  DISCOVER: 'DISCOVER',
  ASSIGN_EVOLUTIONS: 'ASSIGN_EVOLUTIONS',
  MODIFY_PLAYER: 'MODIFY_PLAYER',
  REVIEW: 'REVIEW',
} as const;
export type EvoLabStep = (typeof EVO_LAB_STEP)[keyof typeof EVO_LAB_STEP];

/** Spec, first document, section 4: "Step flow follows DISCOVER, ASSIGN_EVOLUTIONS, MODIFY_PLAYER, REVIEW". */
export const EVO_LAB_STEP_ORDER: readonly EvoLabStep[] = [
  EVO_LAB_STEP.DISCOVER,
  EVO_LAB_STEP.ASSIGN_EVOLUTIONS,
  EVO_LAB_STEP.MODIFY_PLAYER,
  EVO_LAB_STEP.REVIEW,
];
