import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module.js';
import { AdminActionsController } from './admin-actions.controller.js';
import { AdminActionsRepository } from './admin-actions.repository.js';
import { AdminActionsService } from './admin-actions.service.js';

/** POST /api/gg-debugger/actions/{action}/ and its audit log (docs/feed-and-collections.md). */
@Module({
  imports: [FeedModule],
  controllers: [AdminActionsController],
  providers: [AdminActionsService, AdminActionsRepository],
})
export class AdminActionsModule {}
