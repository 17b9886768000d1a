import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  rulesEvolutionOf,
  type EligiblePlayersPage,
  type EligiblePlayersRequest,
  type EvolutionPlayersPage,
  type EvolutionPlayersRequest,
} from '@futgg/contracts';
import {
  compileEligibility,
  encodeFilterQuery,
  requirementsFilters,
  type Card,
  type Evolution as RulesEvolution,
} from '@futgg/game-rules';
import { LOGGER } from '@futgg/service-kit';
import { CatalogCardsClient } from '../cards/catalog-cards.client.js';
import { playerSummaryOf } from '../cards/player-summary.js';
import { EvolutionsService } from '../evolutions/evolutions.service.js';

/**
 * Who can take an evolution: the requirements become the player database's query (the catalog narrows
 * with its indexes), then game-rules confirms every card, so the answer is the rules' and never the
 * query's approximation (docs/evolutions.md "Eligible players").
 */
@Injectable()
export class EligiblePlayersService {
  constructor(
    private readonly evolutions: EvolutionsService,
    private readonly catalog: CatalogCardsClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Cards meeting the evolution's requirements, whatever its end time: the evolution page lists them. */
  async eligiblePlayers(asked: EligiblePlayersRequest): Promise<EligiblePlayersPage> {
    const request = { ...asked, query: withDefaultSort(asked.query) };
    const evolution = rulesEvolutionOf(await this.evolutions.get(request.gameYear, request.evolutionId));
    const { filters, isExact, isEmpty } = requirementsFilters(evolution.requirements);
    if (isEmpty) return { data: [], totalCount: 0 };
    const required = encodeFilterQuery(filters);
    const isEligible = compileEligibility(evolution);
    if (!isExact) return this.scanned(request, required, isEligible);

    const page = await this.catalog.search({
      gameYear: request.gameYear,
      query: request.query,
      requiredQueries: [required],
      page: request.page,
      pageSize: request.pageSize,
    });
    const confirmed = page.data.filter((card) => isEligible(card as Card));
    if (confirmed.length !== page.data.length) {
      // The query claimed to be exact: a card it let through that the rules refuse is a bug to see.
      this.logger.warn(
        `Evolution ${evolution.id}: ${page.data.length - confirmed.length} card(s) of its exact query failed the rules`,
      );
    }
    return {
      data: confirmed.map(playerSummaryOf),
      totalCount: page.totalCount - (page.data.length - confirmed.length),
    };
  }

  /** Every candidate read and judged in the user's order, then the page cut: for inexact requirements. */
  private async scanned(
    request: EligiblePlayersRequest,
    required: string,
    isEligible: (card: Card) => boolean,
  ): Promise<EligiblePlayersPage> {
    const candidates = await this.catalog.all({
      gameYear: request.gameYear,
      query: request.query,
      requiredQueries: [required],
    });
    const eligible = candidates.filter((card) => isEligible(card as Card));
    const start = (request.page - 1) * request.pageSize;
    return {
      data: eligible.slice(start, start + request.pageSize).map(playerSummaryOf),
      totalCount: eligible.length,
    };
  }

  /** `/players/`: a page of the database's filter, each card with the active evolutions it can take now. */
  async players(request: EvolutionPlayersRequest, now = new Date()): Promise<EvolutionPlayersPage> {
    const [evolutions, page] = await Promise.all([
      this.evolutions.rulesEvolutions(request.gameYear),
      this.catalog.search({
        gameYear: request.gameYear,
        query: request.query,
        page: request.page,
        pageSize: request.pageSize,
      }),
    ]);
    const checks = activeChecks(evolutions, now);
    return {
      data: page.data.map((card) => {
        const evolutionIds = checks.filter(({ isEligible }) => isEligible(card as Card)).map(({ id }) => id);
        return { ...playerSummaryOf(card), evolutionCount: evolutionIds.length, evolutionIds };
      }),
      totalCount: page.totalCount,
    };
  }
}

/**
 * Who can take an evolution is read best first: without a sort of the caller's, the best overall first
 * (the player database's own default, newest first, says little about an evolution's candidates).
 */
export const ELIGIBLE_PLAYERS_DEFAULT_SORT = '-overall';
const withDefaultSort = (query: string): string =>
  /(^|&)sort=/.test(query)
    ? query
    : [query, `sort=${ELIGIBLE_PLAYERS_DEFAULT_SORT}`].filter(Boolean).join('&');

const activeChecks = (evolutions: readonly RulesEvolution[], now: Date) =>
  evolutions.map((evolution) => ({ id: evolution.id, isEligible: compileEligibility(evolution, now) }));
