import { Module } from '@nestjs/common';
import { CatalogCardsClient } from './cards/catalog-cards.client.js';
import { EvolvedCardsClient } from './cards/evolved-cards.client.js';
import { PricesClient } from './cards/prices.client.js';
import { SquadReader } from './squad-reader.js';
import { SquadsController } from './squads.controller.js';
import { SquadsRepository } from './squads.repository.js';
import { SquadsService } from './squads.service.js';

/**
 * Squads: save, fetch, list and delete, with chemistry, rating and price computed on every answer
 * (docs/squads.md). Other contexts of the service (pro competition) import this module and read squads
 * through SquadReader.view(uuid, caller).
 */
@Module({
  controllers: [SquadsController],
  providers: [
    SquadsRepository,
    CatalogCardsClient,
    PricesClient,
    EvolvedCardsClient,
    SquadReader,
    SquadsService,
  ],
  exports: [SquadReader],
})
export class SquadsFeatureModule {}
