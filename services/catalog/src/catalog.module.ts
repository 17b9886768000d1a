import { Module } from '@nestjs/common';
import { CoreDataModule } from './core-data/core-data.module.js';
import { PageviewsModule } from './pageviews/pageviews.module.js';
import { PlayerItemsModule } from './player-items/player-items.module.js';
import { PricesModule } from './prices/prices.module.js';
import { SearchModule } from './search/search.module.js';
import { UserClubModule } from './user-club/user-club.module.js';

@Module({
  imports: [CoreDataModule, PageviewsModule, PlayerItemsModule, PricesModule, SearchModule, UserClubModule],
})
export class CatalogModule {}
