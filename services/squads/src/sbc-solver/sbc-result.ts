import type {
  PriceKey,
  SbcChallengeAnswer,
  SbcSolveProgress as SbcJobProgress,
  SbcSolveResult,
  SbcSolvedSquad,
} from '@futgg/contracts';
import {
  checkSbcRequirements,
  describeSbcRule,
  squadChemistryBreakdown,
  squadRating,
  type SbcRuleV1,
} from '@futgg/game-rules';
import { chemistryCardOf } from '../auto-builder/auto-build-model.js';
import type { SbcSquad } from './sbc-model.js';
import type { SbcChallengeOutcome, SbcSolveOutcome, SbcSolveProgress } from './sbc-solve.js';

/** A squad of the answer, its chemistry and rating recomputed by game-rules. */
export const solvedSquadOf = (squad: SbcSquad, locked: ReadonlySet<number>): SbcSolvedSquad => {
  const chemistry = squadChemistryBreakdown({
    slots: squad.formation.slots.map((slot, index) => ({
      position: slot.uniquePositionId,
      card: chemistryCardOf(squad.cards[index]!),
    })),
    manager: null,
  });
  return {
    formationId: squad.formation.id,
    slots: squad.cards.map((card, slotIndex) => ({
      slotIndex,
      position: squad.formation.slots[slotIndex]!.uniquePositionId,
      eaId: card.eaId,
      overall: card.overall,
      leagueEaId: card.leagueEaId,
      clubEaId: card.clubEaId,
      nationEaId: card.nationEaId,
      rarityEaId: card.rarityEaId,
      source: card.source,
      isUntradeable: card.isUntradeable,
      isLocked: locked.has(card.eaId),
      cost: card.cost,
      inPosition: chemistry.isInPosition[slotIndex] ?? false,
      chemistry: chemistry.perPlayer[slotIndex] ?? 0,
    })),
    chemistry: chemistry.total,
    rating: squadRating(squad.cards.map((card) => card.overall)),
    cost: squad.cards.reduce((sum, card) => sum + card.cost, 0),
    purchases: squad.cards.filter((card) => card.source === 'market').length,
    ownedValueSpent: squad.cards.reduce((sum, card) => sum + (card.source === 'market' ? 0 : card.value), 0),
  };
};

const ruleRef = (rules: readonly SbcRuleV1[], index: number) => ({
  index,
  type: rules[index]!.type,
  message: describeSbcRule(rules[index]!),
});

const answerOf = (outcome: SbcChallengeOutcome, locked: ReadonlySet<number>): SbcChallengeAnswer => {
  const { rules } = outcome.challenge;
  const squad = outcome.squad ? solvedSquadOf(outcome.squad, locked) : null;
  const check = squad
    ? checkSbcRequirements(
        { version: 1, rules },
        {
          formationId: squad.formationId,
          rating: squad.rating,
          chemistry: squad.chemistry,
          players: squad.slots.map((slot) => ({ ...slot, rating: slot.overall })),
        },
      )
    : null;
  return {
    sbcChallengeId: outcome.challenge.sbcChallengeId,
    name: outcome.challenge.name,
    status: outcome.status,
    squad,
    cost: squad?.cost ?? null,
    bound: outcome.bound,
    gap: outcome.gap,
    check: check ? { passed: check.passed, violations: check.violations } : null,
    infeasibleRules: outcome.infeasibleRules.map((index) => ruleRef(rules, index)),
    alternatives: outcome.alternatives.map((alternative) => ({
      label: alternative.label,
      status: alternative.status,
      squad: alternative.squad ? solvedSquadOf(alternative.squad, locked) : null,
      gap: alternative.gap,
    })),
    marginalCosts: outcome.marginalCosts.map((marginal) => ({
      ...ruleRef(rules, marginal.index),
      saving: marginal.saving,
      proved: marginal.proved,
    })),
    seconds: outcome.seconds,
  };
};

/** The job's outcome as the contract answers it. */
export const sbcResultOf = (
  outcome: SbcSolveOutcome,
  context: { priceKey: PriceKey; locked: readonly number[]; pool: SbcSolveResult['pool'] },
): SbcSolveResult => {
  const locked = new Set(context.locked);
  const challenges = outcome.challenges.map((challenge) => answerOf(challenge, locked));
  const statuses = challenges.map((challenge) => challenge.status);
  const status = outcome.cancelled
    ? 'cancelled'
    : statuses.includes('infeasible')
      ? 'infeasible'
      : statuses.includes('unsolved')
        ? 'unsolved'
        : statuses.every((s) => s === 'optimal')
          ? 'optimal'
          : 'feasible';
  const costs = challenges.map((challenge) => challenge.cost);
  return {
    status,
    cached: false,
    priceKey: context.priceKey,
    challenges,
    totalCost:
      costs.length > 0 && costs.every((cost) => cost !== null) ? costs.reduce((a, b) => a! + b!, 0) : null,
    pool: context.pool,
    seconds: outcome.seconds,
  };
};

/**
 * The solve's progress as the job carries it (`lockedEaIds`: the request's locked cards), its answers so
 * far in the result's shape. They are converted when they change (a new array), not at every report of
 * the solver's log.
 */
export const jobProgressRelay = (
  lockedEaIds: readonly number[],
  relay: (progress: SbcJobProgress) => void,
): ((progress: SbcSolveProgress) => void) => {
  const locked = new Set(lockedEaIds);
  let converted: { from: readonly SbcChallengeOutcome[]; answers: SbcChallengeAnswer[] } | null = null;
  return (progress) => {
    if (converted?.from !== progress.answers) {
      converted = {
        from: progress.answers,
        answers: progress.answers.map((outcome) => answerOf(outcome, locked)),
      };
    }
    relay({ ...progress, answers: converted.answers });
  };
};
