import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SBC_CONTRACTS as C,
  type Caller,
  type SbcListRequest,
  type SbcUserClubRequest,
  type SingleContentRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { SbcService } from './sbc.service.js';

@Controller()
export class SbcController {
  constructor(private readonly sbc: SbcService) {}

  @MessagePattern(C.categories.subject)
  categories(@Payload(new ContractPipe(C.categories)) _request: Record<string, never>) {
    return this.sbc.categories();
  }

  @MessagePattern(C.list.subject)
  list(@Payload(new ContractPipe(C.list)) request: SbcListRequest) {
    return this.sbc.list(request);
  }

  @MessagePattern(C.bySlug.subject)
  bySlug(@Payload(new ContractPipe(C.bySlug)) request: { slug: string }) {
    return this.sbc.bySlug(request.slug);
  }

  @MessagePattern(C.set.subject)
  set(@Payload(new ContractPipe(C.set)) request: { id: number }) {
    return this.sbc.set(request.id);
  }

  @MessagePattern(C.challenge.subject)
  challenge(@Payload(new ContractPipe(C.challenge)) request: { id: number }) {
    return this.sbc.challenge(request.id);
  }

  @MessagePattern(C.single.subject)
  single(@Payload(new ContractPipe(C.single)) request: SingleContentRequest) {
    return this.sbc.single(request);
  }

  @MessagePattern(C.userClub.subject)
  userClub(
    @Payload(new ContractPipe(C.userClub)) request: SbcUserClubRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.sbc.userClub(requireCaller(caller), request);
  }
}
