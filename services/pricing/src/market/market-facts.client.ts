import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONTRACTS, type MarketCardFacts, type MarketCardFactsPage } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

/** The catalog answers at most this many cards a call. */
const PAGE = 5000;

/** What the catalog knows of cards as the market sees them: rating, version, tradeability. */
@Injectable()
export class MarketFactsClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /** The named cards the catalog knows (unknown ids are left out). */
  async of(gameYear: number, eaIds: readonly number[]): Promise<MarketCardFacts[]> {
    const cards: MarketCardFacts[] = [];
    for (let start = 0; start < eaIds.length; start += PAGE) {
      cards.push(...(await this.page(gameYear, { eaIds: eaIds.slice(start, start + PAGE) })));
    }
    return cards;
  }

  /** Every card of the year, in eaId order. */
  async all(gameYear: number): Promise<MarketCardFacts[]> {
    const cards: MarketCardFacts[] = [];
    for (let afterEaId = 0; ;) {
      const page = await this.page(gameYear, { afterEaId, limit: PAGE });
      cards.push(...page);
      if (page.length < PAGE) return cards;
      afterEaId = page[page.length - 1]!.eaId;
    }
  }

  private async page(
    gameYear: number,
    selection: { eaIds?: readonly number[]; afterEaId?: number; limit?: number },
  ): Promise<MarketCardFacts[]> {
    if (selection.eaIds?.length === 0) return [];
    const { cards } = await this.requester.request<MarketCardFactsPage>(
      CATALOG_CONTRACTS.marketCardFacts.subject,
      { gameYear, ...selection },
    );
    return cards;
  }
}
