import { Module } from '@nestjs/common';
import { CatalogCardsClient } from './cards/catalog-cards.client.js';
import { EligibilityController } from './eligibility/eligibility.controller.js';
import { EligiblePlayersService } from './eligibility/eligible-players.service.js';
import { EvoLabController } from './evo-lab/evo-lab.controller.js';
import { EvoLabService } from './evo-lab/evo-lab.service.js';
import { LabPreferencesRepository } from './evo-lab/lab-preferences.repository.js';
import { UserItemsRepository } from './evo-lab/user-items.repository.js';
import { EvolutionsController } from './evolutions/evolutions.controller.js';
import { EvolutionsRepository } from './evolutions/evolutions.repository.js';
import { EvolutionsService } from './evolutions/evolutions.service.js';
import { SeasonSeed } from './evolutions/season-seed.js';
import { PathsController } from './paths/paths.controller.js';
import { PlannerController } from './planner/planner.controller.js';
import { PlannerService } from './planner/planner.service.js';
import { PathResultsCache } from './paths/path-results.cache.js';
import { PathsRepository } from './paths/paths.repository.js';
import { PathsService } from './paths/paths.service.js';

/** Evolutions, eligible players, paths and the evo lab (docs/evolutions.md). */
@Module({
  controllers: [
    EvolutionsController,
    EligibilityController,
    PathsController,
    EvoLabController,
    PlannerController,
  ],
  providers: [
    CatalogCardsClient,
    EvolutionsRepository,
    EvolutionsService,
    SeasonSeed,
    EligiblePlayersService,
    PathsRepository,
    PathResultsCache,
    PathsService,
    UserItemsRepository,
    LabPreferencesRepository,
    EvoLabService,
    PlannerService,
  ],
})
export class EvolutionsModule {}
