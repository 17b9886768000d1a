import fc from 'fast-check';
import {
  EXCLUDABLE_LIST_FILTER_FIELDS,
  EXCLUDED_LIST_FILTER_FIELD,
  FLAG_FILTER_FIELDS,
  LIST_FILTER_FIELDS,
  RANGE_FILTER_FIELDS,
} from './filter-fields.js';
import {
  activeQuickFilterIdOf,
  filtersOf,
  filtersStateReducer,
  initialFiltersState,
  type FiltersAction,
  type FiltersState,
  type QuickFilter,
} from './filters-state.reducer.js';
import { emptyPlayerFilters } from './player-filters.types.js';

type ClearableField = Extract<FiltersAction, { type: 'clearField' }>['field'];

const SCREEN = 'player-database';
const GOLD_RARES: QuickFilter = {
  id: 7,
  name: 'Gold rares',
  filters: { ...emptyPlayerFilters(), ranges: { overall: { gte: 75 } }, lists: { rarities: [1] } },
};

const run = (...actions: FiltersAction[]): FiltersState =>
  actions.reduce(filtersStateReducer, initialFiltersState());
const withQuickFilter = (...actions: FiltersAction[]): FiltersState =>
  run({ type: 'applyQuickFilter', screen: SCREEN, quickFilter: GOLD_RARES }, ...actions);

