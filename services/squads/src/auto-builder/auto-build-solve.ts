import { solveMixedProgram, type SolveProgress, type SolveStatus } from '@futgg/service-kit';
import {
  buildModel,
  greedySquad,
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
  seconds: number;
}

export interface AutoBuildSolveOptions {
  /** Per stage. */
  timeLimitSeconds: number;
  onProgress?: (progress: AutoBuildProgress) => void;
  shouldStop?: () => boolean;
}

/**
 * Solves the lexicographic stages in turn (docs/auto-builder.md): each stage starts from the previous
 * stage's squad (the greedy squad for the first) and fixes its value for the next; a stage stopped by its
 * time limit fixes the value it reached, so every later stage stays feasible.
 */
export const solveAutoBuild = async (
  problem: AutoBuildProblem,
  options: AutoBuildSolveOptions,
): Promise<AutoBuildOutcome> => {
  const started = performance.now();
  const model = buildModel(problem);
  const lockedIds = lockedIdsOf(problem);
  const greedy = greedySquad(problem, model.candidates);
  const greedyValues = greedy ? squadValues(greedy, problem.manager, lockedIds) : null;
  let squad: Squad11 | null = greedy;
  let values: SquadValues | null = greedyValues;
  const stages = stagesOf(problem.goal);
  const reports: StageReport[] = [];
  const fix: StageFix = {};
  let found = false;
  for (const [stageIndex, stage] of stages.entries()) {
    if (options.shouldStop?.()) break;
    const start = squad ? model.startOf(squad) : null;
    const solution = await solveMixedProgram(model.lpFor(stage, fix), {
      timeLimitSeconds: options.timeLimitSeconds,
      columns: model.columns,
      start: start ?? undefined,
      // Every stage's objective is an integer: a bound under the incumbent + 1 proves it optimal.
      absoluteGap: 0.999,
      ...(options.onProgress
        ? {
            onProgress: (progress: SolveProgress) =>
              options.onProgress!({ stage, stageIndex, stageCount: stages.length, ...progress }),
          }
        : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    });
    if (!solution.values.size) {
      reports.push({
        stage,
        status: solution.status,
        objective: null,
        bound: null,
        gap: null,
        seconds: solution.seconds,
      });
      if (!found) {
        squad = null;
        values = null;
      }
      break;
    }
    found = true;
    squad = model.decode(solution.values);
    values = squadValues(squad, problem.manager, lockedIds);
    reports.push({
      stage,
      status: solution.status,
      objective: values[stage],
      bound: Number.isFinite(solution.bound) ? solution.bound : null,
      gap: solution.gap,
      seconds: solution.seconds,
    });
    fix[stage] = values[stage];
    if (solution.status === 'interrupted') break;
  }
  return {
    squad: found ? squad : null,
    values: found ? values : null,
    greedy: greedyValues,
    stages: reports,
    pool: {
      cards: model.candidates.cards.length,
      columns: model.columns.length,
      removed: model.candidates.removed,
    },
    seconds: (performance.now() - started) / 1000,
  };
};
