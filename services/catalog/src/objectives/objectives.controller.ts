import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  OBJECTIVES_CONTRACTS as C,
  type Caller,
  type ObjectiveGroupsRequest,
  type ObjectivesUserClubRequest,
  type SingleContentRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { ObjectivesService } from './objectives.service.js';

@Controller()
export class ObjectivesController {
  constructor(private readonly objectives: ObjectivesService) {}

  @MessagePattern(C.tabs.subject)
  tabs(@Payload(new ContractPipe(C.tabs)) _request: Record<string, never>) {
    return this.objectives.tabs();
  }

  @MessagePattern(C.groups.subject)
  groups(@Payload(new ContractPipe(C.groups)) request: ObjectiveGroupsRequest) {
    return this.objectives.groups(request);
  }

  @MessagePattern(C.groupBySlug.subject)
  groupBySlug(@Payload(new ContractPipe(C.groupBySlug)) request: { slug: string }) {
    return this.objectives.group({ slug: request.slug });
  }

  @MessagePattern(C.group.subject)
  group(@Payload(new ContractPipe(C.group)) request: { id: number }) {
    return this.objectives.group({ id: request.id });
  }

  @MessagePattern(C.objective.subject)
  objective(@Payload(new ContractPipe(C.objective)) request: { id: number }) {
    return this.objectives.objective(request.id);
  }

  @MessagePattern(C.campaign.subject)
  campaign(@Payload(new ContractPipe(C.campaign)) request: { showExpired: boolean }) {
    return this.objectives.campaign(request);
  }

  @MessagePattern(C.single.subject)
  single(@Payload(new ContractPipe(C.single)) request: SingleContentRequest) {
    return this.objectives.single(request);
  }

  @MessagePattern(C.userClub.subject)
  userClub(
    @Payload(new ContractPipe(C.userClub)) request: ObjectivesUserClubRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.objectives.userClub(requireCaller(caller), request);
  }
}
