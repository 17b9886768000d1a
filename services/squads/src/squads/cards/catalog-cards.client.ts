import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONTRACTS, PLAYER_CARDS_PAGE_SIZE, type PlayerCardPage } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import { cardFactsOf, type CardFacts } from './card-facts.js';

/** The catalog's cards, asked over NATS: the squads service keeps no copy of them. */
@Injectable()
export class CatalogCardsClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /**
   * The named cards by eaId (unknown ones absent). One request for a squad (at most 53 cards); a list of
   * squads asks in pages of the catalog's largest.
   */
  async cards(gameYear: number, eaIds: Iterable<number>): Promise<Map<number, CardFacts>> {
    const unique = [...new Set(eaIds)];
    const pages: Promise<PlayerCardPage>[] = [];
    for (let start = 0; start < unique.length; start += PLAYER_CARDS_PAGE_SIZE.MAX) {
      const ids = unique.slice(start, start + PLAYER_CARDS_PAGE_SIZE.MAX);
      pages.push(
        this.requester.request<PlayerCardPage>(CATALOG_CONTRACTS.searchPlayerCards.subject, {
          gameYear,
          query: '',
          eaIds: ids,
          pageSize: ids.length,
        }),
      );
    }
    const found = new Map<number, CardFacts>();
    for (const page of await Promise.all(pages))
      for (const item of page.data) found.set(item.eaId, cardFactsOf(item));
    return found;
  }
}
