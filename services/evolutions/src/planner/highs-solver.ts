import { loadSolver, solveMixedProgram } from '@futgg/service-kit';
import { columnName } from './assignment-model.js';

export { loadSolver };

export interface BinarySolution {
  isOptimal: boolean;
  objective: number;
  /** The best bound the solver proved (the objective when optimal). */
  bound: number;
  /** The chosen columns (value 1), by index. */
  chosen: number[];
}

/**
 * Solves the planner's 0/1 program (LP text) with the kit's HiGHS (its npm WebAssembly build: no binary
 * to download), stopping at `timeLimitSeconds` with the best plan found and the bound it proved.
 */
export const solveBinaryProgram = async (
  lp: string,
  columns: number,
  timeLimitSeconds: number,
  /** A feasible plan to start from (column indices set to 1). */
  start: readonly number[] = [],
): Promise<BinarySolution> => {
  const names = Array.from({ length: columns }, (_, index) => columnName(index));
  // Presolve is off: on the planner's programs (thousands of chains, a few dozen evolution rows) it
  // took 20 times longer than the whole solve without it, which closes at the root node
  // (docs/benchmarks/planner.md).
  const solution = await solveMixedProgram(lp, {
    timeLimitSeconds,
    columns: names,
    presolve: false,
    absoluteGap: 0,
    ...(start.length ? { start: new Map(start.map((index) => [columnName(index), 1])) } : {}),
  });
  const chosen: number[] = [];
  names.forEach((name, index) => {
    if ((solution.values.get(name) ?? 0) > 0.5) chosen.push(index);
  });
  return {
    isOptimal: solution.status === 'optimal',
    objective: solution.objective,
    bound: solution.bound,
    chosen,
  };
};
