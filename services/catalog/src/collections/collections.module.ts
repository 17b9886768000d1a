import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module.js';
import { CollectionsController } from './collections.controller.js';
import { CollectionsRepository } from './collections.repository.js';
import { CollectionsService } from './collections.service.js';

/** Collections and the signed-in user's progress through them (docs/feed-and-collections.md). */
@Module({
  imports: [FeedModule],
  controllers: [CollectionsController],
  providers: [CollectionsService, CollectionsRepository],
})
export class CollectionsModule {}
