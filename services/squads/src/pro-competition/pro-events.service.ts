import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  ROLES,
  SquadConfigData,
  type Caller,
  type CreateProEventRequest,
  type ProCompetitionProduct,
  type ProEvent,
  type ProEventPage,
  type ProRuleset,
  type SaveRulesetRequest,
  type SearchProEventsRequest,
  type UpdateProEventRequest,
} from '@futgg/contracts';
import { openRuleset } from '@futgg/game-rules';
import { limitOffsetOf, requireCaller } from '@futgg/service-kit';
import { nextPageOf } from './pro-page.js';
import { ProEventsRepository, type StoredEvent } from './pro-events.repository.js';
import { canonicalSearchPool } from './search-pool.js';

const isAdmin = (caller: Caller) => caller.roles.includes(ROLES.ADMIN);

const requireAdmin = (caller: Caller | null): Caller => {
  const signedIn = requireCaller(caller);
  if (!isAdmin(signedIn)) throw new DomainError('FORBIDDEN', 'Only admins create or change events');
  return signedIn;
};

const mayEditRuleset = (caller: Caller | null, event: StoredEvent) =>
  caller !== null && (caller.id === event.organiserId || isAdmin(caller));

const eventNotFound = (field: string) => new DomainError('NOT_FOUND', 'Event not found', { field });

/** Events and their rulesets: reading them, admins' event writes, organisers' ruleset saves. */
@Injectable()
export class ProEventsService {
  constructor(private readonly repository: ProEventsRepository) {}

  async get(product: ProCompetitionProduct, guid: string, caller: Caller | null): Promise<ProEvent> {
    const event = await this.repository.byGuid(product, guid);
    if (!event) throw eventNotFound('guid');
    return this.answerOf(event, caller);
  }

  async search(request: SearchProEventsRequest): Promise<ProEventPage> {
    const { limit, offset } = limitOffsetOf(request);
    const page = await this.repository.search(request.product, request.q, limit, offset);
    return { ...page, next: nextPageOf(request.page, request.pageSize, page.totalCount) };
  }

  async create(caller: Caller | null, request: CreateProEventRequest): Promise<ProEvent> {
    const admin = requireAdmin(caller);
    const { product, squadConfigData, searchPoolData, ...fields } = request;
    const guid = randomUUID();
    await this.repository.create(
      { ...fields, guid, product },
      squadConfigData ?? openRuleset(),
      canonicalSearchPool(searchPoolData),
    );
    return this.get(product, guid, admin);
  }

  async update(caller: Caller | null, request: UpdateProEventRequest): Promise<ProEvent> {
    const admin = requireAdmin(caller);
    const { product, guid, ...changes } = request;
    const current = await this.repository.byGuid(product, guid);
    if (!current) throw eventNotFound('guid');
    const startsAt = changes.startsAt ?? current.startsAt;
    const endsAt = changes.endsAt ?? current.endsAt;
    // Each date may change alone: the pair is checked as it will be stored.
    if (Date.parse(endsAt) <= Date.parse(startsAt)) {
      throw new DomainError('INVALID_INPUT', 'endsAt must be after startsAt', { field: 'endsAt' });
    }
    await this.repository.update(current.id, changes);
    return this.get(product, guid, admin);
  }

  async ruleset(product: ProCompetitionProduct, eventId: number): Promise<ProRuleset> {
    const event = await this.repository.byId(product, eventId);
    if (!event) throw eventNotFound('eventId');
    return this.rulesetOf(event);
  }

  /** Only the event's organiser or an admin; the ruleset is replaced whole. */
  async saveRuleset(caller: Caller | null, request: SaveRulesetRequest): Promise<ProRuleset> {
    const signedIn = requireCaller(caller);
    const event = await this.repository.byId(request.product, request.eventId);
    if (!event) throw eventNotFound('eventId');
    if (!mayEditRuleset(signedIn, event)) {
      throw new DomainError('FORBIDDEN', "Only the event's organiser or an admin may change its ruleset", {
        field: 'eventId',
      });
    }
    const searchPool = canonicalSearchPool(request.searchPoolData);
    await this.repository.saveRuleset(event.id, request.squadConfigData, searchPool, signedIn.id);
    return this.rulesetOf(event);
  }

  /** The event by guid with its ruleset, for the squad check. */
  async eventWithRuleset(
    product: ProCompetitionProduct,
    guid: string,
  ): Promise<{ event: StoredEvent; ruleset: ProRuleset }> {
    const event = await this.repository.byGuid(product, guid);
    if (!event) throw eventNotFound('guid');
    return { event, ruleset: await this.rulesetOf(event) };
  }

  private async rulesetOf(event: StoredEvent): Promise<ProRuleset> {
    const ruleset = await this.repository.ruleset(event.id);
    // Every event is created with its ruleset in one transaction; a missing one is a broken database.
    if (!ruleset) throw new Error(`Event ${event.id} has no ruleset`);
    // Read through the schema: a ruleset stored before a field was added gets that field's default.
    return { ...ruleset, squadConfigData: SquadConfigData.parse(ruleset.squadConfigData) };
  }

  private async answerOf(event: StoredEvent, caller: Caller | null): Promise<ProEvent> {
    return { ...event, ruleset: await this.rulesetOf(event), mayEditRuleset: mayEditRuleset(caller, event) };
  }
}
