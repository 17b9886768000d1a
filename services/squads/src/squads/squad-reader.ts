import { Injectable } from '@nestjs/common';
import { DomainError, type Caller, type Squad } from '@futgg/contracts';
import type { CardFacts } from './cards/card-facts.js';
import { CatalogCardsClient } from './cards/catalog-cards.client.js';
import { PricesClient } from './cards/prices.client.js';
import { cardIdsOf, squadAnswerOf } from './squad-answer.js';
import { SquadsRepository } from './squads.repository.js';
import type { StoredSquad } from './stored-squad.js';

/**
 * Squads as everyone reads them, with chemistry, rating and price computed now. Exported by the squads
 * module: the pro-competition context checks squads against rulesets in the same process through it.
 */
@Injectable()
export class SquadReader {
  constructor(
    private readonly repository: SquadsRepository,
    private readonly catalog: CatalogCardsClient,
    private readonly pricing: PricesClient,
  ) {}

  /** The cards of the owner's current squads (the SBC solver's "keep my active squad"). */
  currentSquadCards(ownerId: string, gameYear: number): Promise<number[]> {
    return this.repository.currentSquadCards(ownerId, gameYear);
  }

  /** Any squad by its uuid, for anyone (a shared squad is public); `isOwner` says whether it is the caller's. */
  async view(uuid: string, caller: Caller | null): Promise<Squad> {
    const squad = await this.repository.one(uuid);
    if (!squad) throw new DomainError('NOT_FOUND', 'Squad not found', { field: 'uuid' });
    const [answer] = await this.answers([squad], caller);
    return answer!;
  }

  /**
   * The answers of stored squads, asking the catalog and pricing once for all of them (in parallel);
   * `knownCards` are catalog cards the caller already holds (a save has just read them).
   */
  async answers(
    squads: readonly StoredSquad[],
    caller: Caller | null,
    knownCards: ReadonlyMap<number, CardFacts> = new Map(),
  ): Promise<Squad[]> {
    const byYear = new Map<number, StoredSquad[]>();
    for (const squad of squads) byYear.set(squad.gameYear, [...(byYear.get(squad.gameYear) ?? []), squad]);
    const answered = new Map<string, Squad>();
    await Promise.all(
      [...byYear].map(async ([gameYear, ofYear]) => {
        const ids = ofYear.map(cardIdsOf);
        const missing = ids.flatMap((id) => id.catalog).filter((eaId) => !knownCards.has(eaId));
        const [fetched, prices] = await Promise.all([
          missing.length ? this.catalog.cards(gameYear, missing) : new Map<number, CardFacts>(),
          this.pricing.prices(
            gameYear,
            ids.flatMap((id) => id.priced),
          ),
        ]);
        const cards = new Map([...knownCards, ...fetched]);
        for (const squad of ofYear) {
          answered.set(
            squad.uuid,
            squadAnswerOf(squad, caller !== null && caller.id === squad.ownerId, cards, prices),
          );
        }
      }),
    );
    return squads.map((squad) => answered.get(squad.uuid)!);
  }
}
