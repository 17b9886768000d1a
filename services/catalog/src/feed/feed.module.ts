import { Module } from '@nestjs/common';
import { ContentCache } from './content-cache.js';
import { FeedController } from './feed.controller.js';
import { FeedRepository } from './feed.repository.js';
import { FeedService } from './feed.service.js';

/** The daily feed (docs/feed-and-collections.md), read from catalog.feed_entries. */
@Module({
  controllers: [FeedController],
  providers: [FeedService, FeedRepository, ContentCache],
  exports: [FeedRepository, ContentCache],
})
export class FeedModule {}
