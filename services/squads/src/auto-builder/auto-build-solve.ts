import {
  solveMixedProgram,
  type SolveProgress,
  type SolveStatus,
  type MixedProgramOptions,
} from '@futgg/service-kit';
import {
  buildModel,
  greedySquad,
  reducePool,
  lockedIdsOf,
  partsFor,
  squadValues,
  stagesOf,
  type AutoBuildProblem,
  type Squad11,
  type SquadValues,
  type StageFix,
  type StageName,
} from './auto-build-model.js';

export interface StageReport {
  stage: StageName;
  status: SolveStatus;
  /** The stage's value of its answer (chemistry, rating or price); null without an answer. */
  objective: number | null;
  /** The best bound proved (equal to the objective when optimal). */
  bound: number | null;
  /** |bound − objective| / max(1, |objective|); 0 when proved optimal. */
  gap: number | null;
  seconds: number;
}

export interface AutoBuildProgress {
  stage: StageName;
  stageIndex: number;
  stageCount: number;
  elapsedSeconds: number;
  incumbent: number | null;
  bound: number | null;
}

export interface AutoBuildOutcome {
  squad: Squad11 | null;
  values: SquadValues | null;
  /** The greedy start's values (null when the greedy found no feasible squad). */
  greedy: SquadValues | null;
  stages: StageReport[];
  pool: { cards: number; columns: number; removed: number };
  /** Seconds building the model (reductions and LP text) and the greedy start, before any solve. */
  buildSeconds?: number;
  greedySeconds?: number;
  seconds: number;
}

export interface AutoBuildSolveOptions {
  /** Per stage. */
  timeLimitSeconds: number;
  onProgress?: (progress: AutoBuildProgress) => void;
  shouldStop?: () => boolean;
}

const CHEMISTRY_MAX = 33;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Solves the lexicographic stages in turn (docs/auto-builder.md "Stages"). The greedy squad is the first
 * incumbent; each stage then asks only for a strictly better squad (an objective cutoff), over a pool
 * pruned exactly for that cutoff and the values earlier stages fixed. A stage whose cutoff is infeasible
 * proves its incumbent optimal; a stage stopped by its time limit fixes the value it reached, so every
 * later stage stays feasible.
 */
export const solveAutoBuild = async (
  problem: AutoBuildProblem,
  options: AutoBuildSolveOptions,
): Promise<AutoBuildOutcome> => {
  const started = performance.now();
  const lockedIds = lockedIdsOf(problem);
  const base = reducePool(problem);
  await yieldToEventLoop();
  const greedy = greedySquad(problem, base);
  const greedySeconds = (performance.now() - started) / 1000;
  await yieldToEventLoop();
  const greedyValues = greedy ? squadValues(greedy, problem.manager, lockedIds) : null;
  let squad: Squad11 | null = greedy;
  let values: SquadValues | null = greedyValues;
  const stages = stagesOf(problem.goal);
  const reports: StageReport[] = [];
  const fix: StageFix = {};
  let pool = { cards: base.cards.length, columns: 0, removed: base.removed };
  let buildSeconds = 0;
  for (const [stageIndex, stage] of stages.entries()) {
    if (options.shouldStop?.()) break;
    if (stageIndex > 0) {
      // A greedy squad keeping the fixed values, favouring this stage, may beat the incumbent.
      const challenger = greedySquad(problem, base, fix, stage);
      const challengerValues = challenger ? squadValues(challenger, problem.manager, lockedIds) : null;
      if (challenger && challengerValues && values) {
        const gain =
          stage === 'price' ? values.price - challengerValues.price : challengerValues[stage] - values[stage];
        if (gain > 0) {
          squad = challenger;
          values = challengerValues;
        }
      }
      await yieldToEventLoop();
    }
    const incumbent = values ? values[stage] : undefined;
    const report = (status: SolveStatus, bound: number | null, seconds: number) => {
      const objective = values ? values[stage] : null;
      const gap =
        status === 'optimal'
          ? 0
          : objective !== null && bound !== null
            ? Math.abs(bound - objective) / Math.max(1, Math.abs(objective))
            : null;
      reports.push({ stage, status, objective, bound, gap, seconds });
    };
    options.onProgress?.({
      stage,
      stageIndex,
      stageCount: stages.length,
      elapsedSeconds: 0,
      incumbent: incumbent ?? null,
      bound: null,
    });
    if (stage === 'chemistry' && incumbent === CHEMISTRY_MAX) {
      // Nothing beats 33: proved without a solve.
      report('optimal', CHEMISTRY_MAX, 0);
      fix[stage] = CHEMISTRY_MAX;
      continue;
    }
    const building = performance.now();
    const ratingFloor = Math.max(
      fix.rating ?? 0,
      stage === 'rating' && incumbent !== undefined ? incumbent + 1 : 0,
    );
    const priceCeiling = Math.min(
      fix.price ?? Infinity,
      stage === 'price' && incumbent !== undefined ? incumbent - 1 : Infinity,
    );
    const model = buildModel(
      {
        ...problem,
        ratingTarget: ratingFloor || undefined,
        costCeiling: Number.isFinite(priceCeiling) ? priceCeiling : undefined,
      },
      partsFor(problem, stage, fix),
    );
    const lp = model.lpFor(stage, fix, incumbent);
    buildSeconds += (performance.now() - building) / 1000;
    if (pool.columns === 0)
      pool = {
        cards: model.candidates.cards.length,
        columns: model.columns.length,
        removed: model.candidates.removed,
      };
    await yieldToEventLoop();
    const solveOptions: MixedProgramOptions = {
      timeLimitSeconds: options.timeLimitSeconds,
      columns: model.columns,
      // Every stage's objective is an integer: a bound under the incumbent + 1 proves it optimal.
      absoluteGap: 0.999,
    };
    const onProgress = options.onProgress
      ? (progress: SolveProgress) =>
          options.onProgress!({
            stage,
            stageIndex,
            stageCount: stages.length,
            ...progress,
            incumbent: progress.incumbent ?? incumbent ?? null,
          })
      : undefined;
    const solution = await solveMixedProgram(lp, {
      ...solveOptions,
      ...(onProgress ? { onProgress } : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    });
    if (solution.status === 'infeasible') {
      if (incumbent === undefined) {
        report('infeasible', null, solution.seconds);
        squad = null;
        values = null;
        break;
      }
      // No squad beats the incumbent: it is optimal.
      report('optimal', incumbent, solution.seconds);
      fix[stage] = incumbent;
      continue;
    }
    if (solution.values.size) {
      squad = model.decode(solution.values);
      values = squadValues(squad, problem.manager, lockedIds);
    }
    if (!values) {
      report(solution.status, null, solution.seconds);
      break;
    }
    // The cutoff model's bound covers better squads only; the incumbent bounds the rest.
    const bound = Number.isFinite(solution.bound)
      ? stage === 'price'
        ? Math.min(values[stage], Math.ceil(solution.bound - 1e-6))
        : Math.max(values[stage], Math.floor(solution.bound + 1e-6))
      : null;
    report(
      solution.status === 'optimal' || bound === values[stage] ? 'optimal' : solution.status,
      bound,
      solution.seconds,
    );
    fix[stage] = values[stage];
    if (solution.status === 'interrupted') break;
  }
  return {
    squad: values ? squad : null,
    values,
    greedy: greedyValues,
    stages: reports,
    pool,
    buildSeconds,
    greedySeconds,
    seconds: (performance.now() - started) / 1000,
  };
};
