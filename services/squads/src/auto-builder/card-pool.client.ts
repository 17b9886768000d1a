import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_CONTRACTS,
  SQUAD_POOL_PAGE,
  type PriceKey,
  type SquadPoolCard,
  type SquadPoolPage,
  type UserClubCards,
} from '@futgg/contracts';
import { NATS_REQUESTER, requestEveryPage, type NatsRequester } from '@futgg/service-kit';
import type { ClubCard } from './auto-build-request.js';

/** The catalog's cards are read again after this long (new cards, new prices). */
const POOL_TTL_MS = 5 * 60_000;
const CLUB_PAGE = 250;

/**
 * The auto-builder's cards, asked of the catalog over NATS: every card of a game year, compact, kept in
 * memory per year and price key for a few minutes (one request per 2,500 cards, 8 for 20,000); the
 * user's club per job.
 */
@Injectable()
export class CardPoolClient {
  private readonly cache = new Map<string, { at: number; cards: Promise<SquadPoolCard[]> }>();

  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  pool(gameYear: number, priceKey: PriceKey): Promise<SquadPoolCard[]> {
    const key = `${gameYear}:${priceKey}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < POOL_TTL_MS) return cached.cards;
    const cards = this.load(gameYear, priceKey);
    this.cache.set(key, { at: Date.now(), cards });
    cards.catch(() => this.cache.delete(key));
    return cards;
  }

  private load(gameYear: number, priceKey: PriceKey): Promise<SquadPoolCard[]> {
    return requestEveryPage(
      this.requester,
      CATALOG_CONTRACTS.squadPool.subject,
      { gameYear, priceKey, limit: SQUAD_POOL_PAGE.MAX },
      (page: SquadPoolPage) => page.cards,
    );
  }

  /** The user's club cards (ids, whether each is untradeable, its duplicates), page after page. */
  club(ownerId: string, gameYear: number): Promise<ClubCard[]> {
    return requestEveryPage(
      this.requester,
      CATALOG_CONTRACTS.userClubCards.subject,
      { ownerId, gameYear, limit: CLUB_PAGE },
      (page: UserClubCards) =>
        page.data.map(({ eaId, isUntradeable, duplicates }) => ({ eaId, isUntradeable, duplicates })),
    );
  }
}
