import highsModule, { type Highs } from 'highs';
import { columnName } from './assignment-model.js';

/** HiGHS model status 7: optimal. */
const OPTIMAL = 7;

export interface BinarySolution {
  isOptimal: boolean;
  objective: number;
  /** The best bound the solver proved (the objective when optimal). */
  bound: number;
  /** The chosen columns (value 1), by index. */
  chosen: number[];
}

// The package declares its types as CommonJS while Node loads its ES module build: the loader is the
// default export at run time, and the module's `default` member to the type checker.
type HighsLoader = typeof highsModule.default;
const highsLoader: HighsLoader =
  (highsModule as unknown as { default?: HighsLoader }).default ?? (highsModule as unknown as HighsLoader);

// The WebAssembly build is loaded once per process; each solve gets a fresh model.
let loaded: Promise<Highs> | undefined;

/** Loads the solver ahead of the first plan (a second or so of compiling WebAssembly). */
export const loadSolver = (): Promise<Highs> => (loaded ??= highsLoader());

/**
 * Solves a 0/1 program given as LP text with HiGHS (its npm WebAssembly build: no binary to download),
 * stopping at `timeLimitSeconds` with the best plan found and the bound it proved.
 */
export const solveBinaryProgram = async (
  lp: string,
  columns: number,
  timeLimitSeconds: number,
  /** A feasible plan to start from (column indices set to 1). */
  start: readonly number[] = [],
): Promise<BinarySolution> => {
  const highs = await loadSolver();
  return highs.withModel({ format: 'lp', data: lp }, (model) => {
    // Presolve is off: on the planner's programs (thousands of chains, a few dozen evolution rows) it
    // took 20 times longer than the whole solve without it, which closes at the root node
    // (docs/benchmarks/planner.md).
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0, presolve: 'off' });
    const order = Array.from({ length: columns }, (_, index) => model.getColByName(columnName(index)));
    if (start.length) {
      const values = new Float64Array(columns);
      for (const index of start) values[order[index]!] = 1;
      model.setSolution({ colValue: values });
    }
    model.run();
    const values = model.getSolution().colValue;
    const chosen: number[] = [];
    for (let index = 0; index < columns; index += 1) {
      if ((values[order[index]!] ?? 0) > 0.5) chosen.push(index);
    }
    const objective = model.getObjectiveValue();
    const bound = Number(model.info.get('mip_dual_bound'));
    return {
      isOptimal: model.getModelStatus() === OPTIMAL,
      objective,
      bound: Number.isFinite(bound) ? bound : objective,
      chosen,
    };
  });
};
