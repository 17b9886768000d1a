import {
  EVO_LAB_MODE,
  EVO_LAB_SCREEN,
  EVO_LAB_STEP,
  appliedEvolutionIds,
  evoLabReducer,
  initialEvoLabState,
  type EvoLabAction,
  type EvoLabMode,
  type EvoLabState,
  type EvoLabStep,
} from '@futgg/game-rules';

// The lab's address keeps what reopens it: the screen, the card, its evolutions and step, and the cards
// in compare (`/evo-lab/?eaId=231747&evos=12,40&step=review`). A stored path (`?path=…`) also brings
// its manual changes; the address keeps it until the lab moves away from what it loaded.

const MODE_SLUGS: Record<EvoLabMode, string> = {
  [EVO_LAB_MODE.CREATE]: 'create',
  [EVO_LAB_MODE.COMPARE]: 'compare',
  [EVO_LAB_MODE.USER_EVOS]: 'my-evolutions',
};
const STEP_SLUGS: Record<EvoLabStep, string> = {
  [EVO_LAB_STEP.DISCOVER]: 'discover',
  [EVO_LAB_STEP.ASSIGN_EVOLUTIONS]: 'evolutions',
  [EVO_LAB_STEP.MODIFY_PLAYER]: 'modify',
  [EVO_LAB_STEP.REVIEW]: 'review',
};

const keyOf = <K extends string>(slugs: Record<K, string>, slug: string | null): K | undefined =>
  (Object.keys(slugs) as K[]).find((key) => slugs[key] === slug);

export interface LabAddress {
  mode: EvoLabMode;
  eaId: number | null;
  evolutionIds: number[];
  step: EvoLabStep;
  comparedEaIds: number[];
  pathHash: string | null;
}

const idOf = (text: string | null): number | null =>
  text !== null && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;

const idsOf = (text: string | null): number[] =>
  [
    ...new Set(
      (text ?? '').split(',').flatMap((part) => {
        const id = part === '0' ? 0 : idOf(part);
        return id === null ? [] : [id];
      }),
    ),
  ].slice(0, 20);

/** What an address asks for; anything unreadable is left out, never an error. */
export const parseLabAddress = (search: URLSearchParams): LabAddress => {
  const path = search.get('path');
  return {
    mode: keyOf(MODE_SLUGS, search.get('mode')) ?? EVO_LAB_MODE.CREATE,
    eaId: idOf(search.get('eaId')),
    // `evolutionIds` is the name other pages' lab links also send (components/evolution/lab-links.ts).
    evolutionIds: idsOf(search.get('evos') ?? search.get('evolutionIds')),
    step: keyOf(STEP_SLUGS, search.get('step')) ?? EVO_LAB_STEP.DISCOVER,
    comparedEaIds: idsOf(search.get('compare')).filter((id) => id > 0),
    pathHash: path !== null && /^[0-9a-f]{24}$/.test(path) ? path : null,
  };
};

/** The parameters the lab reads and writes; any other (a campaign tag, a `from`) is left as it came. */
const LAB_PARAMETERS: ReadonlySet<string> = new Set([
  'mode',
  'path',
  'eaId',
  'evos',
  'evolutionIds',
  'step',
  'compare',
]);

/**
 * The query string of a lab state (defaults left out); `pathHash` while the lab shows that path as
 * loaded. Parameters of `others` the lab does not own come after its own, unchanged.
 */
export const labQueryOf = (
  state: EvoLabState,
  pathHash: string | null = null,
  others: URLSearchParams = new URLSearchParams(),
): string => {
  const query = new URLSearchParams();
  if (state.mode !== EVO_LAB_MODE.CREATE) query.set('mode', MODE_SLUGS[state.mode]);
  if (pathHash) query.set('path', pathHash);
  else if (state.selectedPlayerEaId !== null) {
    query.set('eaId', String(state.selectedPlayerEaId));
    const evolutionIds = appliedEvolutionIds(state);
    if (evolutionIds.length > 0) query.set('evos', evolutionIds.join(','));
  }
  if (state.selectedPlayerEaId !== null && state.step !== EVO_LAB_STEP.DISCOVER) {
    query.set('step', STEP_SLUGS[state.step]);
  }
  if (state.comparedPlayerEaIds.length > 0) query.set('compare', state.comparedPlayerEaIds.join(','));
  const own = query.toString().replace(/%2C/g, ',');
  const foreign = new URLSearchParams([...others].filter(([name]) => !LAB_PARAMETERS.has(name))).toString();
  return [own, foreign].filter(Boolean).join('&');
};

/** The reducer's actions that open an address; a stored path's card and evolutions come once loaded. */
export const actionsOfAddress = (address: LabAddress): EvoLabAction[] => {
  const actions: EvoLabAction[] = [];
  if (address.eaId !== null && address.pathHash === null) {
    actions.push({ type: 'selectPlayer', eaId: address.eaId });
    if (address.evolutionIds.length > 0)
      actions.push({ type: 'applyEvolutions', evolutionIds: address.evolutionIds });
    actions.push({ type: 'goToStep', step: address.step });
  }
  for (const eaId of address.comparedEaIds) actions.push({ type: 'toggleComparePlayer', eaId });
  actions.push({ type: 'setMode', mode: address.mode });
  if (address.mode === EVO_LAB_MODE.COMPARE)
    actions.push({ type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE });
  return actions;
};

export const labStateOf = (actions: readonly EvoLabAction[], state: EvoLabState = initialEvoLabState()) =>
  actions.reduce(evoLabReducer, state);
