import { Module } from '@nestjs/common';
import { CoreDataModule } from './core-data/core-data.module.js';
import { LiveScoresModule } from './live-scores/live-scores.module.js';
import { PageviewsModule } from './pageviews/pageviews.module.js';
import { PlayerItemsModule } from './player-items/player-items.module.js';
import { PricesModule } from './prices/prices.module.js';
import { SearchModule } from './search/search.module.js';
import { UserClubModule } from './user-club/user-club.module.js';
import { ObjectivesModule } from './objectives/objectives.module.js';
import { SbcModule } from './sbc/sbc.module.js';
import { FeedModule } from './feed/feed.module.js';
import { UpgradeHubModule } from './upgrade-hub/upgrade-hub.module.js';
import { CollectionsModule } from './collections/collections.module.js';
import { AdminActionsModule } from './admin-actions/admin-actions.module.js';
import { ImageStatusModule } from './image-status/image-status.module.js';
import { RushModule } from './rush/rush.module.js';

@Module({
  imports: [
    CoreDataModule,
    PageviewsModule,
    PlayerItemsModule,
    PricesModule,
    SearchModule,
    UserClubModule,
    ObjectivesModule,
    SbcModule,
    FeedModule,
    UpgradeHubModule,
    CollectionsModule,
    AdminActionsModule,
    ImageStatusModule,
    LiveScoresModule,
    RushModule,
  ],
})
export class CatalogModule {}
