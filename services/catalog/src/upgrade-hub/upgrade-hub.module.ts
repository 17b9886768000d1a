import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module.js';
import { UpgradeHubController } from './upgrade-hub.controller.js';
import { UpgradeHubRepository } from './upgrade-hub.repository.js';
import { UpgradeHubService } from './upgrade-hub.service.js';

/** The upgrade hub (docs/feed-and-collections.md): the live upgrades of the feed, grouped. */
@Module({
  imports: [FeedModule],
  controllers: [UpgradeHubController],
  providers: [UpgradeHubService, UpgradeHubRepository],
})
export class UpgradeHubModule {}