describe('filtersStateReducer', () => {
  it('starts with no filters on any screen', () => {
    expect(filtersOf(initialFiltersState(), SCREEN)).toStrictEqual(emptyPlayerFilters());
    expect(activeQuickFilterIdOf(initialFiltersState(), SCREEN)).toBeNull();
  });

  it('keeps filters per screen', () => {
    const state = run(
      { type: 'setRange', screen: 'player-database', field: 'overall', range: { gte: 85 } },
      { type: 'setRange', screen: 'squad-builder-search', field: 'price', range: { lte: 10_000 } },
    );
    expect(filtersOf(state, 'player-database').ranges).toStrictEqual({ overall: { gte: 85 } });
    expect(filtersOf(state, 'squad-builder-search').ranges).toStrictEqual({ price: { lte: 10_000 } });
  });

  it('does not touch another screen or the previous state object', () => {
    const before = run({ type: 'setRange', screen: 'other', field: 'overall', range: { gte: 85 } });
    const after = filtersStateReducer(before, {
      type: 'setList',
      screen: SCREEN,
      field: 'leagues',
      values: [13],
    });
    expect(after.screens.other).toBe(before.screens.other);
    expect(filtersOf(before, SCREEN)).toStrictEqual(emptyPlayerFilters());
  });

  describe('setRange', () => {
    it('sets the bounds given, dropping undefined ones', () => {
      const state = run({
        type: 'setRange',
        screen: SCREEN,
        field: 'facePace',
        range: { gte: 90, lte: undefined },
      });
      expect(filtersOf(state, SCREEN).ranges).toStrictEqual({ facePace: { gte: 90 } });
    });

    it('removes the field when no bound is left', () => {
      const state = run(
        { type: 'setRange', screen: SCREEN, field: 'facePace', range: { gte: 90 } },
        { type: 'setRange', screen: SCREEN, field: 'facePace', range: {} },
      );
      expect(filtersOf(state, SCREEN).ranges).toStrictEqual({});
    });
  });

  describe('setList and toggleListValue', () => {
    it('sets a list without repeats and removes it when empty', () => {
      expect(
        filtersOf(run({ type: 'setList', screen: SCREEN, field: 'leagues', values: [13, 16, 13] }), SCREEN)
          .lists,
      ).toStrictEqual({ leagues: [13, 16] });
      expect(
        filtersOf(
          run(
            { type: 'setList', screen: SCREEN, field: 'leagues', values: [13] },
            { type: 'setList', screen: SCREEN, field: 'leagues', values: [] },
          ),
          SCREEN,
        ).lists,
      ).toStrictEqual({});
    });

    it('toggles a value in and out of a list', () => {
      const added = run(
        { type: 'toggleListValue', screen: SCREEN, field: 'positions', value: 25 },
        { type: 'toggleListValue', screen: SCREEN, field: 'positions', value: 27 },
      );
      expect(filtersOf(added, SCREEN).lists).toStrictEqual({ positions: [25, 27] });
      const removed = filtersStateReducer(added, {
        type: 'toggleListValue',
        screen: SCREEN,
        field: 'positions',
        value: 25,
      });
      expect(filtersOf(removed, SCREEN).lists).toStrictEqual({ positions: [27] });
    });

    it('including an excluded value takes it out of the excluded list', () => {
      const state = run(
        { type: 'excludeValue', screen: SCREEN, field: 'leagues', value: 13 },
        { type: 'toggleListValue', screen: SCREEN, field: 'leagues', value: 13 },
      );
      expect(filtersOf(state, SCREEN).lists).toStrictEqual({ leagues: [13] });
    });
  });

  describe('excludeValue', () => {
    it('moves a value to its matching excluded list', () => {
      const state = run(
        { type: 'setList', screen: SCREEN, field: 'leagues', values: [13, 16] },
        { type: 'excludeValue', screen: SCREEN, field: 'leagues', value: 13 },
      );
      expect(filtersOf(state, SCREEN).lists).toStrictEqual({ leagues: [16], excludedLeagues: [13] });
    });

    it('removes the included list when its last value moves out', () => {
      const state = run(
        { type: 'toggleListValue', screen: SCREEN, field: 'playstylesPlus', value: 0 },
        { type: 'excludeValue', screen: SCREEN, field: 'playstylesPlus', value: 0 },
      );
      expect(filtersOf(state, SCREEN).lists).toStrictEqual({ excludedPlaystylesPlus: [0] });
    });

    it('un-excludes a value already excluded, without including it', () => {
      const state = run(
        { type: 'excludeValue', screen: SCREEN, field: 'rarities', value: 1 },
        { type: 'excludeValue', screen: SCREEN, field: 'rarities', value: 3 },
        { type: 'excludeValue', screen: SCREEN, field: 'rarities', value: 1 },
      );
      expect(filtersOf(state, SCREEN).lists).toStrictEqual({ excludedRarities: [3] });
    });
  });

  describe('flags, search, sort and clearField', () => {
    it('sets and unsets a flag', () => {
      const on = run({ type: 'setFlag', screen: SCREEN, flag: 'positionsSearchModeAnd', isOn: true });
      expect(filtersOf(on, SCREEN).flags).toStrictEqual({ positionsSearchModeAnd: true });
      const off = filtersStateReducer(on, {
        type: 'setFlag',
        screen: SCREEN,
        flag: 'positionsSearchModeAnd',
        isOn: false,
      });
      expect(filtersOf(off, SCREEN).flags).toStrictEqual({});
    });

    it('keeps the search as typed and drops a blank one', () => {
      const typed = run({ type: 'setSearch', screen: SCREEN, search: 'Son ' });
      expect(filtersOf(typed, SCREEN).search).toBe('Son ');
      const blank = filtersStateReducer(typed, { type: 'setSearch', screen: SCREEN, search: '  ' });
      expect(filtersOf(blank, SCREEN)).toStrictEqual(emptyPlayerFilters());
    });

    it('sets the sort and drops an empty one', () => {
      const sorted = run({ type: 'setSort', screen: SCREEN, sort: [{ field: 'price', direction: 'desc' }] });
      expect(filtersOf(sorted, SCREEN).sort).toStrictEqual([{ field: 'price', direction: 'desc' }]);
      expect(
        filtersOf(filtersStateReducer(sorted, { type: 'setSort', screen: SCREEN, sort: [] }), SCREEN),
      ).toStrictEqual(emptyPlayerFilters());
    });

    it.each([
      ['overall', { type: 'setRange', screen: SCREEN, field: 'overall', range: { gte: 80 } }],
      ['excludedClubs', { type: 'excludeValue', screen: SCREEN, field: 'clubs', value: 10 }],
      ['isSbc', { type: 'setFlag', screen: SCREEN, flag: 'isSbc', isOn: true }],
      ['search', { type: 'setSearch', screen: SCREEN, search: 'Pedri' }],
      ['sort', { type: 'setSort', screen: SCREEN, sort: [{ field: 'overall', direction: 'asc' }] }],
    ] as const)('clears %s', (field, setting: FiltersAction) => {
      const state = run(
        setting,
        { type: 'setList', screen: SCREEN, field: 'nations', values: [52] },
        { type: 'clearField', screen: SCREEN, field },
      );
      expect(filtersOf(state, SCREEN)).toStrictEqual({ ...emptyPlayerFilters(), lists: { nations: [52] } });
    });
  });

  describe('quick filters', () => {
    it('applying a quick filter replaces the screen filters and marks it active', () => {
      const state = run(
        { type: 'setSearch', screen: SCREEN, search: 'Kane' },
        {
          type: 'applyQuickFilter',
          screen: SCREEN,
          quickFilter: GOLD_RARES,
        },
      );
      expect(filtersOf(state, SCREEN)).toStrictEqual(GOLD_RARES.filters);
      expect(activeQuickFilterIdOf(state, SCREEN)).toBe(7);
    });

    it.each<[string, FiltersAction]>([
      ['setting a range', { type: 'setRange', screen: SCREEN, field: 'overall', range: { gte: 80 } }],
      ['setting a list', { type: 'setList', screen: SCREEN, field: 'leagues', values: [13] }],
      ['toggling a value', { type: 'toggleListValue', screen: SCREEN, field: 'rarities', value: 1 }],
      ['excluding a value', { type: 'excludeValue', screen: SCREEN, field: 'leagues', value: 13 }],
      ['setting a flag', { type: 'setFlag', screen: SCREEN, flag: 'isExtinct', isOn: true }],
      ['searching', { type: 'setSearch', screen: SCREEN, search: 'Kane' }],
      ['sorting', { type: 'setSort', screen: SCREEN, sort: [{ field: 'price', direction: 'asc' }] }],
      ['clearing a field', { type: 'clearField', screen: SCREEN, field: 'overall' }],
    ])('%s clears the active quick filter but keeps its filters as a start', (_label, action) => {
      const state = withQuickFilter(action);
      expect(activeQuickFilterIdOf(state, SCREEN)).toBeNull();
      expect(filtersOf(state, SCREEN)).not.toStrictEqual(emptyPlayerFilters());
    });

    it('an edit on another screen leaves the quick filter active', () => {
      const state = withQuickFilter({
        type: 'setRange',
        screen: 'other',
        field: 'overall',
        range: { gte: 80 },
      });
      expect(activeQuickFilterIdOf(state, SCREEN)).toBe(7);
    });
  });

  it('resetting a screen clears its filters and quick filter only', () => {
    const state = withQuickFilter(
      { type: 'setRange', screen: 'other', field: 'overall', range: { gte: 80 } },
      { type: 'resetScreen', screen: SCREEN },
    );
    expect(filtersOf(state, SCREEN)).toStrictEqual(emptyPlayerFilters());
    expect(activeQuickFilterIdOf(state, SCREEN)).toBeNull();
    expect(filtersOf(state, 'other').ranges).toStrictEqual({ overall: { gte: 80 } });
  });

  describe('after any sequence of actions', () => {
    const screen = fc.constantFrom('a', 'b');
    const value = fc.nat(5);
    const action: fc.Arbitrary<FiltersAction> = fc.oneof(
      fc
        .tuple(
          screen,
          fc.constantFrom(...RANGE_FILTER_FIELDS.slice(0, 3)),
          fc.option(value),
          fc.option(value),
        )
        .map(([s, field, gte, lte]) => ({
          type: 'setRange' as const,
          screen: s,
          field,
          range: { gte: gte ?? undefined, lte: lte ?? undefined },
        })),
      fc
        .tuple(screen, fc.constantFrom(...LIST_FILTER_FIELDS), fc.array(value, { maxLength: 4 }))
        .map(([s, field, values]) => ({ type: 'setList' as const, screen: s, field, values })),
      fc
        .tuple(screen, fc.constantFrom(...LIST_FILTER_FIELDS), value)
        .map(([s, field, v]) => ({ type: 'toggleListValue' as const, screen: s, field, value: v })),
      fc
        .tuple(screen, fc.constantFrom(...EXCLUDABLE_LIST_FILTER_FIELDS), value)
        .map(([s, field, v]) => ({ type: 'excludeValue' as const, screen: s, field, value: v })),
      fc
        .tuple(screen, fc.constantFrom(...FLAG_FILTER_FIELDS), fc.boolean())
        .map(([s, flag, isOn]) => ({ type: 'setFlag' as const, screen: s, flag, isOn })),
      fc
        .tuple(
          screen,
          fc.constantFrom<ClearableField[]>(
            'overall',
            'leagues',
            'excludedLeagues',
            'isSbc',
            'search',
            'sort',
          ),
        )
        .map(([s, field]) => ({ type: 'clearField' as const, screen: s, field })),
      screen.map((s) => ({ type: 'applyQuickFilter' as const, screen: s, quickFilter: GOLD_RARES })),
      screen.map((s) => ({ type: 'resetScreen' as const, screen: s })),
    );

    it('no value is both included and excluded, no list or range is empty, and an edit ends the quick filter', () => {
      fc.assert(
        fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
          const state = run(...actions);
          for (const s of ['a', 'b']) {
            const { lists, ranges } = filtersOf(state, s);
            for (const field of EXCLUDABLE_LIST_FILTER_FIELDS) {
              const excluded = lists[EXCLUDED_LIST_FILTER_FIELD[field]] ?? [];
              expect((lists[field] ?? []).filter((v) => excluded.includes(v))).toStrictEqual([]);
            }
            for (const values of Object.values(lists)) {
              expect(values.length).toBeGreaterThan(0);
              expect(new Set(values).size).toBe(values.length);
            }
            for (const range of Object.values(ranges)) expect(Object.keys(range).length).toBeGreaterThan(0);
            const last = actions.filter((a) => a.screen === s).at(-1);
            const expectedQuickFilter = last?.type === 'applyQuickFilter' ? GOLD_RARES.id : null;
            expect(activeQuickFilterIdOf(state, s)).toBe(expectedQuickFilter);
          }
        }),
      );
    });
  });
});
