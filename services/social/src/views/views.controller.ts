import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  VIEWS_CONTRACTS,
  type Caller,
  type TrackViewRequest,
  type ViewCountRequest,
  type ViewCountsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser } from '@futgg/service-kit';
import { ViewsService } from './views.service.js';

const C = VIEWS_CONTRACTS;

/** The views subjects: open to anyone; a signed-in caller's views are counted for the user. */
@Controller()
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @MessagePattern(C.track.subject)
  track(@Payload(new ContractPipe(C.track)) request: TrackViewRequest, @CurrentUser() caller: Caller | null) {
    return this.views.track(request, caller);
  }

  @MessagePattern(C.counts.subject)
  counts(@Payload(new ContractPipe(C.counts)) request: ViewCountsRequest) {
    return this.views.counts(request);
  }

  @MessagePattern(C.count.subject)
  count(@Payload(new ContractPipe(C.count)) request: ViewCountRequest) {
    return this.views.count(request);
  }
}
