import {
  DomainError,
  type AutoBuildRequest,
  type AutoBuildResult,
  type SquadPoolCard,
} from '@futgg/contracts';
import { specialCardMarkers, formationById, FORMATIONS } from '@futgg/game-rules';
import type { AutoBuildProblem, PoolCard } from './auto-build-model.js';
import type { AutoBuildOutcome } from './auto-build-solve.js';

/** A card of the user's club as the builder prices it. */
export interface ClubCard {
  eaId: number;
  isUntradeable: boolean;
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
 * INVALID_INPUT naming `locked`), the ruleset's card filters applied, each card priced (the market price;
 * club only: the user's cards, an untradeable one free, a tradeable one at its market price or 0).
 */
export const problemOf = (
  request: AutoBuildRequest,
  catalog: readonly SquadPoolCard[],
  club: readonly ClubCard[] | null,
): AutoBuildProblem => {
  const formation = formationById(request.formationId);
  if (!formation) throw new DomainError('INVALID_INPUT', 'unknown formation', { field: 'formationId' });
  const byId = new Map(catalog.map((card) => [card.eaId, card]));
  const locked = request.locked.map((lock) => {
    const card = byId.get(lock.eaId);
    if (!card)
      throw new DomainError('INVALID_INPUT', `no card ${lock.eaId} in FC ${request.gameYear}`, {
        field: 'locked',
      });
    return { slotIndex: lock.slotIndex, card: poolCardOf(card, 0) };
  });
  const { constraints } = request;
  const allowed = (list: readonly number[] | undefined, id: number) =>
    list === undefined || list.includes(id);
  const fits = (card: SquadPoolCard) =>
    allowed(constraints.leagueEaIds, card.leagueEaId) &&
    allowed(constraints.nationEaIds, card.nationEaId) &&
    allowed(constraints.clubEaIds, card.clubEaId) &&
    allowed(constraints.rarityEaIds, card.rarityEaId) &&
    (constraints.minCardRating === undefined || card.overall >= constraints.minCardRating) &&
    (constraints.maxCardRating === undefined || card.overall <= constraints.maxCardRating);
  const pool: PoolCard[] = [];
  if (club) {
    for (const owned of club) {
      const card = byId.get(owned.eaId);
      if (card && fits(card)) pool.push(poolCardOf(card, owned.isUntradeable ? 0 : (card.price ?? 0)));
    }
  } else {
    for (const card of catalog)
      if (card.price !== null && fits(card)) pool.push(poolCardOf(card, card.price));
  }
  return {
    formations: request.freeFormation
      ? [formation, ...FORMATIONS.filter((f) => f.id !== formation.id)]
      : [formation],
    locked,
    manager: request.manager,
    pool,
    goal: request.goal,
    budget: request.budget,
    minChemistry: constraints.minChemistry,
    minSquadRating: constraints.minSquadRating,
    maxSquadRating: constraints.maxSquadRating,
  };
};

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
