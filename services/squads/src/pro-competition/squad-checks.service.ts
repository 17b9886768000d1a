import { Injectable } from '@nestjs/common';
import {
  DomainError,
  PRO_COMPETITION_CONTENT_TYPES,
  PRO_COMPETITION_LIMITS,
  type Caller,
  type CheckSquadRequest,
  type ProAnalyticsPage,
  type ProAnalyticsRequest,
  type Squad,
  type SquadCheck,
} from '@futgg/contracts';
import { checkSquadAgainstRuleset } from '@futgg/game-rules';
import { limitOffsetOf, requireCaller } from '@futgg/service-kit';
import { SquadReader } from '../squads/squad-reader.js';
import { nextPageOf } from './pro-page.js';
import { ProEventsService } from './pro-events.service.js';
import { SquadChecksRepository } from './squad-checks.repository.js';

/** A saved squad checked against an event's ruleset, and what the checks add up to per event. */
@Injectable()
export class SquadChecksService {
  constructor(
    private readonly events: ProEventsService,
    private readonly squads: SquadReader,
    private readonly repository: SquadChecksRepository,
  ) {}

  async check(caller: Caller | null, request: CheckSquadRequest, now = new Date()): Promise<SquadCheck> {
    const signedIn = requireCaller(caller);
    const { event, ruleset } = await this.events.eventWithRuleset(request.product, request.guid);
    const squad = await this.squadOf(request.squad, signedIn);
    // The squads service worked out chemistry and rating with game-rules; the check reads them as given.
    const violations = checkSquadAgainstRuleset(ruleset.squadConfigData, {
      formationId: squad.formationId,
      cards: squad.cards,
      chemistry: squad.chemistry,
      rating: squad.rating,
    });
    const isPassing = violations.length === 0;
    await this.repository.record(
      event.id,
      squad.uuid,
      signedIn.id,
      isPassing,
      [...new Set(violations.map((violation) => violation.code))],
      now,
    );
    return {
      eventId: event.id,
      eventGuid: event.guid,
      squadUuid: squad.uuid,
      isPassing,
      violations,
      formationId: squad.formationId,
      rating: squad.rating,
      chemistry: squad.chemistry.total,
      checkedAt: now.toISOString(),
    };
  }

  async analytics(caller: Caller | null, request: ProAnalyticsRequest): Promise<ProAnalyticsPage> {
    requireCaller(caller);
    const { limit, offset } = limitOffsetOf(request);
    const page = await this.repository.stats(
      request.product,
      request.entityId ?? null,
      PRO_COMPETITION_LIMITS.TOP_VIOLATIONS,
      limit,
      offset,
    );
    if (request.entityId !== undefined && page.totalCount === 0) {
      throw new DomainError('NOT_FOUND', 'Event not found', { field: 'entity_id' });
    }
    return {
      data: page.data.map((row) => ({ ...row, contentTypeId: PRO_COMPETITION_CONTENT_TYPES.EVENT })),
      totalCount: page.totalCount,
      next: nextPageOf(request.page, request.pageSize, page.totalCount),
    };
  }

  private async squadOf(uuid: string, caller: Caller): Promise<Squad> {
    try {
      return await this.squads.view(uuid, caller);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new DomainError('NOT_FOUND', 'Squad not found', { field: 'squad', cause: error });
      }
      throw error;
    }
  }
}
