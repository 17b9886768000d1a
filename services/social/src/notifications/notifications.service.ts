import { Injectable } from '@nestjs/common';

/** What another social context asks to tell a user (a reply to their comment, a new direct message). */
export interface NotificationRequest {
  /** The user told. */
  userId: string;
  /** A notification type's slug (docs/social.md lists them); the user's settings can turn a type off. */
  typeSlug: string;
  title: string;
  /** Plain text; the web escapes it. */
  body: string;
  /** Where the notification leads on the site (a path), or null. */
  url: string | null;
  /** Same key twice means one notification (a retried write never notifies twice). */
  dedupeKey: string;
}

/** Creates users' notifications; the other social contexts call `notify` in process. */
@Injectable()
export class NotificationsService {
  async notify(_request: NotificationRequest): Promise<void> {
    // Filled in by the notifications context.
  }
}
