import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { DirectMessagesController } from './direct-messages.controller.js';
import { DirectMessagesRepository } from './direct-messages.repository.js';
import { DirectMessagesService } from './direct-messages.service.js';
import { LiveEventsPublisher } from './live-events.publisher.js';

/** The direct-messages context (docs/direct-messages.md): conversations, messages, live delivery. */
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [DirectMessagesController],
  providers: [DirectMessagesService, DirectMessagesRepository, LiveEventsPublisher, UserWriteBudgets],
})
export class DirectMessagesModule {}
