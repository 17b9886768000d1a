import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type Caller,
  type CostEstimate,
  type SbcChallenge,
  type SbcListRequest,
  type SbcSet,
  type SbcSetSummary,
  type SbcUserClubRequest,
  type SingleContentRequest,
} from '@futgg/contracts';
import { GAME_YEAR, cardMeetsPlayerRules, estimateSbcCost, playersNeeded } from '@futgg/game-rules';
import { SbcRepository, type SbcChallengeRow, type SbcSetRow } from './sbc.repository.js';
import { singleIdentifierOf } from '../content/single-identifier.js';

/** How long the cheapest cards per overall are reused for cost estimates (the lists' cache time). */
const PRICE_TABLE_SECONDS = 60;

type PriceTable = { console: { rating: number; price: number }[]; pc: { rating: number; price: number }[] };

/**
 * The SBC pages (docs/objectives-and-sbcs.md). Content is the default game year's; every cost is an
 * estimate from current prices (game-rules' estimateSbcCost), not an optimum.
 */
@Injectable()
export class SbcService {
  private prices: { at: number; table: Promise<PriceTable> } | undefined;

  constructor(private readonly repository: SbcRepository) {}

  private readonly gameYear = GAME_YEAR.DEFAULT;

  async categories() {
    return { data: await this.repository.categories(this.gameYear) };
  }

  async list(request: SbcListRequest): Promise<{ data: SbcSetSummary[]; totalCount: number }> {
    if (
      request.categorySlug !== undefined &&
      !(await this.repository.categoryExists(this.gameYear, request.categorySlug))
    )
      throw new DomainError('INVALID_INPUT', `category_slug: no SBC category "${request.categorySlug}"`, {
        field: 'category_slug',
      });
    const page = await this.repository.listSets(this.gameYear, request);
    const sets = await this.withChallenges(page.data);
    return {
      data: sets.map(({ challenges: _challenges, ...summary }) => summary),
      totalCount: page.totalCount,
    };
  }

  async bySlug(slug: string) {
    return { data: await this.setOrThrow({ slug }, 'slug') };
  }

  async set(id: number) {
    return { data: await this.setOrThrow({ id }, 'id') };
  }

  async challenge(id: number): Promise<{ data: SbcChallenge }> {
    const row = await this.repository.challenge(this.gameYear, id);
    if (!row) throw new DomainError('NOT_FOUND', `No SBC challenge ${id}`, { field: 'id' });
    const prices = await this.priceTable();
    return { data: this.challengeOf(row, prices) };
  }

  /** One of slug, sbcSetId or sbcChallengeId (the set holding the challenge); none → 400. */
  async single(request: SingleContentRequest) {
    const identifier = singleIdentifierOf(request);
    if (identifier.field === 'slug') return this.bySlug(identifier.slug);
    if (identifier.field === 'sbcSetId')
      return { data: await this.setOrThrow({ id: identifier.id }, 'sbcSetId') };
    const challenge = await this.repository.challenge(this.gameYear, identifier.id);
    if (!challenge)
      throw new DomainError('NOT_FOUND', `No SBC challenge ${identifier.id}`, {
        field: 'sbcChallengeId',
      });
    return { data: await this.setOrThrow({ id: challenge.setId }, 'sbcChallengeId') };
  }

  /** For each open set, how many of the caller's club cards meet each challenge's per-player rules. */
  async userClub(caller: Caller, request: SbcUserClubRequest) {
    const gameYear = request.gameYear ?? this.gameYear;
    const club = await this.repository.clubCards(caller.id, gameYear);
    const card =
      request.userClubEaId === undefined
        ? undefined
        : club.find((item) => item.eaId === request.userClubEaId);
    if (request.userClubEaId !== undefined && !card)
      throw new DomainError(
        'NOT_FOUND',
        `user_club_ea_id: card ${request.userClubEaId} is not in your club`,
        {
          field: 'user_club_ea_id',
        },
      );
    const sets = await this.repository.openSets(this.gameYear);
    const challenges = await this.repository.challengesOf(
      this.gameYear,
      sets.map((set) => set.id),
    );
    const data = sets
      .map((set) => ({
        setId: set.id,
        slug: set.slug,
        name: set.name,
        challenges: challenges
          .filter((challenge) => challenge.setId === set.id)
          .filter((challenge) => !card || cardMeetsPlayerRules(challenge.requirements, card.overall))
          .map((challenge) => {
            const eligible = club.filter((item) =>
              cardMeetsPlayerRules(challenge.requirements, item.overall),
            ).length;
            const needed = playersNeeded(challenge.requirements);
            return {
              challengeId: challenge.id,
              eligibleClubCards: eligible,
              playersNeeded: needed,
              enoughPlayers: eligible >= needed,
            };
          }),
      }))
      .filter((set) => set.challenges.length > 0);
    return { data, totalCount: data.length };
  }

  private async setOrThrow(key: { id: number } | { slug: string }, field: string): Promise<SbcSet> {
    const row = await this.repository.setBy(this.gameYear, key);
    if (!row)
      throw new DomainError('NOT_FOUND', `No SBC set ${'id' in key ? key.id : `"${key.slug}"`}`, { field });
    const [set] = await this.withChallenges([row]);
    return set!;
  }

  private async withChallenges(sets: SbcSetRow[]): Promise<SbcSet[]> {
    if (sets.length === 0) return [];
    const [challenges, prices] = await Promise.all([
      this.repository.challengesOf(
        this.gameYear,
        sets.map((set) => set.id),
      ),
      this.priceTable(),
    ]);
    return sets.map((set) => {
      const own = challenges
        .filter((challenge) => challenge.setId === set.id)
        .map((row) => this.challengeOf(row, prices));
      const sum = (key: keyof CostEstimate) =>
        own.some((challenge) => challenge.estimatedCost[key] === null)
          ? null
          : own.reduce((total, challenge) => total + (challenge.estimatedCost[key] ?? 0), 0);
      return {
        ...set,
        challengeCount: own.length,
        estimatedCost: { console: sum('console'), pc: sum('pc') },
        challenges: own,
      };
    });
  }

  private challengeOf(row: SbcChallengeRow, prices: PriceTable): SbcChallenge {
    return {
      ...row,
      estimatedCost: {
        console: estimateSbcCost(row.requirements, prices.console),
        pc: estimateSbcCost(row.requirements, prices.pc),
      },
    };
  }

  private priceTable(): Promise<PriceTable> {
    const now = Date.now();
    if (!this.prices || now - this.prices.at > PRICE_TABLE_SECONDS * 1000) {
      const table = this.repository.cheapestByOverall(this.gameYear).then((cards) => ({
        console: cards.flatMap((card) =>
          card.price === null ? [] : [{ rating: card.overall, price: card.price }],
        ),
        pc: cards.flatMap((card) =>
          card.pcPrice === null ? [] : [{ rating: card.overall, price: card.pcPrice }],
        ),
      }));
      this.prices = { at: now, table };
      table.catch(() => {
        this.prices = undefined;
      });
    }
    return this.prices.table;
  }
}
