import {
  DomainError,
  type AutoBuildRequest,
  type AutoBuildResult,
  type SquadPoolCard,
} from '@futgg/contracts';
import { specialCardMarkers, formationById, type SquadRuleset } from '@futgg/game-rules';
import type { AutoBuildProblem, PoolCard } from './auto-build-model.js';
import type { AutoBuildOutcome } from './auto-build-solve.js';
import { checkLockedCards, rulesetAdmits, rulesetFields, rulesetFormations } from './auto-build-ruleset.js';

/** A card of the user's club as the builder prices it. */
export interface ClubCard {
  eaId: number;
  isUntradeable: boolean;
  /** Untradeable duplicates held beside the club's copy (the SBC solver spends them; the builder does not). */
  duplicates?: number;
}

/** A catalog card as a card the solvers may place, at a cost. */
export const poolCardOf = (card: SquadPoolCard, cost: number): PoolCard => {
  return {
    eaId: card.eaId,
    basePlayerEaId: card.basePlayerEaId,
    position: card.position,
    alternativePositionIds: card.alternativePositionIds,
    clubEaId: card.clubEaId,
    leagueEaId: card.leagueEaId,
    nationEaId: card.nationEaId,
    rarityEaId: card.rarityEaId,
    overall: card.overall,
    ...specialCardMarkers(card),
    cost,
  };
};

/**
 * The request over the catalog's cards as the model's problem: locked cards looked up (an unknown one is
 * INVALID_INPUT naming `locked`), the card filters of the constraints and of the event's ruleset applied,
 * each card priced (the market price; club only: the user's cards, an untradeable one free, a tradeable
 * one at its market price or 0). An untradeable-only ruleset plays the user's untradeable cards alone.
 */
export const problemOf = (
  request: AutoBuildRequest,
  catalog: readonly SquadPoolCard[],
  club: readonly ClubCard[] | null,
  ruleset: SquadRuleset | null = null,
): AutoBuildProblem => {
  const formation = formationById(request.formationId);
  if (!formation) throw new DomainError('INVALID_INPUT', 'unknown formation', { field: 'formationId' });
  const formations = rulesetFormations(ruleset, request, formation);
  const byId = new Map(catalog.map((card) => [card.eaId, card]));
  const untradeable = new Set(club?.filter((owned) => owned.isUntradeable).map((owned) => owned.eaId));
  const lockedCards = request.locked.map((lock) => {
    const card = byId.get(lock.eaId);
    if (!card)
      throw new DomainError('INVALID_INPUT', `no card ${lock.eaId} in FC ${request.gameYear}`, {
        field: 'locked',
      });
    return { slotIndex: lock.slotIndex, card, isUntradeable: untradeable.has(card.eaId) };
  });
  if (ruleset) checkLockedCards(ruleset, formations[0]!.id, lockedCards);
  const { constraints } = request;
  const allowed = (list: readonly number[] | undefined, id: number) =>
    list === undefined || list.includes(id);
  const fits = (card: SquadPoolCard, isUntradeable: boolean) =>
    allowed(constraints.leagueEaIds, card.leagueEaId) &&
    allowed(constraints.nationEaIds, card.nationEaId) &&
    allowed(constraints.clubEaIds, card.clubEaId) &&
    allowed(constraints.rarityEaIds, card.rarityEaId) &&
    (constraints.minCardRating === undefined || card.overall >= constraints.minCardRating) &&
    (constraints.maxCardRating === undefined || card.overall <= constraints.maxCardRating) &&
    (!ruleset || rulesetAdmits(ruleset, card, isUntradeable));
  const pool: PoolCard[] = [];
  if (club) {
    for (const owned of club) {
      const card = byId.get(owned.eaId);
      if (card && fits(card, owned.isUntradeable))
        pool.push({
          ...poolCardOf(card, owned.isUntradeable ? 0 : (card.price ?? 0)),
          ...(owned.isUntradeable ? { isUntradeable: true } : {}),
        });
    }
  } else {
    for (const card of catalog)
      if (card.price !== null && fits(card, false)) pool.push(poolCardOf(card, card.price));
  }
  return {
    formations,
    locked: lockedCards.map(({ slotIndex, card, isUntradeable }) => ({
      slotIndex,
      card: { ...poolCardOf(card, 0), ...(isUntradeable ? { isUntradeable } : {}) },
    })),
    manager: request.manager,
    pool,
    goal: request.goal,
    budget: request.budget,
    ...rulesetFields(ruleset, request),
  };
};

/** Whether the request plays from the user's club: asked for, or an untradeable-only ruleset. */
export const playsFromClub = (request: AutoBuildRequest, ruleset: SquadRuleset | null): boolean =>
  request.clubOnly || ruleset?.isUntradeableOnly === true;

/** The solver's outcome as the contract answers it. */
export const resultOf = (
  problem: AutoBuildProblem,
  outcome: AutoBuildOutcome,
  cancelled: boolean,
): AutoBuildResult => {
  const lockedIds = new Set(problem.locked.map((lock) => lock.card.eaId));
  const squad = outcome.squad;
  const proved = outcome.stages.length > 0 && outcome.stages.every((stage) => stage.status === 'optimal');
  const status = cancelled
    ? 'cancelled'
    : !squad
      ? outcome.stages[0]?.status === 'infeasible'
        ? 'infeasible'
        : 'unsolved'
      : proved && outcome.stages.length === (problem.goal === 'price' ? 1 : 3)
        ? 'optimal'
        : 'feasible';
  return {
    status,
    formationId: squad?.formation.id ?? null,
    slots: squad
      ? squad.cards.map((card, slotIndex) => ({
          slotIndex,
          position: squad.formation.slots[slotIndex]!.uniquePositionId,
          eaId: card.eaId,
          overall: card.overall,
          cost: lockedIds.has(card.eaId) ? 0 : card.cost,
          isLocked: lockedIds.has(card.eaId),
          isUntradeable: card.isUntradeable === true,
        }))
      : [],
    chemistry: outcome.values?.chemistry ?? null,
    rating: outcome.values?.rating ?? null,
    price: outcome.values?.price ?? null,
    stages: outcome.stages.map((stage) => ({
      ...stage,
      gap: stage.gap !== null && Number.isFinite(stage.gap) ? stage.gap : null,
    })),
    greedy: outcome.greedy,
    pool: outcome.pool,
    seconds: outcome.seconds,
  };
};
