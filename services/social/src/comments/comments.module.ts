import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { CommentsController } from './comments.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';
import { EntityOwnersClient } from './entity-owners.client.js';

/** The comments context (docs/comments.md): threads on every content type, public and private. */
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [CommentsController],
  providers: [CommentsService, CommentsRepository, EntityOwnersClient, UserWriteBudgets],
})
export class CommentsModule {}
