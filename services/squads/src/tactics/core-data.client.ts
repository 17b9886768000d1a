import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONTRACTS, type CoreData } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

/** The parts of the catalog's core data a tactic is checked against. */
export type TacticCoreData = Pick<CoreData, 'baseRoles' | 'defensiveApproaches' | 'buildUpStyles'>;

// Core data changes with a catalog seed, not from minute to minute; a short memory spares the catalog a
// request per tactic save without keeping a stale list for long.
const CORE_DATA_TTL_MS = 60_000;

/** The catalog's core data over NATS (the squads service keeps no copy of roles). */
@Injectable()
export class TacticCoreDataClient {
  private readonly cache = new Map<number, { at: number; data: Promise<TacticCoreData> }>();

  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  forGameYear(gameYear: number, now = Date.now()): Promise<TacticCoreData> {
    const cached = this.cache.get(gameYear);
    if (cached && now - cached.at < CORE_DATA_TTL_MS) return cached.data;
    const data = this.requester
      .request<CoreData>(CATALOG_CONTRACTS.getCoreData.subject, { gameYear })
      .then(({ baseRoles, defensiveApproaches, buildUpStyles }) => ({
        baseRoles,
        defensiveApproaches,
        buildUpStyles,
      }));
    this.cache.set(gameYear, { at: now, data });
    // A failed ask is not remembered: the next save asks again.
    data.catch(() => {
      if (this.cache.get(gameYear)?.data === data) this.cache.delete(gameYear);
    });
    return data;
  }
}
