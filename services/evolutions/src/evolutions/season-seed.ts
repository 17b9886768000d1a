import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { generateEvolutionSeason } from '@futgg/game-data';
import { GAME_YEAR } from '@futgg/game-rules';
import { LOGGER, SERVICE_CONFIG } from '@futgg/service-kit';
import type { EvolutionsConfig } from '../config.js';
import { EvolutionsRepository } from './evolutions.repository.js';
import { seasonAnchorOf } from './season-anchor.js';

/**
 * Loads the generated season into an empty year at start (EVOLUTIONS_SEED_SEASON). Replicas starting
 * together may both find the year empty: the load is an upsert by id, so the second changes nothing.
 */
@Injectable()
export class SeasonSeed implements OnApplicationBootstrap {
  constructor(
    private readonly repository: EvolutionsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: EvolutionsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.EVOLUTIONS_SEED_SEASON) return;
    await this.seed(GAME_YEAR.DEFAULT, new Date());
  }

  async seed(gameYear: number, now: Date): Promise<number> {
    if (!(await this.repository.isEmpty(gameYear))) return 0;
    const season = generateEvolutionSeason({ gameYear, now: seasonAnchorOf(now) });
    const { created } = await this.repository.upsert(
      gameYear,
      season.map((evolution) => ({ ...evolution, source: 'generated' as const })),
    );
    this.logger.info({ gameYear, created }, 'Loaded the generated season');
    return created;
  }
}
