import { SBC_SOLVER_DEFAULT_OPTIONS, SbcSolverOptions } from '@futgg/contracts';
import {
  accountOptionsOf,
  DEFAULT_SOLVE_OPTIONS,
  MAX_EXCLUDED,
  storedSolveOptionsOf,
  type SbcSolveOptions,
} from './solve-words';

describe(storedSolveOptionsOf.name, () => {
  const chosen: SbcSolveOptions = {
    club: false,
    market: true,
    tradeableCost: 'discard',
    priceKey: 'pc',
    timeLimitSeconds: 7.5,
    keepActiveSquad: true,
    excludedEaIds: [231747, 20801],
  };

  it('reads back options as they were stored', () => {
    expect(storedSolveOptionsOf(JSON.parse(JSON.stringify(chosen)))).toEqual(chosen);
  });

  it('gives the defaults for nothing stored, or what is not an object', () => {
    for (const value of [null, undefined, 'club', 7, []]) {
      expect(storedSolveOptionsOf(value)).toEqual(DEFAULT_SOLVE_OPTIONS);
    }
  });

  it.each([
    ['club', { club: 'no' }],
    ['market', { market: 0 }],
    ['tradeableCost', { tradeableCost: 'free' }],
    ['priceKey', { priceKey: 'xbox' }],
    ['timeLimitSeconds', { timeLimitSeconds: 11 }],
    ['timeLimitSeconds', { timeLimitSeconds: '5' }],
    ['keepActiveSquad', { keepActiveSquad: null }],
    ['excludedEaIds', { excludedEaIds: 'none' }],
  ] as [keyof SbcSolveOptions, Partial<Record<keyof SbcSolveOptions, unknown>>][])(
    'falls back to the default %s alone when it is not one the solver takes',
    (field, broken) => {
      expect(storedSolveOptionsOf({ ...chosen, ...broken })).toEqual({
        ...chosen,
        [field]: DEFAULT_SOLVE_OPTIONS[field],
      });
    },
  );

  it('keeps each excluded player once, only real ids, at most the list’s size', () => {
    expect(storedSolveOptionsOf({ excludedEaIds: [5, 5, -1, 2.5, '7', 9] }).excludedEaIds).toEqual([5, 9]);
    const many = Array.from({ length: MAX_EXCLUDED + 20 }, (_, index) => index + 1);
    expect(storedSolveOptionsOf({ excludedEaIds: many }).excludedEaIds).toHaveLength(MAX_EXCLUDED);
  });
});

describe(accountOptionsOf.name, () => {
  it('gives the account options in the shape it takes, the defaults the same as its own', () => {
    expect(DEFAULT_SOLVE_OPTIONS).toEqual(SBC_SOLVER_DEFAULT_OPTIONS);
    const options = storedSolveOptionsOf({ club: false, priceKey: 'pc', excludedEaIds: [7, 7, 9] });
    const sent = accountOptionsOf(options);
    expect(SbcSolverOptions.safeParse(sent).success).toBe(true);
    expect(sent).toEqual({
      ...SBC_SOLVER_DEFAULT_OPTIONS,
      club: false,
      priceKey: 'pc',
      excludedEaIds: [7, 9],
    });
  });
});
