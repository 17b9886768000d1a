/**
 * What a solve job computes (docs/sbc-solver.md "A job"): per challenge the cheapest squad with its
 * proof, the tie-break among equally cheap squads, the two labelled alternatives, the marginal cost of
 * each rule, or, when no squad exists, the rules that cannot be met together. A set's challenges share
 * one pool: each challenge's cards leave it for the next, each replaced by the user's next copy of it
 * (a duplicate beside the club's copy) when there is one.
 */
import type { SbcRuleV1 } from '@futgg/game-rules';
import { minimise, type MinimiseOutcome } from './sbc-minimise.js';
import {
  objectiveWeight,
  type SbcCard,
  type SbcFix,
  type SbcObjective,
  type SbcProblem,
  type SbcSquad,
} from './sbc-model.js';

export interface SbcSolveChallenge {
  sbcChallengeId: number | null;
  name: string;
  rules: SbcRuleV1[];
}

export interface SbcSolveInput {
  challenges: SbcSolveChallenge[];
  /** Every card that may be spent (one per eaId, priced). */
  pool: SbcCard[];
  /** Further owned copies of the pool's cards, cheapest first: a set spends them after the first. */
  spares?: SbcCard[];
  /** Cards the (single) challenge's squad must hold. */
  locked: SbcCard[];
  timeLimitSeconds: number;
  alternatives: boolean;
  marginalCosts: boolean;
}

export type SbcSolvePhase = 'cheapest' | 'tie-break' | 'alternatives' | 'marginal-costs';

export interface SbcSolveProgress {
  phase: SbcSolvePhase;
  challengeIndex: number;
  challengeCount: number;
  elapsedSeconds: number;
  incumbent: number | null;
  bound: number | null;
  /**
   * The challenges answered so far: the earlier ones whole, the current one from its cheapest squad on,
   * as it stands. A new array whenever an answer changes, the same one until then.
   */
  answers: readonly SbcChallengeOutcome[];
}

export type SbcAnswerStatus = 'optimal' | 'feasible' | 'infeasible' | 'unsolved' | 'cancelled';

export interface SbcAlternativeOutcome {
  label: 'fewest-purchases' | 'keeps-valuable-cards';
  status: SbcAnswerStatus;
  squad: SbcSquad | null;
  gap: number | null;
}

export interface SbcMarginalOutcome {
  index: number;
  saving: number | null;
  proved: boolean;
}

export interface SbcChallengeOutcome {
  challenge: SbcSolveChallenge;
  status: SbcAnswerStatus;
  squad: SbcSquad | null;
  cost: number | null;
  bound: number | null;
  gap: number | null;
  /** Indexes of rules that cannot be met together (infeasible answers only). */
  infeasibleRules: number[];
  alternatives: SbcAlternativeOutcome[];
  marginalCosts: SbcMarginalOutcome[];
  candidates: number;
  seconds: number;
}

export interface SbcSolveOutcome {
  challenges: SbcChallengeOutcome[];
  cancelled: boolean;
  seconds: number;
}

export interface SbcSolveOptions {
  shouldStop?: () => boolean;
  onProgress?: (progress: SbcSolveProgress) => void;
}

const statusOf = (outcome: MinimiseOutcome): SbcAnswerStatus =>
  outcome.status === 'interrupted' ? 'cancelled' : outcome.status;

export const gapOf = (value: number | null, bound: number | null): number | null =>
  value === null || bound === null ? null : Math.max(0, value - bound) / Math.max(1, Math.abs(value));

const sameCards = (a: SbcSquad | null, b: SbcSquad | null) =>
  !!a &&
  !!b &&
  a.cards
    .map((card) => card.eaId)
    .sort((x, y) => x - y)
    .join() ===
    b.cards
      .map((card) => card.eaId)
      .sort((x, y) => x - y)
      .join();

const costOf = (squad: SbcSquad) => squad.cards.reduce((sum, card) => sum + card.cost, 0);

/** Rules a marginal cost or an explanation may drop: everything but the squad's size. */
const droppable = (rules: readonly SbcRuleV1[]) =>
  rules.flatMap((rule, index) => (rule.type === 'playerTotal' ? [] : [index]));

