import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PRO_COMPETITION_CONTRACTS,
  type Caller,
  type CheckSquadRequest,
  type CreateProEventRequest,
  type GetProEventRequest,
  type GetRulesetRequest,
  type ProAnalyticsRequest,
  type SaveRulesetRequest,
  type SearchProEventsRequest,
  type UpdateProEventRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { ProEventsService } from './pro-events.service.js';
import { SquadChecksService } from './squad-checks.service.js';

const C = PRO_COMPETITION_CONTRACTS;

// Every pro-competition call needs a signed-in caller (the spec's pro-competition area is for
// signed-in users; the gateway also asks for the CSRF header on each).
@Controller()
export class ProCompetitionController {
  constructor(
    private readonly events: ProEventsService,
    private readonly checks: SquadChecksService,
  ) {}

  @MessagePattern(C.getEvent.subject)
  getEvent(
    @Payload(new ContractPipe(C.getEvent)) request: GetProEventRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.events.get(request.product, request.guid, requireCaller(caller));
  }

  @MessagePattern(C.createEvent.subject)
  createEvent(
    @Payload(new ContractPipe(C.createEvent)) request: CreateProEventRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.events.create(caller, request);
  }

  @MessagePattern(C.updateEvent.subject)
  updateEvent(
    @Payload(new ContractPipe(C.updateEvent)) request: UpdateProEventRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.events.update(caller, request);
  }

  @MessagePattern(C.searchEvents.subject)
  searchEvents(
    @Payload(new ContractPipe(C.searchEvents)) request: SearchProEventsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    requireCaller(caller);
    return this.events.search(request);
  }

  @MessagePattern(C.getRuleset.subject)
  getRuleset(
    @Payload(new ContractPipe(C.getRuleset)) request: GetRulesetRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    requireCaller(caller);
    return this.events.ruleset(request.product, request.eventId);
  }

  @MessagePattern(C.saveRuleset.subject)
  saveRuleset(
    @Payload(new ContractPipe(C.saveRuleset)) request: SaveRulesetRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.events.saveRuleset(caller, request);
  }

  @MessagePattern(C.checkSquad.subject)
  checkSquad(
    @Payload(new ContractPipe(C.checkSquad)) request: CheckSquadRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.checks.check(caller, request);
  }

  @MessagePattern(C.analytics.subject)
  analytics(
    @Payload(new ContractPipe(C.analytics)) request: ProAnalyticsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.checks.analytics(caller, request);
  }
}
