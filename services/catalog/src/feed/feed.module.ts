import { Module } from '@nestjs/common';
import { ContentCache } from './content-cache.js';
import { FeedController } from './feed.controller.js';
import { FeedEvolutionsSync } from './feed-evolutions-sync.js';
import { FeedRepository } from './feed.repository.js';
import { FeedService } from './feed.service.js';

/** The daily feed (docs/feed-and-collections.md), read from catalog.feed_entries. */
@Module({
  controllers: [FeedController],
  providers: [FeedService, FeedRepository, ContentCache, FeedEvolutionsSync],
  exports: [FeedRepository, ContentCache, FeedEvolutionsSync],
})
export class FeedModule {}