export const solveSbc = async (
  input: SbcSolveInput,
  options: SbcSolveOptions = {},
): Promise<SbcSolveOutcome> => {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const stopped = () => options.shouldStop?.() ?? false;
  // The copies of each card not spent yet, the pool's first: a set's challenge takes the first one.
  const copies = new Map<number, SbcCard[]>(input.pool.map((card) => [card.eaId, [card]]));
  for (const spare of input.spares ?? []) copies.get(spare.eaId)?.push(spare);
  const challenges: SbcChallengeOutcome[] = [];
  // What the progress shows of the answers: a user sees the cheapest squad while its alternatives and
  // the rules' costs are still being solved (each a further solve of the time limit).
  let answers: readonly SbcChallengeOutcome[] = [];
  for (const [challengeIndex, challenge] of input.challenges.entries()) {
    const challengeStarted = performance.now();
    const report = (phase: SbcSolvePhase, incumbent: number | null = null, bound: number | null = null) =>
      options.onProgress?.({
        phase,
        challengeIndex,
        challengeCount: input.challenges.length,
        elapsedSeconds: elapsed(),
        incumbent,
        bound,
        answers,
      });
    // The current challenge's answer as it stands, after the finished ones (copied: it is filled in place).
    const publish = (current: SbcChallengeOutcome) => {
      answers = [
        ...challenges,
        {
          ...current,
          infeasibleRules: [...current.infeasibleRules],
          alternatives: [...current.alternatives],
          marginalCosts: [...current.marginalCosts],
          seconds: (performance.now() - challengeStarted) / 1000,
        },
      ];
    };
    const problem: SbcProblem = {
      rules: challenge.rules,
      pool: [...copies.values()].flatMap((left) => left.slice(0, 1)),
      locked: input.locked,
    };
    const solveOptions = (phase: SbcSolvePhase) => ({
      timeLimitSeconds: input.timeLimitSeconds,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      onProgress: (progress: { incumbent: number | null; bound: number | null }) =>
        report(phase, progress.incumbent, progress.bound),
    });
    const run = (objective: SbcObjective, fix: SbcFix, phase: SbcSolvePhase, rules = challenge.rules) =>
      minimise({ ...problem, rules }, objective, fix, solveOptions(phase));

    report('cheapest');
    const cheapest = await run('cost', {}, 'cheapest');
    let squad = cheapest.squad;
    const answer: SbcChallengeOutcome = {
      challenge,
      status: statusOf(cheapest),
      squad,
      cost: squad ? costOf(squad) : null,
      bound: cheapest.bound,
      gap: gapOf(squad ? costOf(squad) : null, cheapest.bound),
      infeasibleRules: [],
      alternatives: [],
      marginalCosts: [],
      candidates: cheapest.candidates,
      seconds: 0,
    };
    publish(answer);
    if (answer.status === 'infeasible') {
      answer.infeasibleRules = await explainInfeasible(problem, input.timeLimitSeconds, stopped);
      publish(answer);
    }
    if (squad && !stopped()) {
      // Among the cheapest squads: duplicates and untradeables first, then the lowest-rated cards.
      report('tie-break');
      const cost = costOf(squad);
      const tied = await run('tie-break', { cost }, 'tie-break');
      if (tied.squad && costOf(tied.squad) <= cost) {
        const before = squad.cards.reduce((sum, card) => sum + objectiveWeight(card, 'tie-break'), 0);
        if ((tied.objective ?? Infinity) < before) squad = tied.squad;
      }
      answer.squad = squad;
      publish(answer);
    }
    if (squad && input.alternatives && !stopped()) {
      report('alternatives');
      for (const [label, objective] of [
        ['fewest-purchases', 'purchases'],
        ['keeps-valuable-cards', 'owned-value'],
      ] as const) {
        if (stopped()) break;
        const first = await run(objective, {}, 'alternatives');
        if (first.objective === null) continue;
        const second = await run('cost', { [objective]: first.objective }, 'alternatives');
        const alternative = second.squad ?? first.squad;
        if (!alternative || sameCards(alternative, squad)) continue;
        answer.alternatives.push({
          label,
          status: first.status === 'optimal' && second.status === 'optimal' ? 'optimal' : 'feasible',
          squad: alternative,
          gap: second.squad ? gapOf(second.objective, second.bound) : null,
        });
        publish(answer);
      }
    }
    if (squad && input.marginalCosts && !stopped()) {
      report('marginal-costs');
      const cost = costOf(squad);
      for (const index of droppable(challenge.rules)) {
        if (stopped()) break;
        // A saving needs both costs proved: without the first, the further solves could not give one.
        if (cheapest.status !== 'optimal') {
          answer.marginalCosts.push({ index, saving: null, proved: false });
          publish(answer);
          continue;
        }
        const without = await run(
          'cost',
          {},
          'marginal-costs',
          challenge.rules.filter((_, i) => i !== index),
        );
        const proved = cheapest.status === 'optimal' && without.status === 'optimal';
        answer.marginalCosts.push({
          index,
          saving: proved && without.objective !== null ? Math.max(0, cost - without.objective) : null,
          proved,
        });
        publish(answer);
      }
    }
    if (stopped() && answer.status !== 'infeasible') answer.status = 'cancelled';
    answer.seconds = (performance.now() - challengeStarted) / 1000;
    challenges.push(answer);
    answers = [...challenges];
    for (const card of answer.squad?.cards ?? []) copies.get(card.eaId)?.shift();
    if (stopped()) break;
  }
  return { challenges, cancelled: stopped(), seconds: elapsed() };
};

/**
 * The rules that cannot be met together, by deletion: a rule whose removal leaves the rest still
 * impossible is not needed for the conflict and goes. What stays is a minimal conflicting set (each of
 * its rules is needed); a removal the solver cannot settle within the limit keeps the rule.
 */
const explainInfeasible = async (
  problem: SbcProblem,
  timeLimitSeconds: number,
  stopped: () => boolean,
): Promise<number[]> => {
  let kept = droppable(problem.rules);
  const always = problem.rules.flatMap((rule, index) => (rule.type === 'playerTotal' ? [index] : []));
  for (const index of [...kept]) {
    if (stopped()) break;
    const trial = kept.filter((other) => other !== index);
    const rules = [...always, ...trial].sort((a, b) => a - b).map((i) => problem.rules[i]!);
    const outcome = await minimise({ ...problem, rules }, 'cost', {}, { timeLimitSeconds });
    if (outcome.status === 'infeasible') kept = trial;
  }
  // Nothing left means the pool itself cannot fill a squad (too few cards, or the locked cards clash).
  return kept;
};
