import { Module } from '@nestjs/common';
import { CommentsModule } from './comments/comments.module.js';
import { DirectMessagesModule } from './direct-messages/direct-messages.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PriceAlertsModule } from './price-alerts/price-alerts.module.js';
import { ViewsModule } from './views/views.module.js';
import { VotesModule } from './votes/votes.module.js';

/** The social service: one module per bounded context. */
@Module({
  imports: [
    CommentsModule,
    VotesModule,
    ViewsModule,
    ModerationModule,
    DirectMessagesModule,
    NotificationsModule,
    PriceAlertsModule,
  ],
})
export class SocialModule {}
