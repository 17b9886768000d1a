import { Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service.js';

/** Notifications: the list, the summary, the settings, and notify() for the other contexts. */
@Module({ providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
