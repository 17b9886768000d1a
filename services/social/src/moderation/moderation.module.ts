import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { UsersModule } from '../users/users.module.js';
import { ModerationController } from './moderation.controller.js';
import { ModerationRepository } from './moderation.repository.js';
import { ModerationService } from './moderation.service.js';

/** The moderation context (docs/moderation.md): users' reports, reviewed and closed by admins. */
@Module({
  imports: [UsersModule],
  controllers: [ModerationController],
  providers: [ModerationService, ModerationRepository, UserWriteBudgets],
})
export class ModerationModule {}
