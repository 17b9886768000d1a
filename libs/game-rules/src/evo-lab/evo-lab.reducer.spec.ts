import fc from 'fast-check';
import { POSITION } from '../constants/positions.js';
import type { ManualChanges } from '../evolutions/manual-changes.js';
import type { CardEdit } from './card-edit.js';
import {
  EVO_LAB_ASIDE_TAB,
  EVO_LAB_MODE,
  EVO_LAB_SCREEN,
  EVO_LAB_STEP,
  EVO_LAB_STEP_ORDER,
  EVO_LAB_TAB,
} from './evo-lab.constants.js';
import {
  appliedEvolutionIds,
  evoLabReducer,
  initialEvoLabState,
  manualChangesOf,
  type EvoLabAction,
  type EvoLabState,
} from './evo-lab.reducer.js';
import { striker } from './testing/card.fixture.js';

const run = (...actions: EvoLabAction[]): EvoLabState => actions.reduce(evoLabReducer, initialEvoLabState());
const on = (state: EvoLabState, ...actions: EvoLabAction[]): EvoLabState =>
  actions.reduce(evoLabReducer, state);
const edit = (edit: CardEdit, card = striker()): EvoLabAction => ({ type: 'editCard', card, edit });
const BASE = { evolutionId: null, changes: {} };

