import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONTRACTS, PLAYER_CARDS_PAGE_SIZE, type PlayerCardPage } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import { cardFactsOf, type CardFacts } from './card-facts.js';
import { TtlCache } from './ttl-cache.js';

// A card's chemistry facts (club, league, nation, positions, overall) change only with a new version of
// the card: a minute's delay is the price of not asking the catalog on every view of a squad.
const CARD_TTL_MS = 60_000;
const MAX_CACHED_CARDS = 50_000;

/** The catalog's cards, asked over NATS: the squads service keeps no copy of them but a minute's cache. */
@Injectable()
export class CatalogCardsClient {
  private readonly cache = new TtlCache<string, CardFacts>(CARD_TTL_MS, MAX_CACHED_CARDS);

  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /**
   * The named cards by eaId (unknown ones absent, and never cached: a card added now is found next
   * time). The uncached ones are asked in one request for a squad (at most 53 cards); a list of squads
   * asks in pages of the catalog's largest.
   */
  async cards(gameYear: number, eaIds: Iterable<number>): Promise<Map<number, CardFacts>> {
    const found = new Map<number, CardFacts>();
    const missing: number[] = [];
    for (const eaId of new Set(eaIds)) {
      const cached = this.cache.get(`${gameYear}:${eaId}`);
      if (cached) found.set(eaId, cached);
      else missing.push(eaId);
    }
    const pages: Promise<PlayerCardPage>[] = [];
    for (let start = 0; start < missing.length; start += PLAYER_CARDS_PAGE_SIZE.MAX) {
      const ids = missing.slice(start, start + PLAYER_CARDS_PAGE_SIZE.MAX);
      pages.push(
        this.requester.request<PlayerCardPage>(CATALOG_CONTRACTS.searchPlayerCards.subject, {
          gameYear,
          query: '',
          eaIds: ids,
          pageSize: ids.length,
        }),
      );
    }
    for (const page of await Promise.all(pages)) {
      for (const item of page.data) {
        const facts = cardFactsOf(item);
        this.cache.set(`${gameYear}:${item.eaId}`, facts);
        found.set(item.eaId, facts);
      }
    }
    return found;
  }
}
