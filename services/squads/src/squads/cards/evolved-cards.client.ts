import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  EVOLUTIONS_CONTRACTS,
  type Caller,
  type UserEvolutionItem,
  type UserEvolutionItems,
} from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

/** The caller's saved evo-lab players, from the evolutions service (which shows each to its owner only). */
@Injectable()
export class EvolvedCardsClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /**
   * The caller's items among `ids`, by id. An id that is not the caller's (another user's, or none at all)
   * is absent: the evolutions service refuses a batch holding another user's item as a whole, so the
   * batch is then asked again one id at a time to keep the caller's own.
   */
  async ofCaller(caller: Caller, ids: readonly number[]): Promise<Map<number, UserEvolutionItem>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    try {
      return byId(await this.fetch(caller, unique));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') throw error;
    }
    const found = new Map<number, UserEvolutionItem>();
    await Promise.all(
      unique.map(async (id) => {
        try {
          for (const [itemId, item] of byId(await this.fetch(caller, [id]))) found.set(itemId, item);
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') throw error;
        }
      }),
    );
    return found;
  }

  private async fetch(caller: Caller, ids: number[]): Promise<UserEvolutionItem[]> {
    const reply = await this.requester.request<UserEvolutionItems>(
      EVOLUTIONS_CONTRACTS.squadBuilderFetch.subject,
      { ids },
      { caller },
    );
    return reply.items;
  }
}

const byId = (items: readonly UserEvolutionItem[]) => new Map(items.map((item) => [item.id, item]));
