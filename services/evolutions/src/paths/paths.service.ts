import { Injectable } from '@nestjs/common';
import {
  DomainError,
  PATH_SEARCH_LIMITS,
  type EvolutionPathPage,
  type EvolutionPathRecord,
  type FindPathsRequest,
  type PathDefinitionData,
  type PlayerDefinition,
} from '@futgg/contracts';
import {
  applyEvolutions,
  findEvolutionPaths,
  isEvolutionActive,
  objectiveScore,
  type Card,
  type Evolution as RulesEvolution,
  type ManualChanges,
} from '@futgg/game-rules';
import { CatalogCardsClient } from '../cards/catalog-cards.client.js';
import { cardOf, evolvedPlayerItemOf } from '../cards/evolved-player-item.js';
import { EvolutionsService } from '../evolutions/evolutions.service.js';
import { pathHashOf } from './path-hash.js';
import { pathObjectiveOf } from './path-objective.js';
import { PathResultsCache } from './path-results.cache.js';
import { PathsRepository, type NewPath } from './paths.repository.js';

const costsOf = (evolutions: readonly RulesEvolution[]) => ({
  coinsCost: evolutions.reduce((sum, evolution) => sum + evolution.coinsCost, 0),
  pointsCost: evolutions.reduce((sum, evolution) => sum + evolution.pointsCost, 0),
});

/** Paths: chains of evolutions for a card, what their hashes name, and the evolved cards they give. */
@Injectable()
export class PathsService {
  constructor(
    private readonly evolutions: EvolutionsService,
    private readonly catalog: CatalogCardsClient,
    private readonly repository: PathsRepository,
    private readonly cache: PathResultsCache,
  ) {}

  /**
   * The best chains of active evolutions for the card, best first by the objective (game-rules' path
   * search: no repeats, every step eligible, within the budget). At most PATH_SEARCH_LIMITS.MAX_RESULTS
   * are ranked; the page is cut from them. Each is stored under its hash so it can be opened later.
   */
  async find(request: FindPathsRequest, now = new Date()): Promise<EvolutionPathPage> {
    const [item, { revision, evolutions }] = await Promise.all([
      this.catalog.card(request.gameYear, request.eaId),
      this.evolutions.rulesEvolutionsWithRevision(request.gameYear),
    ]);
    const card = cardOf(item);
    const objective = pathObjectiveOf(request.objective);
    const baseScore = objectiveScore(card, objective);
    const key = {
      request,
      historyVersion: item.historyVersion,
      evolutionsRevision: revision,
      activeIds: evolutions
        .filter((evolution) => isEvolutionActive(evolution, now))
        .map((evolution) => evolution.id),
    };
    let ranked = await this.cache.get(key);
    if (!ranked) {
      ranked = findEvolutionPaths(card, evolutions, {
        maxDepth: request.maxDepth,
        budget: { coins: request.maxCoins, points: request.maxPoints },
        limit: PATH_SEARCH_LIMITS.MAX_RESULTS,
        referenceDate: now,
        objective,
      }).map((path) => ({
        pathHash: pathHashOf({
          gameYear: request.gameYear,
          eaId: request.eaId,
          evolutionIds: path.evolutionIds,
        }),
        evolutionIds: path.evolutionIds,
        coinsCost: path.coinsCost,
        pointsCost: path.pointsCost,
        score: path.score,
        gain: path.score - baseScore,
        card: cardSummaryOf(path.card),
      }));
      await this.cache.set(key, ranked);
    }
    const start = (request.page - 1) * request.pageSize;
    const page = ranked.slice(start, start + request.pageSize);
    // The paths a page shows are stored so their hashes open later (a no-op once they are).
    await this.repository.rememberChains(
      request.gameYear,
      page.map((path) => ({ ...path, eaId: request.eaId })),
    );
    return {
      data: page,
      totalCount: ranked.length,
      objective: request.objective,
      baseScore,
    };
  }

  /** Stores a path (a lab's save, a planner's chain) and gives its hash. */
  async remember(
    path: Omit<NewPath, 'pathHash' | 'coinsCost' | 'pointsCost'>,
    evolutions: readonly RulesEvolution[],
  ) {
    const pathHash = pathHashOf({
      gameYear: path.gameYear,
      eaId: path.eaId,
      evolutionIds: path.evolutionIds,
      manualChanges: path.manualChanges as ManualChanges,
    });
    await this.repository.remember([{ ...path, pathHash, ...costsOf(evolutions) }]);
    return pathHash;
  }

  async get(pathHash: string): Promise<EvolutionPathRecord> {
    const path = await this.repository.one(pathHash);
    if (!path) throw new DomainError('NOT_FOUND', `No path ${pathHash}`, { field: 'pathHash' });
    return path;
  }

  /** The path's evolved card as a player definition, worked out once and cached until an evolution changes. */
  async definitionData(pathHash: string): Promise<PathDefinitionData> {
    const cached = await this.repository.definition(pathHash);
    if (cached) return cached;
    const path = await this.get(pathHash);
    const [base, evolutions] = await Promise.all([
      this.catalog.definition(path.gameYear, path.eaId),
      this.evolutions.rulesEvolutionsByIds(path.gameYear, path.evolutionIds, 'evolutionIds'),
    ]);
    const definition = evolvedDefinitionOf(base, evolutions, path.manualChanges as ManualChanges);
    const data: PathDefinitionData = {
      ...definition,
      pathHash,
      evolutionIds: path.evolutionIds,
      isModified: Object.keys(path.manualChanges).length > 0,
    };
    await this.repository.cacheDefinition(pathHash, data);
    return data;
  }
}

/** The base card's definition with the evolutions and manual changes applied by game-rules. */
export const evolvedDefinitionOf = (
  base: PlayerDefinition,
  evolutions: readonly RulesEvolution[],
  manualChanges?: ManualChanges,
): PlayerDefinition => {
  const evolved = applyEvolutions(cardOf(base), evolutions, manualChanges);
  return { ...base, ...evolvedPlayerItemOf(base, evolved), isMyEvolutionsPlayerItem: false };
};

const cardSummaryOf = (card: Card) => ({
  overall: card.overall,
  position: card.position,
  alternativePositionIds: card.alternativePositionIds,
  rarityEaId: card.rarityEaId,
  skillMoves: card.skillMoves,
  weakFoot: card.weakFoot,
  facePace: card.facePace,
  faceShooting: card.faceShooting,
  facePassing: card.facePassing,
  faceDribbling: card.faceDribbling,
  faceDefending: card.faceDefending,
  facePhysicality: card.facePhysicality,
  playstylesPlus: card.playstylesPlus,
});
