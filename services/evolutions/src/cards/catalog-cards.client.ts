import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_CONTRACTS,
  PLAYER_CARDS_PAGE_SIZE,
  type PlayerCardPage,
  type PlayerDefinition,
  type PlayerItem,
  type PriceKey,
  type SearchPlayerCardsRequest,
  type UserClubCard,
  type UserClubCards,
} from '@futgg/contracts';
import { NATS_REQUESTER, requestEveryPage, type NatsRequester } from '@futgg/service-kit';

type CardsQuery = Pick<SearchPlayerCardsRequest, 'gameYear' | 'query'> &
  Partial<Pick<SearchPlayerCardsRequest, 'page' | 'pageSize' | 'eaIds' | 'requiredQueries' | 'priceKey'>>;

/**
 * The catalog's cards, asked over NATS: the evolutions service keeps no copy of them (its schema holds
 * evolutions and the lab's saved players only).
 */
@Injectable()
export class CatalogCardsClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /** A page of whole cards of the player query, optionally also passing `requiredQueries`. */
  search(query: CardsQuery): Promise<PlayerCardPage> {
    return this.requester.request<PlayerCardPage>(CATALOG_CONTRACTS.searchPlayerCards.subject, query);
  }

  /** One whole card; the catalog answers NOT_FOUND for an unknown one. */
  card(gameYear: number, eaId: number): Promise<PlayerItem> {
    return this.requester.request<PlayerItem>(CATALOG_CONTRACTS.getPlayerItem.subject, { gameYear, eaId });
  }

  definition(gameYear: number, eaId: number): Promise<PlayerDefinition> {
    return this.requester.request<PlayerDefinition>(CATALOG_CONTRACTS.getPlayerDefinition.subject, {
      gameYear,
      eaId,
    });
  }

  /** Every card of the query, page after page (a scan: for small selections only). */
  async all(query: Omit<CardsQuery, 'page' | 'pageSize'>): Promise<PlayerItem[]> {
    const found: PlayerItem[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await this.search({ ...query, page, pageSize: PLAYER_CARDS_PAGE_SIZE.MAX });
      found.push(...data);
      if (data.length < PLAYER_CARDS_PAGE_SIZE.MAX) return found;
    }
  }

  /** The named cards (unknown ids left out), in pages the catalog accepts. */
  async cards(
    gameYear: number,
    eaIds: readonly number[],
    priceKey: PriceKey = 'console',
  ): Promise<PlayerItem[]> {
    const unique = [...new Set(eaIds)];
    const found: PlayerItem[] = [];
    for (let start = 0; start < unique.length; start += PLAYER_CARDS_PAGE_SIZE.MAX) {
      const eaIdsOfPage = unique.slice(start, start + PLAYER_CARDS_PAGE_SIZE.MAX);
      const page = await this.search({
        gameYear,
        query: '',
        eaIds: eaIdsOfPage,
        pageSize: eaIdsOfPage.length,
        priceKey,
      });
      found.push(...page.data);
    }
    return found;
  }

  /** Every card of a user's club, whole, page after page (the planner's input). */
  clubCards(ownerId: string, gameYear: number): Promise<UserClubCard[]> {
    return requestEveryPage(
      this.requester,
      CATALOG_CONTRACTS.userClubCards.subject,
      { ownerId, gameYear, limit: PLAYER_CARDS_PAGE_SIZE.MAX },
      (page: UserClubCards) => page.data,
    );
  }
}
