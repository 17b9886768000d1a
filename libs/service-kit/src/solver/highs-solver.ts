import highsModule, { type Highs } from 'highs';

// The package declares its types as CommonJS while Node loads its ES module build: the loader is the
// default export at run time, and the module's `default` member to the type checker.
type HighsLoader = typeof highsModule.default;
const highsLoader: HighsLoader =
  (highsModule as unknown as { default?: HighsLoader }).default ?? (highsModule as unknown as HighsLoader);

// The WebAssembly build is loaded once per process (or worker thread); each solve gets a fresh model.
let loaded: Promise<Highs> | undefined;

/** Loads HiGHS (its npm WebAssembly build: MIT, nothing to download) ahead of the first solve. */
export const loadSolver = (): Promise<Highs> => (loaded ??= highsLoader());

/** How a solve ended: proven optimum, stopped by its time limit (or a stop request), or no answer exists. */
export type SolveStatus = 'optimal' | 'time-limit' | 'interrupted' | 'infeasible' | 'error';

export interface SolveProgress {
  /** Seconds since the solve started. */
  elapsedSeconds: number;
  /** Best objective found so far (null before the first feasible answer). */
  incumbent: number | null;
  /** Best bound proved so far. */
  bound: number | null;
}

export interface MixedProgramOptions {
  timeLimitSeconds: number;
  /**
   * The limit counts from the call, reading the LP text included. HiGHS's own clock starts when it runs,
   * and reading a program of tens of thousands of columns takes most of a second: a caller keeping a
   * deadline sets this.
   */
  limitIncludesReading?: boolean;
  /** Column names whose values the answer reports (every column the caller reads back). */
  columns: readonly string[];
  /** A full feasible start, by column name (absent columns are 0). */
  start?: ReadonlyMap<string, number> | undefined;
  /** Stop once bound and incumbent are closer than this (1 − ε proves an integral objective optimal). */
  absoluteGap?: number;
  presolve?: boolean;
  /** Called from the solver's MIP log events (synchronously: keep it cheap). */
  onProgress?: (progress: SolveProgress) => void;
  /** Asked at each of the solver's interrupt checkpoints; true stops the solve with its incumbent. */
  shouldStop?: () => boolean;
}

export interface MixedProgramSolution {
  status: SolveStatus;
  /** The incumbent's objective (NaN when none). */
  objective: number;
  /** The best bound proved (the objective when optimal; NaN when none was proved). */
  bound: number;
  /** Relative gap |bound − objective| / max(1, |objective|); 0 when optimal, Infinity when unknown. */
  gap: number;
  /** Values of the requested columns (empty when there is no incumbent). */
  values: Map<string, number>;
  seconds: number;
}

/** What a solve whose reading took its whole limit still gets: HiGHS stops at its first check. */
const MIN_RUN_SECONDS = 0.001;

/** One solve on a loaded HiGHS (the caller runs it where it likes: a service runs it in a worker thread). */
export const solveWithHighs = (
  highs: Highs,
  lp: string,
  options: MixedProgramOptions,
): MixedProgramSolution => {
  const started = performance.now();
  const { callbackType, modelStatus } = highs.constants;
  return highs.withModel({ format: 'lp', data: lp }, (model) => {
    const readSeconds = (performance.now() - started) / 1000;
    model.options.set({
      output_flag: false,
      time_limit: options.limitIncludesReading
        ? Math.max(MIN_RUN_SECONDS, options.timeLimitSeconds - readSeconds)
        : options.timeLimitSeconds,
      mip_rel_gap: 0,
      mip_abs_gap: options.absoluteGap ?? 1e-6,
      presolve: options.presolve === false ? 'off' : 'choose',
    });
    // A column the LP text names only in its bounds may be dropped by the reader: it reads back as 0.
    const indexOf = (name: string): number => {
      try {
        return model.getColByName(name);
      } catch {
        return -1;
      }
    };
    const order = options.columns.map(indexOf);
    if (options.start) {
      const values = new Float64Array(model.getDimensions().numCols);
      for (const [name, value] of options.start) {
        const index = indexOf(name);
        if (value !== 0 && index >= 0) values[index] = value;
      }
      model.setSolution({ colValue: values });
    }
    const onProgress = options.onProgress;
    const shouldStop = options.shouldStop;
    model.run({
      ...(onProgress
        ? {
            [callbackType.mipLogging]: (event) => {
              const { running_time, mip_primal_bound, mip_dual_bound } = event.data;
              onProgress({
                elapsedSeconds: running_time ?? (performance.now() - started) / 1000,
                incumbent: Number.isFinite(mip_primal_bound) ? (mip_primal_bound as number) : null,
                bound: Number.isFinite(mip_dual_bound) ? (mip_dual_bound as number) : null,
              });
              return undefined;
            },
          }
        : {}),
      ...(shouldStop
        ? {
            [callbackType.mipInterrupt]: (event) => {
              if (shouldStop()) event.interrupt();
              return undefined;
            },
          }
        : {}),
    });
    const seconds = (performance.now() - started) / 1000;
    const status = model.getModelStatus();
    const mapped: SolveStatus =
      status === modelStatus.optimal
        ? 'optimal'
        : status === modelStatus.infeasible || status === modelStatus.unboundedOrInfeasible
          ? 'infeasible'
          : status === modelStatus.timeLimit
            ? 'time-limit'
            : status === modelStatus.interrupted
              ? 'interrupted'
              : 'error';
    const solution = model.getSolution();
    // An incumbent exists only when HiGHS says its primal solution is feasible (2): at a time limit without
    // one, the column values are the last LP relaxation's.
    const hasSolution =
      mapped !== 'infeasible' &&
      mapped !== 'error' &&
      solution.colValue.length > 0 &&
      Number(model.info.get('primal_solution_status')) === 2;
    const values = new Map<string, number>();
    if (hasSolution) {
      options.columns.forEach((name, index) => values.set(name, solution.colValue[order[index]!] ?? 0));
    }
    const objective = hasSolution ? model.getObjectiveValue() : Number.NaN;
    const dual = Number(model.info.get('mip_dual_bound'));
    // No finite dual bound (the root LP unfinished at the limit): nothing is proved, the gap is unknown.
    const bound = mapped === 'optimal' ? objective : Number.isFinite(dual) ? dual : Number.NaN;
    const gap =
      mapped === 'optimal'
        ? 0
        : hasSolution && Number.isFinite(bound)
          ? Math.abs(bound - objective) / Math.max(1, Math.abs(objective))
          : Infinity;
    return { status: mapped, objective, bound, gap, values, seconds };
  });
};

/**
 * Solves a mixed-integer program given as CPLEX LP text with HiGHS in this thread, stopping at the time
 * limit (or when `shouldStop` says so) with the best answer found and the bound it proved.
 */
export const solveMixedProgram = async (
  lp: string,
  options: MixedProgramOptions,
): Promise<MixedProgramSolution> => solveWithHighs(await loadSolver(), lp, options);
