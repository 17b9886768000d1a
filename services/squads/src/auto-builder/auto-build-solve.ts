import type { SolveStatus } from '@futgg/service-kit';
import { solveBySum, solveWhole, yieldToEventLoop, type StageContext } from './auto-build-stage.js';
import { improveBySwaps } from './swap-search.js';
import {
  boundWithoutSolve,
  stageGain,
  greedySquad,
  reducePool,
  lockedIdsOf,
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
/** Shares of a stage's time for the swaps before its solve, and after a solve its limit stopped. */
const SWAP_SHARE = { before: 0.1, after: 0.05 };

/**
 * Each stage as the answer has it. A later stage keeps every earlier stage's value (at least the value it
 * fixed), so its squad is a squad of the earlier stage too, and may be a better one: a chemistry stage
 * stopped at 22 whose price stage then found a cheaper squad with chemistry 25 answered "chemistry 25"
 * beside "chemistry: gap 50 %" (22 against 33). The stage is reported at the answer's value, its gap
 * against the same bound, proved when that value reaches the bound.
 */
export const reportAtAnswer = (reports: readonly StageReport[], values: SquadValues): StageReport[] =>
  reports.map((report) => {
    const value = values[report.stage];
    if (report.objective === null || report.objective === value || report.bound === null) return report;
    const gap = Math.abs(report.bound - value) / Math.max(1, Math.abs(value));
    return { ...report, objective: value, gap, status: gap === 0 ? 'optimal' : report.status };
  });

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
        if (stageGain(stage, values, challengerValues) > 0) {
          squad = challenger;
          values = challengerValues;
        }
      }
      await yieldToEventLoop();
    }
    const stageStarted = performance.now();
    const stageDeadline = stageStarted + 1000 * options.timeLimitSeconds;
    const swap = async (until: number) => {
      squad = improveBySwaps(problem, base, squad!, fix, stage, until);
      values = squadValues(squad, problem.manager, lockedIds);
      await yieldToEventLoop();
    };
    // Better squads one card away first (in the stage's time): a better incumbent prunes harder.
    if (squad && values && !(stage === 'chemistry' && values.chemistry === CHEMISTRY_MAX))
      await swap(stageStarted + 1000 * options.timeLimitSeconds * SWAP_SHARE.before);
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
      report('optimal', CHEMISTRY_MAX, (performance.now() - stageStarted) / 1000);
      fix[stage] = CHEMISTRY_MAX;
      continue;
    }
    const stageOptions = {
      ...options,
      timeLimitSeconds: Math.max(
        0,
        options.timeLimitSeconds * (1 - SWAP_SHARE.after) - (performance.now() - stageStarted) / 1000,
      ),
    };
    const floor = Math.max(
      problem.minSquadRating ?? 0,
      fix.rating ?? 0,
      stage === 'rating' && incumbent !== undefined ? incumbent + 1 : 0,
    );
    const context: StageContext = {
      problem,
      stage,
      stageIndex,
      stageCount: stages.length,
      fix,
      incumbent: squad && values ? { squad, value: values[stage] } : null,
      lockedIds,
      options: stageOptions,
    };
    // With a rating floor, the programs go by the sum of ratings (rating-parts.ts); without one, one program.
    const outcome = floor > 0 ? await solveBySum(context, floor) : await solveWhole(context);
    if (pool.columns === 0 && outcome.pool) pool = outcome.pool;
    buildSeconds += outcome.buildSeconds;
    const seconds = (performance.now() - stageStarted) / 1000 - outcome.buildSeconds;
    if (outcome.best) {
      squad = outcome.best.squad;
      values = squadValues(squad, problem.manager, lockedIds);
    }
    if (outcome.status === 'infeasible') {
      report('infeasible', null, seconds);
      squad = null;
      values = null;
      break;
    }
    if (!values) {
      report(outcome.status, null, seconds);
      break;
    }
    let status = outcome.status;
    const bound = outcome.bound ?? boundWithoutSolve(problem, base, stage, floor);
    if (status === 'time-limit') {
      // The solver's last squad may be one swap from better (the stage's last share of its time).
      await swap(stageDeadline);
      if (values[stage] === bound) status = 'optimal';
    }
    report(status, bound, (performance.now() - stageStarted) / 1000 - outcome.buildSeconds);
    fix[stage] = values[stage];
    if (outcome.status === 'interrupted') break;
  }
  return {
    squad: values ? squad : null,
    values,
    greedy: greedyValues,
    stages: values ? reportAtAnswer(reports, values) : reports,
    pool,
    buildSeconds,
    greedySeconds,
    seconds: (performance.now() - started) / 1000,
  };
};
