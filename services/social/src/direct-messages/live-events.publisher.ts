import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SOCIAL_LIVE, type DirectMessage, type LiveEvent } from '@futgg/contracts';
import {
  LOGGER,
  NATS_CONNECTION,
  SERVICE_CONFIG,
  type NatsPublisher,
  type ServiceEnv,
} from '@futgg/service-kit';

/**
 * Tells the users' open streams (the gateway's GET /api/direct-messages/stream/) about a new message, on
 * each recipient's core NATS subject. Core NATS, not JetStream: nobody listening means nobody has the
 * conversation open, and a client that missed an event reads the list again when it opens one.
 */
@Injectable()
export class LiveEventsPublisher {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsPublisher,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  message(recipientIds: readonly string[], message: DirectMessage): void {
    const event: LiveEvent = { event: 'message', data: message };
    const payload = JSON.stringify(event);
    for (const userId of recipientIds) {
      const subject = SOCIAL_LIVE.subjectOf(userId);
      if (subject === null) continue;
      try {
        this.nats.publish(`${this.config.NATS_SUBJECT_PREFIX}${subject}`, payload);
      } catch (error) {
        // A live event is a convenience: the message is stored, the next read shows it.
        this.logger.warn({ err: error, userId }, 'Could not publish a live message event');
      }
    }
  }
}
