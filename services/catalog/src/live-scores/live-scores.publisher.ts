import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CATALOG_LIVE, type Fixture, type FixtureLiveEvent } from '@futgg/contracts';
import {
  LOGGER,
  NATS_CONNECTION,
  SERVICE_CONFIG,
  type NatsPublisher,
  type ServiceEnv,
} from '@futgg/service-kit';

/**
 * Tells the open fixture streams (the gateway's GET /api/fut/live/fixtures/{id}/stream/) about a changed
 * fixture on core NATS `catalog.live.fixture.<id>`. Core NATS, not JetStream: a reader that missed a
 * change gets the whole fixture with the next one, and a stream starts with the fixture as stored.
 */
@Injectable()
export class LiveScoresPublisher {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsPublisher,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  fixtureChanged(fixture: Fixture): void {
    const event: FixtureLiveEvent = { event: 'fixture', data: fixture };
    try {
      this.nats.publish(
        `${this.config.NATS_SUBJECT_PREFIX}${CATALOG_LIVE.fixtureSubject(fixture.id)}`,
        JSON.stringify(event),
      );
    } catch (error) {
      this.logger.warn({ err: error, fixtureId: fixture.id }, 'Could not publish a live fixture change');
    }
  }
}
