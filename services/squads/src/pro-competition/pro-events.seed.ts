import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@futgg/service-kit';
import { ProEventsRepository } from './pro-events.repository.js';
import { SEEDED_EVENTS, SEED_ORGANISER_ID } from './seeded-events.js';
import { canonicalSearchPool } from './search-pool.js';

/**
 * Loads the seeded events when the events table is empty at start. Replicas starting together may both
 * find it empty: each event is inserted by its fixed guid with ON CONFLICT DO NOTHING, so the second
 * changes nothing.
 */
@Injectable()
export class ProEventsSeed implements OnApplicationBootstrap {
  constructor(
    private readonly repository: ProEventsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  async seed(): Promise<number> {
    if (!(await this.repository.isEmpty())) return 0;
    let created = 0;
    for (const { squadConfigData, searchPoolData, ...event } of SEEDED_EVENTS) {
      const id = await this.repository.create(
        { ...event, organiserId: SEED_ORGANISER_ID },
        squadConfigData,
        canonicalSearchPool(searchPoolData),
      );
      if (id !== null) created += 1;
    }
    this.logger.info({ created }, 'Loaded the seeded pro-competition events');
    return created;
  }
}