describe('evoLabReducer', () => {
  it('starts in CREATE mode on the Create screen, Discover tab, Other Versions aside, DISCOVER step', () => {
    expect(initialEvoLabState()).toStrictEqual({
      mode: EVO_LAB_MODE.CREATE,
      screen: EVO_LAB_SCREEN.CREATE,
      tab: EVO_LAB_TAB.DISCOVER,
      asideTab: EVO_LAB_ASIDE_TAB.OTHER_VERSIONS,
      step: EVO_LAB_STEP.DISCOVER,
      selectedPlayerEaId: null,
      userEvolutionId: null,
      changes: [BASE],
      isCustomised: false,
      comparedPlayerEaIds: [],
      isComparePromptDismissed: false,
    });
  });

  it('changes are a stack starting with one empty base entry', () => {
    const state = initialEvoLabState();
    expect(state.changes).toStrictEqual([BASE]);
    expect(appliedEvolutionIds(state)).toStrictEqual([]);
    expect(manualChangesOf(state)).toStrictEqual({});
  });

  describe('selecting a player', () => {
    const busy = run(
      { type: 'selectUserEvolution', userEvolutionId: 5 },
      { type: 'applyEvolution', evolutionId: 101 },
      edit({ kind: 'setStat', field: 'overall', value: 90 }),
      { type: 'selectPlayer', eaId: 50331894 },
    );

    it('resets changes to the base entry', () => {
      expect(busy.changes).toStrictEqual([BASE]);
      expect(busy.selectedPlayerEaId).toBe(50331894);
    });

    it('sets the aside tab to Other Versions', () => {
      expect(busy.asideTab).toBe(EVO_LAB_ASIDE_TAB.OTHER_VERSIONS);
    });

    it('clears the chosen user evolution and the customised flag', () => {
      expect(busy.userEvolutionId).toBeNull();
      expect(busy.isCustomised).toBe(false);
    });
  });

  describe('applying evolutions', () => {
    it('applying an evolution pushes an entry and switches the aside tab to Evolutions', () => {
      const state = run({ type: 'applyEvolution', evolutionId: 101 });
      expect(state.changes).toStrictEqual([BASE, { evolutionId: 101, changes: {} }]);
      expect(state.asideTab).toBe(EVO_LAB_ASIDE_TAB.EVOLUTIONS);
    });

    it('applying several pushes many, in order', () => {
      const state = run(
        { type: 'applyEvolution', evolutionId: 101 },
        { type: 'applyEvolutions', evolutionIds: [7, 9] },
      );
      expect(state.changes).toHaveLength(4);
      expect(appliedEvolutionIds(state)).toStrictEqual([101, 7, 9]);
      expect(state.asideTab).toBe(EVO_LAB_ASIDE_TAB.EVOLUTIONS);
    });

    it('applies an evolution once: a path never repeats one', () => {
      const state = run(
        { type: 'applyEvolution', evolutionId: 7 },
        { type: 'applyEvolutions', evolutionIds: [7, 9, 9] },
      );
      expect(appliedEvolutionIds(state)).toStrictEqual([7, 9]);
    });

    it('leaves the aside tab alone when nothing new is applied', () => {
      const state = run(
        { type: 'applyEvolution', evolutionId: 7 },
        { type: 'setAsideTab', asideTab: EVO_LAB_ASIDE_TAB.OTHER_VERSIONS },
        { type: 'applyEvolution', evolutionId: 7 },
      );
      expect(state.asideTab).toBe(EVO_LAB_ASIDE_TAB.OTHER_VERSIONS);
    });
  });

  describe('removing an evolution', () => {
    const applied = run(
      { type: 'applyEvolutions', evolutionIds: [1, 2, 3] },
      edit({ kind: 'setStat', field: 'overall', value: 90 }),
    );

    it('truncates the stack at that entry, dropping it and all later ones', () => {
      const state = on(applied, { type: 'removeEvolution', evolutionId: 2 });
      expect(state.changes).toStrictEqual([BASE, { evolutionId: 1, changes: {} }]);
    });

    it('drops the manual changes recorded on the dropped entries', () => {
      // The edit to overall 90 was recorded on evolution 3's entry, the top one at the time.
      expect(manualChangesOf(applied)).toStrictEqual({ overall: 90 });
      expect(manualChangesOf(on(applied, { type: 'removeEvolution', evolutionId: 3 }))).toStrictEqual({});
    });

    it('ignores an evolution that is not applied, and never removes the base', () => {
      expect(on(applied, { type: 'removeEvolution', evolutionId: 4 })).toBe(applied);
      expect(on(initialEvoLabState(), { type: 'removeEvolution', evolutionId: 1 }).changes).toStrictEqual([
        BASE,
      ]);
    });
  });

  describe('manual edits', () => {
    it('any manual edit marks the lab customised and records on the top entry', () => {
      const state = run(
        { type: 'applyEvolution', evolutionId: 1 },
        edit({ kind: 'setStat', field: 'facePace', value: 95 }),
      );
      expect(state.isCustomised).toBe(true);
      expect(state.changes).toStrictEqual([BASE, { evolutionId: 1, changes: { facePace: 95 } }]);
    });

    it.each<[string, CardEdit, ManualChanges]>([
      [
        'a clamped stat',
        { kind: 'setStat', field: 'attributeFinishing', value: 120 },
        { attributeFinishing: 99 },
      ],
      ['weak foot', { kind: 'setStat', field: 'weakFoot', value: 5 }, { weakFoot: 5 }],
      [
        'an alternative position',
        { kind: 'toggleAlternativePosition', positionId: POSITION.LW },
        { alternativePositionIds: [POSITION.CF, POSITION.LW] },
      ],
      [
        'the main position',
        { kind: 'setMainPosition', positionId: POSITION.CF },
        { position: POSITION.CF, alternativePositionIds: [] },
      ],
      [
        'a playstyle+',
        { kind: 'togglePlaystyle', playstyleId: 0, plus: true },
        { playstyles: [17], playstylesPlus: [2, 0] },
      ],
      [
        'a role++',
        { kind: 'toggleRole', roleId: 42, plusPlus: true },
        { rolesPlus: [], rolesPlusPlus: [141, 142] },
      ],
      ['the rarity', { kind: 'changeRarity', value: 19 }, { rarityEaId: 19 }],
    ])('records %s as the fields it changed', (_label, cardEdit, changes) => {
      const state = run(edit(cardEdit));
      expect(manualChangesOf(state)).toStrictEqual(changes);
      expect(state.isCustomised).toBe(true);
    });

    it('applies the edit to the card the caller previews, not to the base card', () => {
      // The preview already has LW from an evolution; choosing RW then CAM fills the three slots and
      // drops CF, the oldest.
      const preview = striker({ alternativePositionIds: [POSITION.CF, POSITION.LW] });
      const state = run(
        edit({ kind: 'toggleAlternativePosition', positionId: POSITION.RW }, preview),
        edit(
          { kind: 'toggleAlternativePosition', positionId: POSITION.CAM },
          striker({ alternativePositionIds: [POSITION.CF, POSITION.LW, POSITION.RW] }),
        ),
      );
      expect(manualChangesOf(state).alternativePositionIds).toStrictEqual([
        POSITION.LW,
        POSITION.RW,
        POSITION.CAM,
      ]);
    });

    it('an ignored edit (a rarity sent as a string) changes nothing', () => {
      const state = initialEvoLabState();
      expect(on(state, edit({ kind: 'changeRarity', value: '19' }))).toBe(state);
    });

    it('reset clears the top entry changes and the flag', () => {
      const state = run(
        edit({ kind: 'setStat', field: 'overall', value: 88 }),
        { type: 'applyEvolution', evolutionId: 1 },
        edit({ kind: 'setStat', field: 'facePace', value: 95 }),
        { type: 'resetChanges' },
      );
      expect(state.changes).toStrictEqual([
        { evolutionId: null, changes: { overall: 88 } },
        { evolutionId: 1, changes: {} },
      ]);
      expect(state.isCustomised).toBe(false);
    });

    it('merges the changes of the stack bottom to top, the later value winning', () => {
      const state = run(
        edit({ kind: 'setStat', field: 'overall', value: 88 }),
        edit({ kind: 'setStat', field: 'facePace', value: 90 }),
        { type: 'applyEvolution', evolutionId: 1 },
        edit({ kind: 'setStat', field: 'overall', value: 91 }),
      );
      const changes: ManualChanges = manualChangesOf(state);
      expect(changes).toStrictEqual({ overall: 91, facePace: 90 });
    });
  });

  it('selecting a user evolution switches to the Create screen and the Discover tab', () => {
    const state = run(
      { type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE },
      { type: 'setTab', tab: null },
      { type: 'selectUserEvolution', userEvolutionId: 12 },
    );
    expect(state.screen).toBe(EVO_LAB_SCREEN.CREATE);
    expect(state.tab).toBe(EVO_LAB_TAB.DISCOVER);
    expect(state.userEvolutionId).toBe(12);
  });

  describe('compare', () => {
    it('opening Compare marks the compare prompt dismissed', () => {
      const state = run({ type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE });
      expect(state.screen).toBe(EVO_LAB_SCREEN.COMPARE);
      expect(state.isComparePromptDismissed).toBe(true);
    });

    it('adding a player to compare toggles it', () => {
      const added = run({ type: 'toggleComparePlayer', eaId: 1 }, { type: 'toggleComparePlayer', eaId: 2 });
      expect(added.comparedPlayerEaIds).toStrictEqual([1, 2]);
      expect(on(added, { type: 'toggleComparePlayer', eaId: 1 }).comparedPlayerEaIds).toStrictEqual([2]);
    });

    it('adding while off the compare screen shows the prompt again', () => {
      const dismissed = run(
        { type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE },
        { type: 'openScreen', screen: EVO_LAB_SCREEN.CREATE },
      );
      expect(dismissed.isComparePromptDismissed).toBe(true);
      expect(on(dismissed, { type: 'toggleComparePlayer', eaId: 1 }).isComparePromptDismissed).toBe(false);
    });

    it('adding on the compare screen, or removing anywhere, leaves the prompt dismissed', () => {
      const onCompare = run(
        { type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE },
        { type: 'toggleComparePlayer', eaId: 1 },
      );
      expect(onCompare.isComparePromptDismissed).toBe(true);
      const removedElsewhere = on(
        onCompare,
        { type: 'openScreen', screen: EVO_LAB_SCREEN.CREATE },
        { type: 'toggleComparePlayer', eaId: 1 },
      );
      expect(removedElsewhere.isComparePromptDismissed).toBe(true);
    });
  });

  describe('steps', () => {
    it('step flow follows DISCOVER, ASSIGN_EVOLUTIONS, MODIFY_PLAYER, REVIEW', () => {
      const visited = [initialEvoLabState()];
      for (let i = 0; i < 3; i += 1)
        visited.push(on(visited[visited.length - 1] ?? initialEvoLabState(), { type: 'nextStep' }));
      expect(visited.map((state) => state.step)).toStrictEqual([
        'DISCOVER',
        'ASSIGN_EVOLUTIONS',
        'MODIFY_PLAYER',
        'REVIEW',
      ]);
    });

    it('stays on REVIEW going forward and on DISCOVER going back', () => {
      expect(run({ type: 'goToStep', step: EVO_LAB_STEP.REVIEW }, { type: 'nextStep' }).step).toBe(
        EVO_LAB_STEP.REVIEW,
      );
      expect(run({ type: 'previousStep' }).step).toBe(EVO_LAB_STEP.DISCOVER);
    });

    it.each(EVO_LAB_STEP_ORDER.slice(1).map((step, index) => [step, EVO_LAB_STEP_ORDER[index]]))(
      'goes back from %s to %s',
      (step, previous) => {
        expect(
          run({ type: 'goToStep', step: step ?? EVO_LAB_STEP.DISCOVER }, { type: 'previousStep' }).step,
        ).toBe(previous);
      },
    );
  });

  it('sets the mode', () => {
    expect(run({ type: 'setMode', mode: EVO_LAB_MODE.USER_EVOS }).mode).toBe(EVO_LAB_MODE.USER_EVOS);
  });

  describe('after any sequence of actions', () => {
    const id = fc.integer({ min: 1, max: 6 });
    const action: fc.Arbitrary<EvoLabAction> = fc.oneof(
      id.map((eaId) => ({ type: 'selectPlayer' as const, eaId })),
      id.map((evolutionId) => ({ type: 'applyEvolution' as const, evolutionId })),
      fc
        .array(id, { maxLength: 3 })
        .map((evolutionIds) => ({ type: 'applyEvolutions' as const, evolutionIds })),
      id.map((evolutionId) => ({ type: 'removeEvolution' as const, evolutionId })),
      fc
        .tuple(fc.constantFrom('overall' as const, 'facePace' as const), fc.integer({ min: -10, max: 120 }))
        .map(([field, value]) => edit({ kind: 'setStat', field, value })),
      fc.constant({ type: 'resetChanges' as const }),
      id.map((userEvolutionId) => ({ type: 'selectUserEvolution' as const, userEvolutionId })),
      id.map((eaId) => ({ type: 'toggleComparePlayer' as const, eaId })),
      fc
        .constantFrom(...Object.values(EVO_LAB_SCREEN))
        .map((screen) => ({ type: 'openScreen' as const, screen })),
      fc.constantFrom({ type: 'nextStep' as const }, { type: 'previousStep' as const }),
    );

    it('the stack is never empty, its first entry is the empty base, and no evolution is applied twice', () => {
      fc.assert(
        fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
          const state = run(...actions);
          expect(state.changes.length).toBeGreaterThan(0);
          expect(state.changes[0]?.evolutionId).toBeNull();
          expect(state.changes.slice(1).every((entry) => entry.evolutionId !== null)).toBe(true);
          const applied = appliedEvolutionIds(state);
          expect(new Set(applied).size).toBe(applied.length);
          expect(EVO_LAB_STEP_ORDER).toContain(state.step);
        }),
      );
    });

    it('the base entry holds no changes unless an edit was made with no evolution applied', () => {
      fc.assert(
        fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
          const withoutBaseEdits = actions.filter((a) => a.type !== 'editCard');
          expect(run(...withoutBaseEdits).changes[0]).toStrictEqual(BASE);
        }),
      );
    });
  });
});
