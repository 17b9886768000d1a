import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  DomainError,
  type Caller,
  type EvolutionPlan,
  type PlanEvolutionsRequest,
  type PlannedChain,
} from '@futgg/contracts';
import { evolutionUseCounts, isEvolutionActive, type PathObjective } from '@futgg/game-rules';
import { CatalogCardsClient } from '../cards/catalog-cards.client.js';
import { cardOf } from '../cards/evolved-player-item.js';
import { UserItemsRepository } from '../evo-lab/user-items.repository.js';
import { EvolutionsService } from '../evolutions/evolutions.service.js';
import { pathHashOf } from '../paths/path-hash.js';
import { pathObjectiveOf } from '../paths/path-objective.js';
import { PathsRepository } from '../paths/paths.repository.js';
import { assignmentLp, greedyAssignment } from './assignment-model.js';
import { planCandidates } from './plan-candidates.js';
import { loadSolver, solveBinaryProgram } from './highs-solver.js';

/** The solver's share of the planner's 3 s: past it, the best plan found is answered with its gap. */
export const SOLVER_TIME_LIMIT_SECONDS = 2;
const DAY_MS = 86_400_000;

const objectiveOf = (request: PlanEvolutionsRequest): PathObjective => {
  if (request.objective !== 'squadFit') return pathObjectiveOf(request.objective);
  if (request.position === undefined) {
    throw new DomainError('INVALID_INPUT', 'squadFit rates cards at a position: send position', {
      field: 'position',
    });
  }
  return { kind: 'positionFit', position: request.position };
};

/**
 * The club-wide planner (docs/evolutions.md "The planner"). Candidate chains per card come from
 * game-rules' path search (eligible steps, no repeats, deadlines, budget); the choice among them is a
 * 0/1 program solved by HiGHS, optimal over those candidates unless the time limit stops it.
 */
@Injectable()
export class PlannerService implements OnApplicationBootstrap {
  constructor(
    private readonly catalog: CatalogCardsClient,
    private readonly evolutions: EvolutionsService,
    private readonly items: UserItemsRepository,
    private readonly paths: PathsRepository,
  ) {}

  /** The solver is compiled while the service starts, not on the first user's plan. */
  async onApplicationBootstrap(): Promise<void> {
    await loadSolver();
  }

  async plan(caller: Caller, request: PlanEvolutionsRequest, now = new Date()): Promise<EvolutionPlan> {
    const started = performance.now();
    const objective = objectiveOf(request);
    const [club, evolutions, saved] = await Promise.all([
      this.catalog.clubCards(caller.id, request.gameYear),
      this.evolutions.rulesEvolutions(request.gameYear),
      this.items.ofOwner(caller.id, request.gameYear),
    ]);
    const uses = evolutionUseCounts(saved);
    const remainingUses = new Map(
      evolutions.map((evolution) => [
        evolution.id,
        Math.max(0, evolution.repeatabilityCount - (uses.get(evolution.id) ?? 0)),
      ]),
    );
    const available = evolutions.filter(
      (evolution) => isEvolutionActive(evolution, now) && (remainingUses.get(evolution.id) ?? 0) > 0,
    );
    const cards = (request.untradeableOnly ? club.filter((card) => card.isUntradeable) : club).map(cardOf);
    const candidates = planCandidates(cards, available, request, objective, now);
    const problem = {
      options: candidates.options,
      remainingUses,
      maxCoins: request.maxCoins,
      maxPoints: request.maxPoints,
    };
    const solution = candidates.options.length
      ? await solveBinaryProgram(
          assignmentLp(problem),
          candidates.options.length,
          SOLVER_TIME_LIMIT_SECONDS,
          greedyAssignment(problem),
        )
      : { isOptimal: true, objective: 0, bound: 0, chosen: [] };
    const byId = new Map(available.map((evolution) => [evolution.id, evolution]));
    const assignments = solution.chosen
      .map((index): PlannedChain => {
        const option = candidates.options[index]!;
        const card = cards[option.card]!;
        const levels = option.evolutionIds.reduce((sum, id) => sum + (byId.get(id)?.levels.length ?? 0), 0);
        const before = candidates.baseScores[option.card]!;
        return {
          eaId: card.eaId!,
          commonName: card.commonName ?? '',
          evolutionIds: [...option.evolutionIds],
          pathHash: pathHashOf({
            gameYear: request.gameYear,
            eaId: card.eaId!,
            evolutionIds: option.evolutionIds,
          }),
          before,
          after: before + option.gain,
          gain: option.gain,
          coinsCost: option.coins,
          pointsCost: option.points,
          finishesAt: new Date(now.getTime() + levels * request.daysPerLevel * DAY_MS).toISOString(),
        };
      })
      .sort((a, b) => b.gain - a.gain || a.eaId - b.eaId);
    await this.paths.rememberChains(request.gameYear, assignments);
    const totalGain = assignments.reduce((sum, chain) => sum + chain.gain, 0);
    return {
      assignments,
      totalGain,
      coinsCost: assignments.reduce((sum, chain) => sum + chain.coinsCost, 0),
      pointsCost: assignments.reduce((sum, chain) => sum + chain.pointsCost, 0),
      status: solution.isOptimal ? 'optimal' : 'feasible',
      gap: solution.isOptimal ? 0 : (solution.bound - totalGain) / Math.max(totalGain, 1),
      bound: solution.isOptimal ? totalGain : solution.bound,
      chainsPerCard: request.chainsPerCard,
      isCandidateSetTruncated: candidates.isTruncated,
      cards: cards.length,
      evolutions: available.length,
      candidateChains: candidates.options.length,
      elapsedMs: Math.round(performance.now() - started),
    };
  }
}
